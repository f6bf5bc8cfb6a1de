import { hasAdStarted, isAdEnded } from './ad-lifecycle';
import type { AdBreakState, AdStore } from './ad-view';

/** Less than this share of the ad on screen pauses it (spec section 9). */
export const adVisibilityThreshold = 0.51;

// The inputs of the check: a change of any of them checks the ad again.
const checkedInputsChanged = (state: AdBreakState, previous: AdBreakState) =>
  state.ad?.controls !== previous.ad?.controls ||
  state.ad?.phase !== previous.ad?.phase ||
  state.ad?.paused !== previous.ad?.paused ||
  state.viewerControlled !== previous.viewerControlled;

/**
 * Pauses the ad on screen while the page is hidden, and while less than 51% of `target` is
 * visible unless the viewer pressed play or pause on it; resumes it when the reason passes.
 * An ad is checked from its creation, so one nobody can see never shows its first frame.
 * Returns the function that stops watching.
 */
export function watchAdVisibility(target: HTMLElement, store: AdStore): () => void {
  // Unknown until the observer's first report.
  let visible: boolean | undefined = typeof IntersectionObserver === 'undefined' ? true : undefined;
  // The ad this watcher paused, so a viewer's own pause is never undone.
  let pausedAd: unknown;

  const apply = () => {
    const { ad, viewerControlled } = store.getState();
    if (!ad || isAdEnded(ad.phase)) return;
    // Before the observer's first report, an ad may go on playing but may not start.
    const seen = visible ?? hasAdStarted(ad.phase);
    const mayShow = document.visibilityState !== 'hidden' && (seen || viewerControlled);
    const held = pausedAd === ad.controls;
    // A paused ad that has not started yet would start by itself: it is held all the same.
    const wouldPlay = !ad.paused || (!hasAdStarted(ad.phase) && !held);
    if (!mayShow && wouldPlay) {
      pausedAd = ad.controls;
      ad.controls.pause();
    } else if (mayShow && held) {
      pausedAd = undefined;
      ad.controls.play();
    }
  };

  const observer =
    typeof IntersectionObserver === 'undefined'
      ? undefined
      : new IntersectionObserver(
          (entries) => {
            const entry = entries[entries.length - 1];
            if (!entry) return;
            visible = entry.intersectionRatio >= adVisibilityThreshold;
            apply();
          },
          { threshold: [0, adVisibilityThreshold, 1] },
        );
  observer?.observe(target);
  document.addEventListener('visibilitychange', apply);
  const unsubscribe = store.subscribe((state, previous) => {
    // The viewer's own play or pause takes over from a hold of this watcher.
    if (state.viewerControlled && !previous.viewerControlled) pausedAd = undefined;
    if (checkedInputsChanged(state, previous)) apply();
  });
  apply();
  return () => {
    observer?.disconnect();
    document.removeEventListener('visibilitychange', apply);
    unsubscribe();
  };
}
