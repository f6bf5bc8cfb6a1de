// @ts-check
// Injected before a measured page's scripts (a plain script, like probe.js): window.__benchSeek(to)
// seeks the content video to `to` by setting currentTime, and resolves with the ms from that
// assignment to the presentation of the first frame at the target (requestVideoFrameCallback's
// presentationTime: the compositor shows video frames even while the main thread is busy), and
// whether `to` was buffered when the seek began.
(() => {
  const target = /** @type {Record<string, unknown>} */ (/** @type {unknown} */ (window));
  // How far before the target the frame shown for it may start (a frame lasts 1/25 s or less).
  const frameTolerance = 0.1;
  const timeoutMs = 15_000;

  /** Our page marks its content video; the reference pages have only one. */
  const contentVideo = () =>
    document.querySelector('video[data-player="content"]') ?? document.querySelector('video');

  /** @param {HTMLVideoElement} video @param {number} time */
  const isBuffered = (video, time) => {
    for (let i = 0; i < video.buffered.length; i++) {
      if (video.buffered.start(i) <= time && time < video.buffered.end(i)) return true;
    }
    return false;
  };

  /** @param {number} to */
  target.__benchSeek = (to) =>
    new Promise((resolve, reject) => {
      const video = contentVideo();
      if (!(video instanceof HTMLVideoElement)) {
        reject(new Error('no video'));
        return;
      }
      const buffered = isBuffered(video, to);
      const timer = setTimeout(() => reject(new Error(`no frame at ${to} s`)), timeoutMs);
      const start = performance.now();
      /** @type {VideoFrameRequestCallback} */
      const onFrame = (_now, metadata) => {
        // Frames of before the seek still come in until it lands; they are not at the target.
        const atTarget = metadata.mediaTime >= to - frameTolerance && metadata.mediaTime < to + 0.5;
        if (!atTarget) {
          video.requestVideoFrameCallback(onFrame);
          return;
        }
        clearTimeout(timer);
        resolve({
          frameMs: metadata.presentationTime - start,
          mediaTime: metadata.mediaTime,
          buffered,
        });
      };
      video.requestVideoFrameCallback(onFrame);
      video.currentTime = to;
    });
})();
