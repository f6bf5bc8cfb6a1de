// @ts-check
// Injected into the idle player page before its scripts (a plain script: tsx would wrap a
// TypeScript function's inner functions in helpers the page lacks). On the page's first click, it
// waits for the content video's first presented frame past where it stood, and keeps the time from
// the click to that frame's presentation (ms) in window.__clickToFrame.
(() => {
  const target = /** @type {Record<string, unknown>} */ (/** @type {unknown} */ (window));
  document.addEventListener(
    'click',
    (event) => {
      const video = document.querySelector('video[data-player="content"]');
      if (!(video instanceof HTMLVideoElement)) return;
      const startTime = video.currentTime;
      /** @type {VideoFrameRequestCallback} */
      const onFrame = (_now, frame) => {
        if (frame.mediaTime > startTime)
          target.__clickToFrame = frame.presentationTime - event.timeStamp;
        else video.requestVideoFrameCallback(onFrame);
      };
      video.requestVideoFrameCallback(onFrame);
    },
    { capture: true, once: true },
  );
})();
