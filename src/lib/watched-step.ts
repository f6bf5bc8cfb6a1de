/** The parts of the media state that tell whether time went by by watching. */
export interface WatchedStepState {
  paused: boolean;
  seeking: boolean;
  ended: boolean;
  currentTime: number;
}

// Steps longer than this are seeks or stalls caught up, not watching.
const maxWatchStep = 1.5;

/** Media seconds watched between two states: a forward step of playback, never a seek or a jump. */
export function watchedStep(state: WatchedStepState, previous: WatchedStepState): number {
  if (state.paused || state.ended || state.seeking || previous.seeking) return 0;
  const step = state.currentTime - previous.currentTime;
  return step > 0 && step < maxWatchStep ? step : 0;
}
