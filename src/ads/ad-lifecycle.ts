import type { AdErrorCode, AdTrackingEvent } from './ad-types';

/** The ad lifecycle of spec section 4. */
export type AdPhase =
  | 'created'
  | 'loaded'
  | 'started'
  | 'playing'
  | 'paused'
  | 'completed'
  | 'skipped'
  | 'stopped'
  | 'error';

/** The phases after which the ad is torn down and nothing more is tracked. */
export type AdEndPhase = Extract<AdPhase, 'completed' | 'skipped' | 'stopped' | 'error'>;

/** What happened to the ad, as its element (or VPAID creative) reports it. */
export type AdLifecycleEvent =
  | { type: 'loaded' }
  /** The first playback began. */
  | { type: 'start' }
  | { type: 'playing' }
  | { type: 'pause' }
  | { type: 'progress'; time: number; duration: number }
  | { type: 'volume'; muted: boolean }
  | { type: 'ended' }
  | { type: 'skip' }
  | { type: 'stop' }
  | { type: 'error'; code: AdErrorCode };

/** A tracking duty the transition creates; the tracker fires each URL. */
export type AdEffect =
  | { type: 'track'; event: 'impression' | AdTrackingEvent }
  | { type: 'trackProgress'; time: number; duration: number }
  | { type: 'trackError'; code: AdErrorCode }
  | { type: 'teardown'; phase: AdEndPhase };

export interface AdLifecycleState {
  phase: AdPhase;
  /** Mute state last seen, so mute and unmute fire on a change only. */
  muted: boolean | undefined;
  /** The quartiles already passed (0 to 3), so each fires once and in order. */
  quartiles: number;
  /** Why the ad ended in error. */
  errorCode?: AdErrorCode;
}

export const initialAdLifecycle: AdLifecycleState = {
  phase: 'created',
  muted: undefined,
  quartiles: 0,
};

const quartileEvents = ['firstQuartile', 'midpoint', 'thirdQuartile'] as const;
const endPhases: readonly AdPhase[] = ['completed', 'skipped', 'stopped', 'error'];

/** Whether the ad is over: torn down, absorbing every later event. */
export function isAdEnded(phase: AdPhase): phase is AdEndPhase {
  return endPhases.includes(phase);
}

/** Whether the ad has begun to play (its impression counted). */
export function hasAdStarted(phase: AdPhase): boolean {
  return phase === 'started' || phase === 'playing' || phase === 'paused';
}

const none = (state: AdLifecycleState) => ({ state, effects: [] as AdEffect[] });

function end(state: AdLifecycleState, phase: AdEndPhase, effects: AdEffect[] = []) {
  return {
    state: { ...state, phase },
    effects: [...effects, { type: 'teardown', phase } as const],
  };
}

// The quartiles passed at `time` that have not fired yet, in order.
function passQuartiles(state: AdLifecycleState, time: number, duration: number) {
  if (!(duration > 0)) return { quartiles: state.quartiles, effects: [] as AdEffect[] };
  const reached = Math.min(3, Math.floor((time / duration) * 4));
  const effects: AdEffect[] = [];
  for (let quartile = state.quartiles; quartile < reached; quartile++) {
    effects.push({ type: 'track', event: quartileEvents[quartile] ?? 'thirdQuartile' });
  }
  return { quartiles: Math.max(state.quartiles, reached), effects };
}

/**
 * The lifecycle's transitions: `(state, event) => state` plus the tracking each one creates.
 * Events that do not fit the phase are ignored, so nothing fires twice, early or after teardown.
 */
export function adTransition(
  state: AdLifecycleState,
  event: AdLifecycleEvent,
): { state: AdLifecycleState; effects: AdEffect[] } {
  const { phase } = state;
  if (isAdEnded(phase)) return none(state);
  switch (event.type) {
    case 'error':
      return end({ ...state, errorCode: event.code }, 'error', [
        { type: 'trackError', code: event.code },
      ]);
    case 'stop':
      return end(state, 'stopped');
    case 'loaded':
      if (phase !== 'created') return none(state);
      return {
        state: { ...state, phase: 'loaded' },
        effects: [{ type: 'track', event: 'loaded' }],
      };
    case 'start':
      if (phase !== 'created' && phase !== 'loaded') return none(state);
      return {
        state: { ...state, phase: 'started' },
        effects: [
          { type: 'track', event: 'impression' },
          { type: 'track', event: 'start' },
        ],
      };
    case 'playing':
      if (phase === 'started') return { state: { ...state, phase: 'playing' }, effects: [] };
      if (phase === 'paused') {
        return {
          state: { ...state, phase: 'playing' },
          effects: [{ type: 'track', event: 'resume' }],
        };
      }
      return none(state);
    case 'pause':
      if (phase !== 'started' && phase !== 'playing') return none(state);
      return { state: { ...state, phase: 'paused' }, effects: [{ type: 'track', event: 'pause' }] };
    case 'progress': {
      if (!hasAdStarted(phase)) return none(state);
      const passed = passQuartiles(state, event.time, event.duration);
      return {
        state: { ...state, quartiles: passed.quartiles },
        effects: [
          ...passed.effects,
          { type: 'trackProgress', time: event.time, duration: event.duration },
        ],
      };
    }
    case 'volume': {
      const changed = state.muted !== undefined && state.muted !== event.muted;
      const next = { ...state, muted: event.muted };
      if (!changed || !hasAdStarted(phase)) return { state: next, effects: [] };
      return { state: next, effects: [{ type: 'track', event: event.muted ? 'mute' : 'unmute' }] };
    }
    case 'ended': {
      if (!hasAdStarted(phase)) return none(state);
      // Quartiles a short or jumpy ad never reported still come before complete.
      const passed = passQuartiles(state, 4, 4);
      return end({ ...state, quartiles: passed.quartiles }, 'completed', [
        ...passed.effects,
        { type: 'track', event: 'complete' },
      ]);
    }
    case 'skip':
      if (!hasAdStarted(phase)) return none(state);
      return end(state, 'skipped', [{ type: 'track', event: 'skip' }]);
  }
}
