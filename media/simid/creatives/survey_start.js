// Starts the survey once its elements exist (the IAB's example did it in an inline script, which
// the page's CSP no longer runs).
// The creative should first call ready.
const survey = new SimidSurvey();
// This implementation is immediately ready but other creatives
// may wish to wait for assets to load before calling ready.
survey.ready();
