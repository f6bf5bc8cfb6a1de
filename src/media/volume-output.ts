/**
 * Applies the volume to the element, or, where the element ignores it (iOS keeps
 * HTMLMediaElement.volume at 1), through a Web Audio gain node. A failure there only logs.
 */
export function createVolumeOutput(video: HTMLVideoElement) {
  let gain: GainNode | undefined;
  let context: AudioContext | undefined;

  function setUpWebAudio(): GainNode | undefined {
    try {
      context = new AudioContext();
      const source = context.createMediaElementSource(video);
      const node = context.createGain();
      source.connect(node).connect(context.destination);
      return node;
    } catch (error) {
      console.warn('[player] Web Audio volume could not be set up', error);
      return undefined;
    }
  }

  return {
    set(volume: number): void {
      if (gain) {
        gain.gain.value = volume;
        return;
      }
      video.volume = volume;
      // The element took it (every browser but iOS): nothing else to do.
      if (Math.abs(video.volume - volume) < 0.001 || typeof AudioContext === 'undefined') return;
      gain = setUpWebAudio();
      if (gain) gain.gain.value = volume;
    },
    /** The volume heard now: the gain node's where it took over, else the element's. */
    get(): number {
      const value = gain ? gain.gain.value : video.volume;
      // A gain holds a 32-bit float: 0.05 reads back as 0.0500000007.
      return Math.round(value * 100) / 100;
    },
    /** Resumes the audio context after a gesture (it starts suspended under autoplay rules). */
    resume(): void {
      if (context?.state === 'suspended') void context.resume().catch(() => undefined);
    },
    close(): void {
      void context?.close().catch(() => undefined);
    },
  };
}

export type VolumeOutput = ReturnType<typeof createVolumeOutput>;
