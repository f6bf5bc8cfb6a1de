import { attachHlsSource, attachNativeSource } from './hls-source';
import type { HlsConstructor } from './load-hls';
import { initialMediaState, type MediaFailure, type MediaStore } from './media-store';
import { mirrorVideoEvents } from './video-events';

/** The requests the UI may make of the content video; nothing else touches the element. */
export interface MediaEngine {
  /** Takes the element and starts loading url into it; call detach before attaching again. */
  attach(video: HTMLVideoElement, url: string, options: { autoPlay: boolean }): void;
  detach(): void;
  play(): Promise<void>;
  /** Starts playback without a gesture, muted if the browser allows nothing else. */
  autoplay(): Promise<void>;
  pause(): void;
  togglePlay(): Promise<void>;
  seek(seconds: number): void;
}

const hlsMimeType = 'application/vnd.apple.mpegurl';

/** Creates the engine that feeds store; hls.js comes from loadHls, native HLS only without MSE. */
export function createMediaEngine(
  store: MediaStore,
  loadHls: () => Promise<HlsConstructor>,
): MediaEngine {
  let video: HTMLVideoElement | undefined;
  let attachment = 0;
  const cleanups: (() => void)[] = [];

  const fail = (failure: MediaFailure) => store.setState({ phase: 'failed', failure });

  // Returns whether a source is now attached.
  async function attachSource(element: HTMLVideoElement, url: string, current: number) {
    try {
      const HlsClass = await loadHls();
      if (current !== attachment) return false;
      // hls.js wherever MSE exists: Chromium answers "maybe" for native HLS but loses audio and subtitle choice.
      if (HlsClass.isSupported()) cleanups.push(attachHlsSource(HlsClass, element, url, fail));
      else if (element.canPlayType(hlsMimeType)) cleanups.push(attachNativeSource(element, url, fail));
      else {
        fail({ kind: 'unsupported' });
        return false;
      }
      return true;
    } catch (error) {
      if (current === attachment) fail({ kind: 'playback', detail: String(error) });
      return false;
    }
  }

  // Resolves with the reason play() was refused, if it was.
  async function tryPlay(): Promise<unknown> {
    try {
      await video?.play();
      return undefined;
    } catch (error) {
      return error;
    }
  }

  async function play(): Promise<void> {
    const refusal = await tryPlay();
    // An AbortError only says a pause or a new source overtook this play(): nothing went wrong.
    if (refusal && !isDomError(refusal, 'AbortError')) console.warn('play() was refused', refusal);
  }

  async function autoplay(): Promise<void> {
    const refusal = await tryPlay();
    if (!isDomError(refusal, 'NotAllowedError') || !video) return;
    // Browsers allow muted autoplay where they refuse it with sound.
    video.muted = true;
    await play();
  }

  return {
    attach(element, url, { autoPlay }) {
      attachment += 1;
      const current = attachment;
      video = element;
      store.setState({ ...initialMediaState, phase: 'loading' });
      cleanups.push(mirrorVideoEvents(element, store));
      void attachSource(element, url, current).then((attached) => {
        // play() right after attaching: the element starts as soon as it has a frame.
        if (attached && autoPlay && current === attachment) void autoplay();
      });
    },
    detach() {
      attachment += 1;
      for (const cleanup of cleanups.splice(0)) cleanup();
      video = undefined;
      store.setState(initialMediaState);
    },
    play,
    autoplay,
    pause() {
      video?.pause();
    },
    async togglePlay() {
      if (!video) return;
      if (video.paused || video.ended) await play();
      else video.pause();
    },
    seek(seconds) {
      if (!video) return;
      const limit = Number.isFinite(video.duration) ? video.duration : seconds;
      video.currentTime = Math.min(Math.max(0, seconds), limit);
    },
  };
}

function isDomError(error: unknown, name: string): boolean {
  return error instanceof DOMException && error.name === name;
}
