// @ts-check
// Injected before our page's scripts for the soak run (a plain script, like probe.js): a
// window.sendStat that counts the player's statistics events, and counters of the ad videos and
// ad breaks seen. window.__soak.counts() reads them.
(() => {
  const target = /** @type {Record<string, unknown>} */ (/** @type {unknown} */ (window));
  /** @type {Record<string, number>} */
  const events = {};
  const counts = {
    /** Episode views whose content started playing (videoplayer_play with first_playback 1). */
    episodesStarted: 0,
    /** Episodes played to their end (videoplayer_ended). */
    episodesEnded: 0,
    /** Ads whose own video appeared (the player gives each ad a <video data-player="ad">). */
    adsShown: 0,
    /** Times the ad layer ('Рекламная вставка') came into view. */
    adBreaks: 0,
    /** Stream and player errors the player reported (videoplayer_error), recovered ones too. */
    errors: 0,
    lastError: /** @type {string | undefined} */ (undefined),
  };

  /** @param {string} name @param {Record<string, unknown>} payload */
  target.sendStat = (name, payload) => {
    events[name] = (events[name] ?? 0) + 1;
    if (name === 'videoplayer_play' && payload.first_playback === 1) counts.episodesStarted += 1;
    if (name === 'videoplayer_ended') counts.episodesEnded += 1;
    if (name === 'videoplayer_error') {
      counts.errors += 1;
      counts.lastError = String(payload.error_type);
    }
  };
  target.__soak = { counts: () => ({ ...counts, events: { ...events } }) };

  const seenAds = new WeakSet();
  let adLayerShown = false;
  new MutationObserver(() => {
    for (const video of document.querySelectorAll('video[data-player="ad"]')) {
      if (seenAds.has(video)) continue;
      seenAds.add(video);
      counts.adsShown += 1;
    }
    const layer = document.querySelector('[role="region"][aria-label="Рекламная вставка"]');
    const shown = layer instanceof HTMLElement && !layer.hidden;
    if (shown && !adLayerShown) counts.adBreaks += 1;
    adLayerShown = shown;
  }).observe(document, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: ['hidden', 'data-player'],
  });
})();
