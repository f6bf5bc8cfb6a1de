import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { prepareStream } from '../prepared-stream';
import { attachedEngine, filmUrl, oneSource, twoSources } from '../testing/attached-engine';
import { settle } from '../testing/promises';
import { FakeHls, fakeHlsModule } from '../testing/fake-hls';
import { stubTrackElements } from '../testing/queued-events-video';

const nativeHls = 'application/vnd.apple.mpegurl';
const fullGoal = { maxBufferLength: 30, maxMaxBufferLength: 600 };

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
  delete (navigator as { connection?: unknown }).connection;
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

describe('media engine: a protected stream', () => {
  const keySystems = { 'org.w3.clearkey': { licenseUrl: 'https://media.test/license' } };

  it('fails with the DRM error, told once, where no key system can play it (no EME here)', async () => {
    const { loadHls } = fakeHlsModule();
    const prepared = prepareStream(loadHls, filmUrl, undefined);
    await prepared.requested;
    const [preparedHls] = FakeHls.instances;
    const { store, streamErrors } = attachedEngine({
      media: { ...oneSource, protection: { keySystems, masterUrl: filmUrl } },
      attach: { prepared },
    });
    await vi.waitFor(() => expect(store.getState().phase).toBe('failed'));
    const failure = { kind: 'drm', failure: 'unsupported', detail: 'keySystemUnavailable' };
    expect(store.getState().failure).toMatchObject(failure);
    expect(streamErrors).toEqual([store.getState().failure]);
    expect(preparedHls?.destroyed).toBe(true);
    expect(FakeHls.instances).toEqual([]);
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

describe('media engine: stream errors', () => {
  it('tells every error and fails on a manifest that does not load', async () => {
    const { store, streamErrors, hls } = attachedEngine();
    await settle();
    const fragment = { type: 'networkError', details: 'fragLoadError', fatal: false };
    hls().emit(FakeHls.Events.ERROR, fragment);
    expect(store.getState().phase).toBe('loading');
    const manifest = { type: 'networkError', details: 'manifestLoadError', fatal: true };
    hls().emit(FakeHls.Events.ERROR, manifest);
    const failure = {
      kind: 'manifest',
      detail: 'manifestLoadError',
      fatal: true,
      url: 'https://media.test/film/master.m3u8',
      cause: manifest,
    };
    expect(streamErrors).toEqual([
      { kind: 'network', detail: 'fragLoadError', fatal: false, cause: fragment },
      failure,
    ]);
    expect(store.getState()).toMatchObject({ phase: 'failed', failure });
  });

  it('ignores what a voice-over it left behind still reports', async () => {
    const { engine, store, streamErrors, hls } = attachedEngine({ media: twoSources });
    await settle();
    const original = hls();
    engine.setAudio('source:1');
    await settle();
    original.emit(FakeHls.Events.ERROR, {
      type: 'networkError',
      details: 'manifestLoadError',
      fatal: true,
    });
    expect(streamErrors).toEqual([]);
    expect(store.getState().phase).toBe('loading');
  });
});
