import type { VastLoadResult } from './ad-types';
import { chooseCreative } from './vast/choose-creative';

/** Ad files loading in elements of their own ahead of their break, by URL. */
export interface AdMediaPreload {
  /** The element loading url, if there is one; from then on it is the caller's. */
  take(url: string): HTMLVideoElement | undefined;
  /** Lets every element nobody took go. */
  dispose(): void;
}

/**
 * Starts loading, as soon as each VAST answer is in, the video file its ad will play (as chosen
 * for a player of playerSize()), so that the break starts on a file already loading.
 */
export function preloadAdMedia(
  answers: Iterable<Promise<VastLoadResult>>,
  playerSize: () => { width: number; height: number },
  canPlayType: (type: string) => boolean,
): AdMediaPreload {
  const loading = new Map<string, HTMLVideoElement>();
  let disposed = false;
  for (const answer of answers) {
    answer.then(
      (result) => {
        if (disposed || result.kind !== 'ad') return;
        const creative = chooseCreative(result.ad, playerSize(), canPlayType);
        if (creative?.kind !== 'video' || loading.has(creative.file.url)) return;
        const video = document.createElement('video');
        video.preload = 'auto';
        video.src = creative.file.url;
        loading.set(creative.file.url, video);
      },
      // A failed answer is the break's to report.
      () => undefined,
    );
  }
  return {
    take(url) {
      const video = loading.get(url);
      loading.delete(url);
      return video;
    },
    dispose() {
      disposed = true;
      for (const video of loading.values()) {
        video.removeAttribute('src');
        video.load();
      }
      loading.clear();
    },
  };
}
