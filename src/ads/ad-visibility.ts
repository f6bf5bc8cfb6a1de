import type { AdStore } from './ad-view';

/** Less than this share of the ad on screen pauses it (spec section 9). */
export const adVisibilityThreshold = 0.51;

/**
 * Pauses the ad on screen while the page is hidden, and while less than 51% of `target` is
 * visible unless the viewer pressed play or pause on it; resumes it when the reason passes.
 * Returns the function that stops watching.
 */
export function watchAdVisibility(target: HTMLElement, store: AdStore): () => void {
  let visible = true;
  // The ad this watcher paused, so a viewer's own pause is never undone.
  let pausedAd: unknown;

  const apply = () => {
    const { ad, viewerControlled } = store.getState();
    if (!ad) return;
    const mayShow = document.visibilityState !== 'hidden' && (visible || viewerControlled);
    if (!mayShow && !ad.paused) {
      pausedAd = ad.controls;
      ad.controls.pause();
    } else if (mayShow && ad.paused && pausedAd === ad.controls) {
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
  // A new ad that starts while the page is hidden is held too.
  const unsubscribe = store.subscribe((state, previous) => {
    if (state.ad?.controls !== previous.ad?.controls || state.ad?.phase !== previous.ad?.phase)
      apply();
  });
  return () => {
    observer?.disconnect();
    document.removeEventListener('visibilitychange', apply);
    unsubscribe();
  };
}
