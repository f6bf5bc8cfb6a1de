import { describe, expect, it, vi } from 'vitest';
import type { PlayGate } from '../media/media-engine-types';
import type { AdPlan } from './ad-plan';
import { startAdBreaksWhenLoaded } from './ad-breaks-loader';
import { breaksOptions } from './testing/breaks-options';

// The breaks' chunk fails to load, as on a flaky network.
vi.mock('./ad-breaks', () => Promise.reject(new Error('chunk failed')));

function start(plan: AdPlan) {
  const engine = { setPlayGate: vi.fn<(gate: PlayGate | undefined) => void>() };
  const stop = startAdBreaksWhenLoaded(breaksOptions(plan, engine));
  return { engine, stop };
}

describe('the ad breaks, loaded when the plan has any', () => {
  it('loads nothing and holds no play for a plan without breaks', () => {
    const { engine } = start({ preroll: [], midroll: undefined });
    expect(engine.setPlayGate).not.toHaveBeenCalled();
  });

  it('lets the held play through, and the film play, when their code fails to load', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { engine } = start({ preroll: ['http://ads.test/vast.xml'], midroll: undefined });
    const held = engine.setPlayGate.mock.calls[0]?.[0];
    await expect(held?.()).resolves.toBeUndefined();
    expect(engine.setPlayGate).toHaveBeenLastCalledWith(undefined);
  });

  it('lets the pre-roll’s file loaded ahead go when stopped before their code came', async () => {
    const media = { dispose: vi.fn() };
    const { engine, stop } = start({
      preroll: ['http://ads.test/vast.xml'],
      midroll: undefined,
      prerollAhead: Promise.resolve({ answers: new Map(), media: media as never }),
    });
    stop();
    await Promise.resolve();
    await Promise.resolve();
    expect(media.dispose).toHaveBeenCalledTimes(1);
    expect(engine.setPlayGate).toHaveBeenLastCalledWith(undefined);
  });
});
