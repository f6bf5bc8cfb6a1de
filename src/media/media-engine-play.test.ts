import { afterEach, describe, expect, it, vi } from 'vitest';
import { attachedEngine } from './testing/attached-engine';
import { deferred, settle } from './testing/promises';
import { FakeHls } from './testing/fake-hls';

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
  delete (navigator as { connection?: unknown }).connection;
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

describe('media engine: autoplay', () => {
  it('loads the whole buffer goal at once and plays as soon as the stream is attached', async () => {
    const { video, hls } = attachedEngine({ attach: { autoPlay: true } });
    await settle();
    expect(hls().config).toEqual(fullGoal);
    expect(video.paused).toBe(false);
  });

  it('plays muted where the browser refuses a play with sound', async () => {
    const { video } = attachedEngine({
      attach: { autoPlay: true },
      video: { autoplay: 'muted-only' },
    });
    await settle();
    expect(video.muted).toBe(true);
    expect(video.paused).toBe(false);
  });

  it('loads only the start of a film that waits for the viewer’s play', async () => {
    const { engine, video, hls } = attachedEngine();
    await settle();
    expect(hls().config).toEqual(heldGoal);
    await engine.play();
    expect(video.paused).toBe(false);
  });
});

describe('media engine: a viewer saving data', () => {
  const saveData = () =>
    Object.defineProperty(navigator, 'connection', {
      configurable: true,
      value: { saveData: true },
    });

  it('loads nothing before the play, then loads from where the viewer sought and plays', async () => {
    saveData();
    const { engine, store, video, hls } = attachedEngine({ attach: { startTime: 10 } });
    await settle();
    expect(store.getState().phase).toBe('standby');
    expect(FakeHls.instances).toEqual([]);
    engine.seek(40);
    void engine.play();
    expect(store.getState().phase).toBe('loading');
    await settle();
    expect(hls().options).toMatchObject({ startPosition: 40 });
    expect(hls().config).toEqual(fullGoal);
    expect(video.paused).toBe(false);
  });

  it('still loads an autoplayed film at once', async () => {
    saveData();
    const { hls } = attachedEngine({ attach: { autoPlay: true } });
    await settle();
    expect(hls().source).toBeDefined();
  });
});

describe('media engine: requests reach the element', () => {
  it('pauses the element', async () => {
    const { engine, video } = attachedEngine({ attach: { autoPlay: true } });
    await settle();
    engine.pause();
    expect(video.paused).toBe(true);
  });

  it('seeks within the film, held to its start and end', async () => {
    const { engine, video } = attachedEngine();
    Object.defineProperty(video, 'duration', { configurable: true, value: 100 });
    engine.seek(150);
    expect(video.currentTime).toBe(100);
    engine.seek(-5);
    expect(video.currentTime).toBe(0);
    video.currentTime = 30;
    engine.seekBy(10);
    expect(video.currentTime).toBe(40);
  });

  it('sets the rate and the level', async () => {
    const { engine, video, store, hls } = attachedEngine();
    await settle();
    engine.setPlaybackRate(1.5);
    expect(video.playbackRate).toBe(1.5);
    engine.setLevel(2);
    expect(hls().currentLevel).toBe(2);
    expect(store.getState().autoLevel).toBe(false);
    engine.setLevel('auto');
    expect(hls().currentLevel).toBe(-1);
    expect(store.getState().autoLevel).toBe(true);
  });
});
