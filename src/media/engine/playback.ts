import { errorName, isDomError } from './dom-error';
import type { PlayGateController } from './play-gate';
import type { StreamLoader } from './stream-loader';
import type { VolumeOutput } from '../volume-output';

/** What the requests need of the attachment now: its element, its stream and its sound. */
export interface PlaybackTarget {
  video: HTMLVideoElement;
  stream: Pick<StreamLoader, 'loadOnPlay' | 'moveStart' | 'releaseBuffer'>;
  output: Pick<VolumeOutput, 'resume'>;
}

/**
 * Play and pause (every play waits for the gate first), seeking and the speed, on the element
 * attached now. Before any attach they change nothing, but a play still waits for the gate.
 */
export function createPlayback(
  gate: PlayGateController,
  attached: () => PlaybackTarget | undefined,
  /** Told of a play the element refused for good, with its DOMException's name. */
  refused: (reason: string) => void = () => undefined,
) {
  // Resolves with the reason play() was refused, if it was.
  async function tryPlay(): Promise<unknown> {
    if (attached()?.stream.loadOnPlay()) return undefined;
    try {
      await gate.pass();
      const target = attached();
      target?.stream.releaseBuffer();
      // Web Audio's context (an iOS volume) may run again after the gesture.
      target?.output.resume();
      await target?.video.play();
      return undefined;
    } catch (error) {
      return error;
    }
  }

  // An AbortError only says a pause or a new source overtook this play(): nothing went wrong.
  function tellRefusal(refusal: unknown): void {
    if (!refusal || isDomError(refusal, 'AbortError')) return;
    console.warn('play() was refused', refusal);
    refused(errorName(refusal));
  }

  async function play(): Promise<void> {
    tellRefusal(await tryPlay());
  }

  async function autoplay(): Promise<void> {
    const refusal = await tryPlay();
    const target = attached();
    if (!isDomError(refusal, 'NotAllowedError') || !target) return tellRefusal(refusal);
    // Browsers allow muted autoplay where they refuse it with sound.
    target.video.muted = true;
    await play();
  }

  function seek(seconds: number) {
    const target = attached();
    if (!target) return;
    const { video } = target;
    target.stream.moveStart(seconds);
    const limit = Number.isFinite(video.duration) ? video.duration : seconds;
    video.currentTime = Math.min(Math.max(0, seconds), limit);
  }

  return {
    play,
    autoplay,
    pause() {
      attached()?.video.pause();
    },
    async togglePlay() {
      const video = attached()?.video;
      if (!video) return;
      if (video.paused || video.ended) await play();
      else video.pause();
    },
    seek,
    seekBy(delta: number) {
      const target = attached();
      if (target) seek(target.video.currentTime + delta);
    },
    // The default rate too: a new stream's load resets the element's rate to it.
    setPlaybackRate(rate: number) {
      const video = attached()?.video;
      if (!video) return;
      video.defaultPlaybackRate = rate;
      video.playbackRate = rate;
    },
  };
}
