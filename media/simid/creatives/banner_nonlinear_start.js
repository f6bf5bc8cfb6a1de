// Starts the banner once its elements exist (the IAB's example did it in an inline script, which
// the page's CSP no longer runs).
// This implementation is immediately ready but other creatives
// may wish to wait for assets to load before calling ready.
const bannerNonLinear = new BannerNonLinear();
bannerNonLinear.ready();
