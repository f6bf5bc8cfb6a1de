import { watchedStep, type WatchedStepState } from '../lib/watched-step';

/**
 * The two played-time counters of one episode view: wall-clock seconds spent playing, and media
 * seconds actually watched (seeks and jumps excluded).
 */
export function createPlayedTime(now: () => number = () => performance.now()) {
  let realMs = 0;
  let playingSince: number | undefined;
  let videoSeconds = 0;
  return {
    /** The clock runs only while playing is true. */
    setPlaying(playing: boolean) {
      if (playing === (playingSince !== undefined)) return;
      if (playing) playingSince = now();
      else {
        realMs += now() - (playingSince ?? now());
        playingSince = undefined;
      }
    },
    /** Counts the media time between two states of the video. */
    addStep(state: WatchedStepState, previous: WatchedStepState) {
      videoSeconds += watchedStep(state, previous);
    },
    realSeconds: () => (realMs + (playingSince === undefined ? 0 : now() - playingSince)) / 1000,
    videoSeconds: () => videoSeconds,
  };
}

export type PlayedTime = ReturnType<typeof createPlayedTime>;
