import type { MediaStore } from './media-store';

/** Mirrors the video element's events into the store; returns a function that stops it. */
export function mirrorVideoEvents(video: HTMLVideoElement, store: MediaStore): () => void {
  const set = store.setState;
  const bufferedEnd = () => {
    const ranges = video.buffered;
    for (let i = 0; i < ranges.length; i++) {
      if (ranges.start(i) <= video.currentTime && video.currentTime <= ranges.end(i)) {
        return ranges.end(i);
      }
    }
    return 0;
  };
  const handlers: Partial<Record<keyof HTMLMediaElementEventMap, () => void>> = {
    loadeddata: () => set({ phase: 'ready' }),
    play: () => set({ paused: false, ended: false }),
    pause: () => set({ paused: true }),
    playing: () => set({ waiting: false }),
    waiting: () => set({ waiting: true }),
    seeking: () => set({ currentTime: video.currentTime, ended: false }),
    timeupdate: () => set({ currentTime: video.currentTime }),
    durationchange: () => set({ duration: Number.isFinite(video.duration) ? video.duration : 0 }),
    progress: () => set({ bufferedEnd: bufferedEnd() }),
    ended: () => set({ ended: true, paused: true }),
    volumechange: () => set({ muted: video.muted }),
  };
  const entries = Object.entries(handlers) as [keyof HTMLMediaElementEventMap, () => void][];
  for (const [name, handler] of entries) video.addEventListener(name, handler);
  set({ muted: video.muted, paused: video.paused });
  return () => {
    for (const [name, handler] of entries) video.removeEventListener(name, handler);
  };
}
