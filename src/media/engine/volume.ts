import type { MediaStore } from '../media-store';
import type { VolumeOutput } from '../volume-output';

/** What the volume needs of the attachment now: its element and the output its volume goes through. */
export interface VolumeTarget {
  video: HTMLVideoElement;
  output: VolumeOutput;
}

/**
 * The volume and mute of the element attached now. The toggles read the element, not the store:
 * a second press may come before the first one's volumechange event has reached the store.
 */
export function createVolume(store: MediaStore, attached: () => VolumeTarget | undefined) {
  // 0 to 1, in steps of 0.01; raising it above 0 unmutes.
  function setVolume(volume: number) {
    const target = attached();
    if (!target) return;
    const clamped = Math.round(Math.min(1, Math.max(0, volume)) * 100) / 100;
    target.output.set(clamped);
    if (clamped > 0 && target.video.muted) target.video.muted = false;
    store.setState({ volume: clamped });
  }

  function volumeNow() {
    const target = attached();
    return target && { volume: target.output.get(), muted: target.video.muted };
  }

  return {
    setVolume,
    setMuted(muted: boolean) {
      const target = attached();
      if (target) target.video.muted = muted;
    },
    volumeNow,
    toggleMuted() {
      const target = attached();
      const now = volumeNow();
      if (!target || !now) return;
      if (now.muted || now.volume === 0) {
        if (now.volume === 0) setVolume(1);
        target.video.muted = false;
      } else target.video.muted = true;
    },
    volumeBy(delta: number) {
      const now = volumeNow();
      if (now) setVolume((now.muted ? 0 : now.volume) + delta);
    },
  };
}
