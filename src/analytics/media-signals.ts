import type { Cause } from '../lib/cause';
import type { WatchedStepState } from '../lib/watched-step';

/** The content video's state as analytics reads it (the media store's fields of the same names). */
export interface StatMediaState extends WatchedStepState {
  /** idle: nothing attached; standby: waiting for a play to load; ready: the first frame is decoded. */
  phase: 'idle' | 'standby' | 'loading' | 'ready' | 'failed';
  waiting: boolean;
  duration: number;
  bufferedEnd: number;
  muted: boolean;
  playbackRate: number;
  levels: readonly { height: number }[];
  currentLevel: number;
  videoHeight: number;
  pictureInPicture: boolean;
  audioLanguage: string;
  bandwidthEstimate: number | undefined;
}

/** What a change of the content video's state means for analytics. */
export type MediaSignal =
  'play' | 'pause' | 'ended' | 'seek' | 'mute' | 'unmute' | 'pip' | 'changeQuality';

/**
 * One signal of the content video, with the cause of the request it answers (plays, pauses and
 * seeks; undefined for the others, and for a seek the stream made by itself).
 */
export interface StatMediaChange {
  signal: MediaSignal;
  cause: Cause | undefined;
}

/** One change of the content video's state, and what it means. */
export interface StatMediaStep {
  state: StatMediaState;
  previous: StatMediaState;
  changes: StatMediaChange[];
}

/** The pause a browser fires as the film ends (Chromium: before ended) is the end's, nobody's. */
export const isNaturalEnd = (state: StatMediaState) =>
  state.ended || (state.duration > 0 && state.currentTime >= state.duration);

/**
 * The signals of one state change. Nothing while detached; seeks and mute changes only once the
 * first frame is shown, so the start position and the remembered mute of a new load are not the
 * viewer's acts; a quality change only from one known level to another.
 */
export function mediaSignals(state: StatMediaState, previous: StatMediaState): MediaSignal[] {
  if (state.phase === 'idle' || previous.phase === 'idle') return [];
  const signals: MediaSignal[] = [];
  const shown = state.phase === 'ready' && previous.phase === 'ready';
  if (previous.paused && !state.paused) signals.push('play');
  if (!previous.paused && state.paused) signals.push('pause');
  if (!previous.ended && state.ended) signals.push('ended');
  if (shown && previous.seeking && !state.seeking) signals.push('seek');
  if (shown && !previous.muted && state.muted) signals.push('mute');
  if (shown && previous.muted && !state.muted) signals.push('unmute');
  if (!previous.pictureInPicture && state.pictureInPicture) signals.push('pip');
  if (
    state.currentLevel !== previous.currentLevel &&
    state.currentLevel >= 0 &&
    previous.currentLevel >= 0
  ) {
    signals.push('changeQuality');
  }
  return signals;
}

/** Whether the content is playing in the sense of the played-time counters and the ping. */
export function isPlaying(state: StatMediaState): boolean {
  return (
    state.phase === 'ready' && !state.paused && !state.ended && !state.waiting && !state.seeking
  );
}
