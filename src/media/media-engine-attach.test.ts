import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { prepareStream } from './prepared-stream';
import { attachedEngine, filmUrl, oneSource } from './testing/attached-engine';
import { deferred, settle } from './testing/promises';
import { FakeHls, fakeHlsModule } from './testing/fake-hls';
import { stubTrackElements } from './testing/queued-events-video';
import { initialMediaState } from './media-store';

const nativeHls = 'application/vnd.apple.mpegurl';
const withSubtitleFile = {
  ...oneSource,
  subtitles: [{ url: '/subs/ru.vtt', label: 'Русские', language: 'ru' }],
};

let restoreTracks: () => void;
beforeEach(() => {
  restoreTracks = stubTrackElements();
  // jsdom loads nothing: a native source's teardown calls load().
  vi.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => undefined);
});
afterEach(() => {
  restoreTracks();
  vi.restoreAllMocks();
  FakeHls.isSupported = () => true;
});

describe('media engine: attaching a source', () => {
  it('plays it through hls.js from the start time where MSE exists', async () => {
    const { video, store, hls } = attachedEngine({ attach: { startTime: 42 } });
    expect(store.getState().phase).toBe('loading');
    await settle();
    expect(hls()).toMatchObject({ source: filmUrl, media: video, subtitleDisplay: false });
    expect(hls().options).toMatchObject({ startPosition: 42 });
    expect(video.getAttribute('src')).toBeNull();
  });

  it('uses the browser’s own HLS only without MSE, loading metadata until the first play', async () => {
    FakeHls.isSupported = () => false;
    vi.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockImplementation((type) =>
      type === nativeHls ? 'maybe' : '',
    );
    const { video } = attachedEngine();
    await settle();
    expect(FakeHls.instances).toEqual([]);
    expect(video.getAttribute('src')).toBe(filmUrl);
    expect(video.preload).toBe('metadata');
    video.dispatchEvent(new Event('play'));
    expect(video.preload).toBe('auto');
  });

  it('fails as unsupported, and says so, where neither can play HLS', async () => {
    FakeHls.isSupported = () => false;
    const { store, streamErrors } = attachedEngine();
    await settle();
    const unsupported = { kind: 'unsupported', detail: 'unsupported', fatal: true };
    expect(store.getState()).toMatchObject({ phase: 'failed', failure: unsupported });
    expect(streamErrors).toEqual([unsupported]);
  });

  it('fails as an other failure, the error its cause, when hls.js cannot be loaded', async () => {
    const chunkFailed = new Error('chunk failed');
    const { store, streamErrors } = attachedEngine({ hlsArrives: Promise.reject(chunkFailed) });
    await settle();
    const failure = {
      kind: 'other',
      detail: 'Error: chunk failed',
      fatal: true,
      cause: chunkFailed,
    };
    expect(store.getState()).toMatchObject({ phase: 'failed', failure });
    expect(streamErrors).toEqual([failure]);
  });

  it('fails as unsupported when the set has no source to play', async () => {
    const { store } = attachedEngine({ media: { ...oneSource, sources: [] } });
    await settle();
    expect(store.getState().failure).toEqual({
      kind: 'unsupported',
      detail: 'unsupported',
      fatal: true,
    });
  });
});

describe('media engine: the stream prepared before the player', () => {
  async function preparedFrom(startTime: number | undefined) {
    const { loadHls } = fakeHlsModule();
    const prepared = prepareStream(loadHls, filmUrl, startTime);
    await prepared.requested;
    const [preparedHls] = FakeHls.instances;
    if (!preparedHls) throw new Error('nothing prepared');
    return { prepared, preparedHls };
  }

  it('plays the very hls.js instance prepared for this source and start', async () => {
    const { prepared, preparedHls } = await preparedFrom(30);
    // FakeHls.instances now lists only what the engine makes.
    const { video } = attachedEngine({ attach: { startTime: 30, prepared } });
    await settle();
    expect(FakeHls.instances).toEqual([]);
    expect(preparedHls.media).toBe(video);
    expect(preparedHls.destroyed).toBe(false);
  });

  it('lets a stream prepared for another start go, and loads a fresh one', async () => {
    const { prepared, preparedHls } = await preparedFrom(undefined);
    const { video, hls } = attachedEngine({ attach: { startTime: 30, prepared } });
    await settle();
    expect(preparedHls.destroyed).toBe(true);
    expect(hls()).toMatchObject({ media: video, options: { startPosition: 30 } });
  });
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
