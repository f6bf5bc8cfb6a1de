import type { MediaState, MediaStore } from './media-store';

/** End of the buffered range that holds the current time (0 when none does). */
export function bufferedEnd(video: HTMLVideoElement): number {
  const ranges = video.buffered;
  for (let i = 0; i < ranges.length; i++) {
    if (ranges.start(i) <= video.currentTime + 0.5 && video.currentTime <= ranges.end(i)) {
      return ranges.end(i);
    }
  }
  return 0;
}

/** What the events of an element that loaded before anyone listened have said (nothing if none). */
export function loadedState(video: HTMLVideoElement): Partial<MediaState> {
  if (video.readyState < HTMLMediaElement.HAVE_METADATA) return {};
  return {
    duration: Number.isFinite(video.duration) ? video.duration : 0,
    currentTime: video.currentTime,
    bufferedEnd: bufferedEnd(video),
    videoHeight: video.videoHeight,
    ...(video.readyState >= HTMLMediaElement.HAVE_CURRENT_DATA && { phase: 'ready' as const }),
  };
}

/**
 * Mirrors the video element's events into the store, starting from what the element already
 * holds (the page's boot may have shown its first frame); returns a function that stops it.
 */
export function mirrorVideoEvents(video: HTMLVideoElement, store: MediaStore): () => void {
  const set = store.setState;
  const handlers: Record<string, () => void> = {
    loadeddata: () => set({ phase: 'ready', videoHeight: video.videoHeight }),
    resize: () => set({ videoHeight: video.videoHeight }),
    play: () => set({ paused: false, ended: false }),
    // At the end Chromium fires pause before ended: the pause already says it is the end.
    pause: () => set({ paused: true, ended: video.ended, currentTime: video.currentTime }),
    playing: () => set({ waiting: false, paused: false }),
    waiting: () => set({ waiting: true }),
    canplay: () => set({ waiting: false }),
    seeking: () => set({ seeking: true, currentTime: video.currentTime, ended: false }),
    seeked: () =>
      set({ seeking: false, currentTime: video.currentTime, bufferedEnd: bufferedEnd(video) }),
    timeupdate: () => set({ currentTime: video.currentTime }),
    durationchange: () => set({ duration: Number.isFinite(video.duration) ? video.duration : 0 }),
    progress: () => set({ bufferedEnd: bufferedEnd(video) }),
    ended: () => set({ ended: true, paused: true }),
    volumechange: () => set({ muted: video.muted, volume: video.volume }),
    ratechange: () => set({ playbackRate: video.playbackRate }),
    enterpictureinpicture: () => set({ pictureInPicture: true }),
    leavepictureinpicture: () => set({ pictureInPicture: false }),
  };
  const entries = Object.entries(handlers);
  for (const [name, handler] of entries) video.addEventListener(name, handler);
  set(loadedState(video));
  return () => {
    for (const [name, handler] of entries) video.removeEventListener(name, handler);
  };
}
