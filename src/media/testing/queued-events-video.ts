/**
 * A video element whose media events come later, as a browser's do. jsdom fires volumechange inside
 * the `muted` setter, and has no play() or pause() at all; a browser changes the element at once but
 * only queues the event, and handles a keypress or click that is already waiting before it. Tests of
 * the toggles press twice with the event still queued, then `flush()` delivers what was queued.
 */
export interface QueuedEventsVideo {
  video: HTMLVideoElement;
  /** The names of the events queued and not yet dispatched. */
  queued(): string[];
  /** Dispatches the queued events in order, as the browser's media task would. */
  flush(): void;
}

/** The subset of a TextTrack the engine and the side-loaded <track> elements use. */
export function fakeTextTrack(): TextTrack {
  const track = new EventTarget() as TextTrack;
  Object.assign(track, { mode: 'disabled', activeCues: null, cues: null, kind: 'subtitles' });
  return track;
}

export interface QueuedEventsVideoOptions {
  /**
   * 'muted-only': play() with sound is refused (NotAllowedError), as without a viewer's gesture;
   * 'never': every play() is refused, muted too (a browser that allows no autoplay).
   */
  autoplay?: 'allowed' | 'muted-only' | 'never';
}

export function queuedEventsVideo(options: QueuedEventsVideoOptions = {}): QueuedEventsVideo {
  const video = document.createElement('video');
  const queue: string[] = [];
  const queueEvent = (name: string) => queue.push(name);
  const state = { muted: false, volume: 1, paused: true, ended: false };

  const textTracks = new EventTarget() as TextTrackList;
  Object.defineProperties(textTracks, {
    length: { value: 0 },
    [Symbol.iterator]: { value: () => [][Symbol.iterator]() },
  });

  Object.defineProperties(video, {
    muted: {
      get: () => state.muted,
      set(value: boolean) {
        if (value === state.muted) return;
        state.muted = value;
        queueEvent('volumechange');
      },
    },
    volume: {
      get: () => state.volume,
      set(value: number) {
        if (value === state.volume) return;
        state.volume = value;
        queueEvent('volumechange');
      },
    },
    paused: { get: () => state.paused },
    ended: { get: () => state.ended },
    textTracks: { value: textTracks },
    // Configurable, so that a test may spy on them.
    play: {
      configurable: true,
      value: () => {
        const refused = options.autoplay === 'never' || options.autoplay === 'muted-only';
        if (refused && (options.autoplay === 'never' || !state.muted)) {
          return Promise.reject(new DOMException('play() needs a gesture', 'NotAllowedError'));
        }
        if (state.paused) {
          state.paused = false;
          queueEvent('play');
          queueEvent('playing');
        }
        return Promise.resolve();
      },
    },
    pause: {
      configurable: true,
      value: () => {
        if (state.paused) return;
        state.paused = true;
        queueEvent('pause');
      },
    },
  });

  return {
    video,
    queued: () => [...queue],
    flush() {
      for (const name of queue.splice(0)) video.dispatchEvent(new Event(name));
    },
  };
}

/** jsdom's <track> has no TextTrack: each element gets a fake one until the returned restore. */
export function stubTrackElements(): () => void {
  const tracks = new WeakMap<HTMLTrackElement, TextTrack>();
  Object.defineProperty(HTMLTrackElement.prototype, 'track', {
    configurable: true,
    get(this: HTMLTrackElement) {
      let track = tracks.get(this);
      if (!track) tracks.set(this, (track = fakeTextTrack()));
      return track;
    },
  });
  return () => void delete (HTMLTrackElement.prototype as { track?: TextTrack }).track;
}
