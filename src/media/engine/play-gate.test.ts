import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMediaEngine } from '../media-engine';
import { createMediaStore } from '../media-store';
import { attachedEngine } from '../testing/attached-engine';
import { deferred, settle } from '../testing/promises';

const heldGoal = { maxBufferLength: 1, maxMaxBufferLength: 1 };
const fullGoal = { maxBufferLength: 30, maxMaxBufferLength: 600 };

/** A pre-roll's gate: open until the test ends the break. */
function preroll() {
  const ad = deferred();
  const gate = vi.fn(() => ad.promise);
  return { gate, end: ad.resolve };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('media engine: the first play’s gate (a pre-roll)', () => {
  it('opens at the attach of an autoplayed film, before hls.js has arrived', () => {
    const { gate } = preroll();
    attachedEngine({ gate, attach: { autoPlay: true }, hlsArrives: new Promise(() => undefined) });
    expect(gate).toHaveBeenCalledTimes(1);
  });

  it('holds the autoplay and the film’s buffer until the break ends, then fills and plays', async () => {
    const { gate, end } = preroll();
    const { video, hls } = attachedEngine({ gate, attach: { autoPlay: true } });
    await settle();
    expect(hls().config).toEqual(heldGoal);
    expect(video.paused).toBe(true);
    end();
    await settle();
    // Before the element's own play event: the buffer fills as the play is asked for.
    expect(hls().config).toEqual(fullGoal);
    expect(video.paused).toBe(false);
  });

  it('is not asked before the viewer’s play when nothing autoplays', async () => {
    const { gate, end } = preroll();
    const { engine, video } = attachedEngine({ gate });
    await settle();
    expect(gate).not.toHaveBeenCalled();
    const playing = engine.play();
    expect(gate).toHaveBeenCalledTimes(1);
    await settle();
    expect(video.paused).toBe(true);
    end();
    await playing;
    expect(video.paused).toBe(false);
  });

  it('is asked by a play before any attach', async () => {
    const gate = vi.fn(async () => undefined);
    const engine = createMediaEngine(createMediaStore(), () => new Promise(() => undefined));
    engine.setPlayGate(gate);
    await engine.play();
    expect(gate).toHaveBeenCalledOnce();
  });

  it('keeps the film paused when the gate fails', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { engine, video } = attachedEngine({
      gate: () => Promise.reject(new Error('ad layer gone')),
    });
    await settle();
    await engine.play();
    expect(video.paused).toBe(true);
    expect(warn).toHaveBeenCalled();
  });
});
