// @ts-check
// Injected before our page's scripts (a plain script, like probe.js): times an episode switch.
// window.__benchSwitch.arm() starts a record; the next click (the viewer's choice) stamps it, the
// content video's next loadstart (the new episode's source) follows, and the first frame presented
// after that, with data of the new source, ends it. Times in ms since navigation start.
(() => {
  /**
   * @typedef {{ clickAt?: number, sourceAt?: number, frameAt?: number, mediaTime?: number }} SwitchRecord
   */
  /** @type {SwitchRecord | undefined} */
  let record;
  const target = /** @type {Record<string, unknown>} */ (/** @type {unknown} */ (window));
  target.__benchSwitch = {
    arm: () => {
      record = {};
    },
    result: () => record,
  };

  // Capture phase on window: the click is stamped before the player's own handler runs.
  window.addEventListener(
    'click',
    (event) => {
      if (record && record.clickAt === undefined) record.clickAt = event.timeStamp;
    },
    true,
  );

  // Media events do not bubble, but they do pass the document in the capture phase.
  document.addEventListener(
    'loadstart',
    (event) => {
      const video = event.target;
      if (!(video instanceof HTMLVideoElement) || !video.matches('video[data-player="content"]'))
        return;
      const current = record;
      if (!current || current.clickAt === undefined || current.sourceAt !== undefined) return;
      current.sourceAt = performance.now();
      /** @type {VideoFrameRequestCallback} */
      const onFrame = (now, metadata) => {
        if (record !== current || current.frameAt !== undefined) return;
        // A frame presented after loadstart with data: the new episode's, never an old one.
        if (video.readyState < HTMLMediaElement.HAVE_CURRENT_DATA) {
          video.requestVideoFrameCallback(onFrame);
          return;
        }
        current.frameAt = now;
        current.mediaTime = metadata.mediaTime;
      };
      video.requestVideoFrameCallback(onFrame);
    },
    true,
  );
})();
