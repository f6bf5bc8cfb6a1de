import { describe, expect, it } from 'vitest';
import {
  adTransition,
  initialAdLifecycle,
  type AdEffect,
  type AdLifecycleEvent,
  type AdLifecycleState,
  type AdPhase,
} from './ad-lifecycle';
import { AdErrorCode } from './ad-types';

const at = (phase: AdPhase, quartiles = 0): AdLifecycleState => ({
  phase,
  muted: false,
  quartiles,
});
const tracked = (effects: AdEffect[]) =>
  effects.map((effect) => {
    if (effect.type === 'track') return effect.event;
    if (effect.type === 'trackError') return `error:${effect.code}`;
    if (effect.type === 'teardown') return `teardown:${effect.phase}`;
    return `progress:${effect.time}`;
  });

// Every event of the lifecycle, in each phase: the next phase and the tracking it creates.
const events: Record<string, AdLifecycleEvent> = {
  loaded: { type: 'loaded' },
  start: { type: 'start' },
  playing: { type: 'playing' },
  pause: { type: 'pause' },
  progress: { type: 'progress', time: 1, duration: 20 },
  mute: { type: 'volume', muted: true },
  ended: { type: 'ended' },
  skip: { type: 'skip' },
  stop: { type: 'stop' },
  error: { type: 'error', code: AdErrorCode.mediaNotFound },
};

type Row = [AdPhase, keyof typeof events, AdPhase, string[]];
const table: Row[] = [
  ['created', 'loaded', 'loaded', ['loaded']],
  ['created', 'start', 'started', ['impression', 'start']],
  ['created', 'playing', 'created', []],
  ['created', 'pause', 'created', []],
  ['created', 'progress', 'created', []],
  ['created', 'mute', 'created', []],
  ['created', 'ended', 'created', []],
  ['created', 'skip', 'created', []],
  ['created', 'stop', 'stopped', ['teardown:stopped']],
  ['created', 'error', 'error', ['error:401', 'teardown:error']],
  ['loaded', 'loaded', 'loaded', []],
  ['loaded', 'start', 'started', ['impression', 'start']],
  ['loaded', 'playing', 'loaded', []],
  ['loaded', 'pause', 'loaded', []],
  ['loaded', 'skip', 'loaded', []],
  ['loaded', 'ended', 'loaded', []],
  ['loaded', 'stop', 'stopped', ['teardown:stopped']],
  ['loaded', 'error', 'error', ['error:401', 'teardown:error']],
  ['started', 'start', 'started', []],
  ['started', 'playing', 'playing', []],
  ['started', 'pause', 'paused', ['pause']],
  ['started', 'progress', 'started', ['progress:1']],
  ['started', 'mute', 'started', ['mute']],
  [
    'started',
    'ended',
    'completed',
    ['firstQuartile', 'midpoint', 'thirdQuartile', 'complete', 'teardown:completed'],
  ],
  ['started', 'skip', 'skipped', ['skip', 'teardown:skipped']],
  ['playing', 'loaded', 'playing', []],
  ['playing', 'start', 'playing', []],
  ['playing', 'playing', 'playing', []],
  ['playing', 'pause', 'paused', ['pause']],
  ['playing', 'progress', 'playing', ['progress:1']],
  ['playing', 'mute', 'playing', ['mute']],
  [
    'playing',
    'ended',
    'completed',
    ['firstQuartile', 'midpoint', 'thirdQuartile', 'complete', 'teardown:completed'],
  ],
  ['playing', 'skip', 'skipped', ['skip', 'teardown:skipped']],
  ['playing', 'stop', 'stopped', ['teardown:stopped']],
  ['playing', 'error', 'error', ['error:401', 'teardown:error']],
  ['paused', 'playing', 'playing', ['resume']],
  ['paused', 'pause', 'paused', []],
  ['paused', 'start', 'paused', []],
  ['paused', 'progress', 'paused', ['progress:1']],
  [
    'paused',
    'ended',
    'completed',
    ['firstQuartile', 'midpoint', 'thirdQuartile', 'complete', 'teardown:completed'],
  ],
  ['paused', 'skip', 'skipped', ['skip', 'teardown:skipped']],
  ['paused', 'stop', 'stopped', ['teardown:stopped']],
  ['paused', 'error', 'error', ['error:401', 'teardown:error']],
];
// After teardown nothing moves and nothing fires.
for (const end of ['completed', 'skipped', 'stopped', 'error'] as const) {
  for (const name of Object.keys(events)) table.push([end, name, end, []]);
}

describe('the ad lifecycle', () => {
  it.each(table)('%s + %s → %s, tracking %j', (from, name, to, effects) => {
    const event = events[name];
    if (!event) throw new Error(`no event ${name}`);
    const result = adTransition(at(from), event);
    expect(result.state.phase).toBe(to);
    expect(tracked(result.effects)).toEqual(effects);
  });

  it('fires each quartile once and in order, however playback jumps', () => {
    let state = at('playing');
    const fired: string[] = [];
    for (const time of [1, 6, 5, 12, 3, 16, 19, 2]) {
      const result = adTransition(state, { type: 'progress', time, duration: 20 });
      state = result.state;
      fired.push(...tracked(result.effects).filter((name) => !name.startsWith('progress')));
    }
    expect(fired).toEqual(['firstQuartile', 'midpoint', 'thirdQuartile']);
    const end = adTransition(state, { type: 'ended' });
    expect(tracked(end.effects)).toEqual(['complete', 'teardown:completed']);
  });

  it('fires no quartile while the duration is unknown', () => {
    const result = adTransition(at('playing'), {
      type: 'progress',
      time: 10,
      duration: Number.NaN,
    });
    expect(tracked(result.effects)).toEqual(['progress:10']);
  });

  it('tracks mute and unmute only when the mute state changes', () => {
    let state: AdLifecycleState = { ...initialAdLifecycle, phase: 'playing' };
    const fired: string[] = [];
    for (const muted of [false, false, true, true, false]) {
      const result = adTransition(state, { type: 'volume', muted });
      state = result.state;
      fired.push(...tracked(result.effects));
    }
    expect(fired).toEqual(['mute', 'unmute']);
  });

  it('keeps the error code of an ad that failed', () => {
    const result = adTransition(at('playing'), { type: 'error', code: AdErrorCode.playbackFailed });
    expect(result.state.errorCode).toBe(450);
  });

  it('runs a whole ad: loaded, started, playing, paused, resumed, completed', () => {
    const script: AdLifecycleEvent[] = [
      { type: 'loaded' },
      { type: 'start' },
      { type: 'playing' },
      { type: 'pause' },
      { type: 'playing' },
      { type: 'ended' },
      { type: 'ended' },
      { type: 'skip' },
    ];
    let state = initialAdLifecycle;
    const phases: AdPhase[] = [];
    const fired: string[] = [];
    for (const event of script) {
      const result = adTransition(state, event);
      state = result.state;
      phases.push(state.phase);
      fired.push(...tracked(result.effects));
    }
    expect(phases).toEqual([
      'loaded',
      'started',
      'playing',
      'paused',
      'playing',
      'completed',
      'completed',
      'completed',
    ]);
    expect(fired).toEqual([
      'loaded',
      'impression',
      'start',
      'pause',
      'resume',
      'firstQuartile',
      'midpoint',
      'thirdQuartile',
      'complete',
      'teardown:completed',
    ]);
  });
});
