import type { AdMediaFile } from './ad-types';
import { canPlayType, chooseCreative } from './vast/choose-creative';

/** Ad files loading in elements of their own ahead of their break, by URL. */
export interface AdMediaPreload {
  /** The element loading url, if there is one; from then on it is the caller's. The others go. */
  take(url: string): HTMLVideoElement | undefined;
  /** Lets every element nobody took go. */
  dispose(): void;
  /** Whether a file's first frame came to show (true once it has), or none will (false). */
  firstFrame: Promise<boolean>;
}

/**
 * Starts loading, as soon as each ad's media files are known, the video file the ad will play (as
 * chosen for a player of playerSize()), so that the break starts on a file already loading. The
 * element shows the file's first frame over the page until the break takes it: with autoplay the
 * ad is what the viewer sees first, as the film's first frame shows before the player's UI.
 */
export function preloadAdMedia(
  ads: Iterable<Promise<AdMediaFile[] | undefined>>,
  playerSize: () => { width: number; height: number },
  canPlay: (type: string) => boolean = canPlayType,
): AdMediaPreload {
  const loading = new Map<string, HTMLVideoElement>();
  let disposed = false;
  let framed: (shown: boolean) => void = () => undefined;
  const firstFrame = new Promise<boolean>((resolve) => (framed = resolve));
  const answers = [...ads];
  const letGo = (video: HTMLVideoElement) => {
    video.remove();
    video.removeAttribute('src');
    video.load();
  };
  for (const files of answers) {
    files.then(
      (mediaFiles) => {
        if (disposed || !mediaFiles) return;
        const creative = chooseCreative({ mediaFiles }, playerSize(), canPlay);
        if (creative?.kind !== 'video' || loading.has(creative.file.url)) return;
        const video = document.createElement('video');
        video.dataset.player = 'ad';
        video.className = 'ad-first-frame';
        video.playsInline = true;
        video.preload = 'auto';
        video.src = creative.file.url;
        video.addEventListener('loadeddata', () => framed(true), { once: true });
        video.addEventListener('error', () => framed(false), { once: true });
        document.body.append(video);
        loading.set(creative.file.url, video);
      },
      // A failed answer is the break's to report.
      () => undefined,
    );
  }
  // No file loading once every answer is in: no frame will come.
  void Promise.allSettled(answers).then(() => loading.size === 0 && framed(false));
  return {
    take(url) {
      const video = loading.get(url);
      loading.delete(url);
      // The break plays another file: the one shown so far must not cover it.
      for (const other of loading.values()) letGo(other);
      loading.clear();
      return video;
    },
    firstFrame,
    dispose() {
      disposed = true;
      framed(false);
      for (const video of loading.values()) letGo(video);
      loading.clear();
    },
  };
}
