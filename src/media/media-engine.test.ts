import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { prepareStream } from './prepared-stream';
import { attachedEngine, filmUrl, oneSource } from './testing/attached-engine';
import { deferred, settle } from './testing/promises';
import { FakeHls, fakeHlsModule } from './testing/fake-hls';
import { stubTrackElements } from './testing/queued-events-video';
import { initialMediaState } from './media-store';

// The engine's controllers each have their tests beside them in engine/; here, what ends them all.
const withSubtitleFile = {
  ...oneSource,
  subtitles: [{ url: '/subs/ru.vtt', label: 'Русские', language: 'ru' }],
};

let restoreTracks: () => void;
beforeEach(() => {
  restoreTracks = stubTrackElements();
});
afterEach(() => {
  restoreTracks();
  vi.restoreAllMocks();
});

describe('media engine: detach', () => {
  it('destroys hls.js, removes its tracks and stops mirroring the element', async () => {
    const { engine, video, store, hls } = attachedEngine({ media: withSubtitleFile });
    await settle();
    const stream = hls();
    expect(video.querySelectorAll('track')).toHaveLength(1);
    engine.detach();
    expect(stream.destroyed).toBe(true);
    expect(video.querySelectorAll('track')).toHaveLength(0);
    expect(store.getState()).toEqual(initialMediaState);
    video.dispatchEvent(new Event('play'));
    video.dispatchEvent(new Event('waiting'));
    expect(store.getState()).toEqual(initialMediaState);
  });

  it('makes no stream when hls.js arrives after the detach', async () => {
    const arrival = deferred();
    const { engine, video } = attachedEngine({ hlsArrives: arrival.promise });
    engine.detach();
    arrival.resolve();
    await settle();
    expect(FakeHls.instances).toEqual([]);
    expect(video.getAttribute('src')).toBeNull();
  });

  it('lets go of a prepared stream nobody took', async () => {
    const { loadHls } = fakeHlsModule();
    const prepared = prepareStream(loadHls, filmUrl, undefined);
    const disposed = vi.spyOn(prepared, 'dispose');
    const arrival = deferred();
    const { engine } = attachedEngine({ attach: { prepared }, hlsArrives: arrival.promise });
    engine.detach();
    expect(disposed).toHaveBeenCalled();
  });

  it('attaches the next episode to the same element, the old stream gone and silent', async () => {
    const { engine, video, store, streamErrors, hls } = attachedEngine();
    await settle();
    const first = hls();
    engine.detach();
    const next = 'https://media.test/episode-2/master.m3u8';
    engine.attach(
      video,
      { ...oneSource, sources: [{ url: next, label: 'Оригинал', isDefault: true }] },
      { autoPlay: false, volume: 1, muted: false },
    );
    await settle();
    expect(first.destroyed).toBe(true);
    expect(hls()).toMatchObject({ source: next, media: video });
    // A late error of the old stream fails nothing of the new one.
    first.emit(FakeHls.Events.ERROR, {
      type: 'networkError',
      details: 'manifestLoadError',
      fatal: true,
    });
    expect(store.getState().phase).toBe('loading');
    expect(streamErrors).toEqual([]);
  });
});

describe('media engine: detach ends what the browser was asked to watch', () => {
  it('stops watching for cast devices', async () => {
    const cancelWatchAvailability = vi.fn(async () => undefined);
    const remote = { watchAvailability: async () => 3, cancelWatchAvailability };
    Object.defineProperty(HTMLMediaElement.prototype, 'remote', {
      configurable: true,
      value: remote,
    });
    try {
      const { engine } = attachedEngine();
      await settle();
      engine.detach();
      expect(cancelWatchAvailability).toHaveBeenCalledWith(3);
    } finally {
      delete (HTMLMediaElement.prototype as { remote?: unknown }).remote;
    }
  });
});
