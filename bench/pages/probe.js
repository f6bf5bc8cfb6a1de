// @ts-check
// Injected into every measured page before its scripts (as a plain script: tsx would wrap a
// TypeScript function's inner functions in helpers the page lacks). Records the content video's
// loadedmetadata and first presented frame (requestVideoFrameCallback), in ms since navigation
// start, and our page's first ad video's first presented frame; when window.__benchCountCommits is
// set, it counts React commits through a stand-in for the DevTools hook (React's production build
// reports to it too).
(() => {
  /**
   * @type {{ loadedMetadata?: number, firstFrame?: number, adFirstFrame?: number, commits?: number }}
   */
  const probe = {};
  const target = /** @type {Record<string, unknown>} */ (/** @type {unknown} */ (window));
  target.__benchProbe = probe;
  if (target.__benchCountCommits) {
    target.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
      isDisabled: false,
      supportsFiber: true,
      renderers: new Map(),
      inject: () => 1,
      onCommitFiberRoot: () => {
        probe.commits = (probe.commits ?? 0) + 1;
      },
      onCommitFiberUnmount: () => undefined,
      onPostCommitFiberRoot: () => undefined,
      checkDCE: () => undefined,
    };
  }
  const watched = new WeakSet();
  new MutationObserver(() => {
    // Our page plays each ad in a <video data-player="ad"> of its own.
    const ad = document.querySelector('video[data-player="ad"]');
    if (ad instanceof HTMLVideoElement && !watched.has(ad)) {
      watched.add(ad);
      ad.requestVideoFrameCallback((now) => {
        probe.adFirstFrame ??= now;
      });
    }
    // Our page marks its content video; the reference pages have only one.
    const video =
      document.querySelector('video[data-player="content"]') ??
      (document.querySelector('video[data-player]') ? null : document.querySelector('video'));
    if (!(video instanceof HTMLVideoElement) || watched.has(video)) return;
    watched.add(video);
    video.addEventListener(
      'loadedmetadata',
      () => {
        probe.loadedMetadata ??= performance.now();
      },
      { once: true },
    );
    video.requestVideoFrameCallback((now) => {
      probe.firstFrame ??= now;
    });
  }).observe(document, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: ['data-player'],
  });
})();
