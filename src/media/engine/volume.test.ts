import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { elementOnlyEngine } from '../testing/element-only-engine';
import { stubTrackElements } from '../testing/queued-events-video';

let restoreTracks: () => void;
beforeEach(() => {
  restoreTracks = stubTrackElements();
});
afterEach(() => restoreTracks());

describe('media engine toggles read the element, not the store', () => {
  it('mutes and unmutes again before the first volumechange has run', () => {
    const { store, engine, element, video } = elementOnlyEngine();
    engine.toggleMuted();
    expect(video.muted).toBe(true);
    expect(element.queued()).toEqual(['volumechange']);
    expect(store.getState().muted).toBe(false);
    engine.toggleMuted();
    expect(video.muted).toBe(false);
    element.flush();
    expect(store.getState().muted).toBe(false);
    expect(engine.volumeNow()).toEqual({ volume: 0.6, muted: false });
  });

  it('unmutes a muted element at volume 0 to volume 1, and mutes it again', () => {
    const { engine, video } = elementOnlyEngine({ volume: 0, muted: true });
    engine.toggleMuted();
    expect(engine.volumeNow()).toEqual({ volume: 1, muted: false });
    engine.toggleMuted();
    expect(video.muted).toBe(true);
  });

  it('raises the volume from 0 right after a mute whose volumechange is still queued', () => {
    const { store, engine, element } = elementOnlyEngine();
    engine.toggleMuted();
    engine.volumeBy(0.05);
    expect(engine.volumeNow()).toEqual({ volume: 0.05, muted: false });
    element.flush();
    expect(store.getState()).toMatchObject({ volume: 0.05, muted: false });
  });
});

describe('media engine: the volume', () => {
  it('keeps a volume within 0 and 1, in hundredths, and unmutes above 0 only', () => {
    const { store, engine, video } = elementOnlyEngine({ volume: 0, muted: true });
    engine.setVolume(0);
    expect(video.muted).toBe(true);
    engine.setVolume(0.333);
    expect(engine.volumeNow()).toEqual({ volume: 0.33, muted: false });
    expect(store.getState().volume).toBe(0.33);
    engine.setVolume(1.5);
    expect(video.volume).toBe(1);
    engine.volumeBy(-2);
    expect(engine.volumeNow()).toEqual({ volume: 0, muted: false });
    expect(store.getState().volume).toBe(0);
  });

  it('tells no volume once detached', () => {
    const { engine } = elementOnlyEngine();
    engine.detach();
    expect(engine.volumeNow()).toBeUndefined();
  });
});
