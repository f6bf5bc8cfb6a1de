import { describe, expect, it, vi } from 'vitest';
import type { AdPlan } from './ad-plan';
import type { PlayGate } from '../media/media-engine-types';
import { startAdBreaks } from './ad-breaks';
import { breaksOptions } from './testing/breaks-options';

/** The breaks of plan around a recording engine: the pause a break asked for is what tells. */
function startBreaks(plan: AdPlan) {
  const engine = { setPlayGate: vi.fn(), pause: vi.fn(), autoplay: vi.fn() };
  const options = breaksOptions(plan, engine);
  const stop = startAdBreaks(options);
  return { media: options.media, engine, stop };
}

// The content plays from `from` in steps of one second of watching, `steps` times.
function playMidrollPlan(duration: number, from: number, steps: number) {
  const { media, engine, stop } = startBreaks({
    preroll: [],
    midroll: { vastUrls: ['http://ads.test/vast.xml'], interval: 10 },
  });
  media.setState({ phase: 'ready', paused: false, duration, currentTime: from });
  for (let step = 1; step <= steps; step++) media.setState({ currentTime: from + step });
  stop();
  return engine;
}

describe('the demo mid-roll', () => {
  it('pauses the content once 10 s have been watched', () => {
    expect(playMidrollPlan(30, 9.5, 10).pause).toHaveBeenCalledTimes(1);
  });

  it('does not start in the last second of the content, where playing on would start it over', () => {
    // 10 s watched at 19.5 s of a 20 s episode: the break waits.
    expect(playMidrollPlan(20, 9.5, 10).pause).not.toHaveBeenCalled();
  });
});

describe('the play gate', () => {
  it('holds the first play for the pre-roll, and nothing after it', async () => {
    const { engine, stop } = startBreaks({
      preroll: ['http://ads.test/vast.xml'],
      midroll: undefined,
    });
    const gate = engine.setPlayGate.mock.calls[0]?.[0] as PlayGate;
    await gate();
    expect(engine.pause).toHaveBeenCalledTimes(1);
    await gate();
    expect(engine.pause).toHaveBeenCalledTimes(1);
    stop();
    expect(engine.setPlayGate).toHaveBeenLastCalledWith(undefined);
  });
});

describe('a pre-roll file loaded ahead', () => {
  // A plan whose pre-roll file was loaded (and shown) ahead, with the preload's dispose recorded.
  function planAhead() {
    const dispose = vi.fn();
    const media = { take: vi.fn(), dispose, firstFrame: Promise.resolve(true) };
    const plan: AdPlan = {
      preroll: ['http://ads.test/vast.xml'],
      midroll: undefined,
      prerollAhead: Promise.resolve({ answers: new Map(), media }),
    };
    return { plan, dispose };
  }

  it('goes when its break cannot play (no overlay to play it in)', async () => {
    const { plan, dispose } = planAhead();
    const { engine, stop } = startBreaks(plan);
    await (engine.setPlayGate.mock.calls[0]?.[0] as PlayGate)();
    await vi.waitFor(() => expect(dispose).toHaveBeenCalledTimes(1));
    stop();
  });

  it('goes when the player ends before its break', async () => {
    const { plan, dispose } = planAhead();
    startBreaks(plan).stop();
    await vi.waitFor(() => expect(dispose).toHaveBeenCalledTimes(1));
  });
});
