/** How near the end a standing playhead counts as the end: the last frames a decoder keeps. */
export const endSlackSeconds = 0.25;
/** How long the playhead must stand still there before the end is declared. */
export const endStallMs = 1000;

/**
 * Ends a stream whose playhead stands still within endSlackSeconds of its end while playing.
 * Some engines (WebKitGTK's, seen in the journeys: buffered to 19.99999 of 20.0107 s, the
 * playhead at 19.973) stop a few frames short of a MediaSource stream's end and never fire
 * `ended`, which would leave the viewer on a spinner with no next episode. The element is paused
 * and sent `ended` after its `pause`, the order Chromium's own end has, so every reader of the
 * element's events sees an ordinary end. Returns the stop.
 */
export function endStalledStreams(video: HTMLVideoElement): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stoodAt = -1;

  const nearEnd = () =>
    Number.isFinite(video.duration) && video.duration - video.currentTime <= endSlackSeconds;
  const playingOn = () => !video.paused && !video.ended && !video.seeking;

  const disarm = () => {
    clearTimeout(timer);
    timer = undefined;
  };
  const declareEnd = () => {
    timer = undefined;
    if (!playingOn() || !nearEnd() || video.currentTime !== stoodAt) return;
    video.addEventListener('pause', () => video.dispatchEvent(new Event('ended')), { once: true });
    video.pause();
  };
  // Every step of the playhead near the end starts the wait again; a stall leaves the last one.
  const onTime = () => {
    disarm();
    if (!playingOn() || !nearEnd()) return;
    stoodAt = video.currentTime;
    timer = setTimeout(declareEnd, endStallMs);
  };

  const events = ['timeupdate', 'waiting', 'playing'] as const;
  const stops = ['pause', 'ended', 'seeking', 'emptied'] as const;
  for (const name of events) video.addEventListener(name, onTime);
  for (const name of stops) video.addEventListener(name, disarm);
  return () => {
    disarm();
    for (const name of events) video.removeEventListener(name, onTime);
    for (const name of stops) video.removeEventListener(name, disarm);
  };
}
