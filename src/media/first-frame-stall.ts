import { bufferedEnd } from './video-events';

/** How long a visible element may hold the data under its playhead and still show no frame. */
export const firstFrameStallMs = 5000;
/** How often the element is looked at until its first frame. */
const lookEveryMs = 500;
/** How much data from the playhead on counts as enough for a frame. */
const enoughAheadSeconds = 1;

/**
 * Restarts the decoding, once, of an element that has the data under its playhead but shows no
 * frame (readyState below HAVE_CURRENT_DATA) for firstFrameStallMs while its page is visible.
 * WebKitGTK's decoder, on a loaded machine, twice stood at HAVE_METADATA with the data there (a
 * film's first 4 s; after an audio switch, 4 to 30 s under a playhead at 5.6) and never went on:
 * the viewer sat on the loading screen. A fresh MediaSource (hls.js's recoverMediaError) starts
 * it again. Stops at the first frame; returns the stop.
 */
export function restartStalledFirstFrame(video: HTMLVideoElement, restart: () => void): () => void {
  let stoodSince: number | undefined;
  const timer = setInterval(() => {
    if (video.readyState >= HTMLMediaElement.HAVE_CURRENT_DATA) return clearInterval(timer);
    // A hidden page may leave decoding for later. A seek counts: with its data in, it should show
    // a frame as a start does (WebKitGTK stood so too, 1.6 s into the data after a source switch).
    if (document.visibilityState !== 'visible' || !holdsDataAhead(video)) {
      stoodSince = undefined;
      return;
    }
    stoodSince ??= performance.now();
    if (performance.now() - stoodSince < firstFrameStallMs) return;
    clearInterval(timer);
    restart();
  }, lookEveryMs);
  return () => clearInterval(timer);
}

// Whether the range under the playhead holds enough data after it (or up to the end).
function holdsDataAhead(video: HTMLVideoElement): boolean {
  const { currentTime, duration } = video;
  const wanted = Math.min(currentTime + enoughAheadSeconds, (duration || Infinity) - 0.1);
  return bufferedEnd(video) >= wanted;
}
