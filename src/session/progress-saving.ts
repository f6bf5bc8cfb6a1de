import type { MediaSteps } from '../analytics/media-steps';
import type { ProgressKeeper } from './progress/progress-keeper';

/**
 * Keeps the episode's place: throttled saves while it plays, and a save on pause, seek, episode
 * change and page exit. The local copy is written at once; the server gets at most one save every
 * 10 s, except at page exit (keepalive, so closing the tab loses nothing) and an episode change.
 * An episode that ends is marked completed. It reads the session's feed of steps, as analytics and
 * the host's events do. Returns the stop, which saves the place once more.
 */
export function keepProgress(
  progress: ProgressKeeper,
  steps: Pick<MediaSteps, 'on'>,
  episodeId: number,
  win: Window = window,
): () => void {
  // The last position of this episode: the store is reset to 0 when the next one attaches.
  let lastTime = 0;
  const saveNow = (keepalive = false) => {
    if (lastTime > 0) progress.saveNow(episodeId, lastTime, { keepalive });
  };
  const unsubscribe = steps.on('step', ({ state, previous, changes }) => {
    if (state.phase !== 'ready') return;
    if (state.currentTime > 0) lastTime = state.currentTime;
    const signals = changes.map((change) => change.signal);
    if (signals.includes('ended')) {
      saveNow();
      progress.complete(episodeId);
    } else if (signals.includes('pause') || signals.includes('seek')) saveNow();
    else if (!state.paused && state.currentTime !== previous.currentTime) {
      progress.track(episodeId, state.currentTime);
    }
  });
  const onPageHide = () => saveNow(true);
  const onVisibilityChange = () => {
    if (win.document.visibilityState === 'hidden') saveNow(true);
  };
  win.addEventListener('pagehide', onPageHide);
  win.document.addEventListener('visibilitychange', onVisibilityChange);
  return () => {
    unsubscribe();
    win.removeEventListener('pagehide', onPageHide);
    win.document.removeEventListener('visibilitychange', onVisibilityChange);
    // The episode is changing (or the player is going away): its place is saved now.
    saveNow();
  };
}
