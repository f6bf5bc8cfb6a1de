import { saveVolume } from './preferences';
import type { MediaEngine } from '../media/media-engine-types';

/** Volume and mute the viewer sets are kept (player-volume, player-muted); a forced autoplay mute is not. */
export function withPersistentVolume(engine: MediaEngine): MediaEngine {
  let volume: number | undefined;
  let muted: boolean | undefined;
  const remember = () => saveVolume(volume ?? 1, muted ?? false);
  const rememberNow = () => {
    const now = engine.volumeNow();
    if (!now) return;
    volume = now.volume;
    muted = now.muted;
    remember();
  };
  return {
    ...engine,
    attach(video, media, options) {
      volume = options.volume;
      muted = options.muted;
      engine.attach(video, media, options);
    },
    setVolume(value) {
      engine.setVolume(value);
      volume = Math.min(1, Math.max(0, value));
      if (volume > 0) muted = false;
      remember();
    },
    setMuted(value) {
      engine.setMuted(value);
      muted = value;
      remember();
    },
    // The toggles act on the element as it is now; what they leave there is the viewer's choice.
    toggleMuted() {
      engine.toggleMuted();
      rememberNow();
    },
    volumeBy(delta) {
      engine.volumeBy(delta);
      rememberNow();
    },
  };
}
