import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PlayerError } from '../lib/player-error';
import { loadPolicies } from './load-policies';
import { attachedStream, fire, streamUrl } from './testing/attached-stream';
import { FakeHls } from './testing/fake-hls';

const heldGoal = { maxBufferLength: 1, maxMaxBufferLength: 1 };
const fullGoal = { maxBufferLength: 30, maxMaxBufferLength: 600 };

/** hls.js has read a manifest of two levels, two audio renditions and two subtitle playlists. */
function manifestParsed(hls: FakeHls) {
  hls.levels = [
    { height: 360, bitrate: 800_000 },
    { height: 1080, bitrate: 5_000_000 },
  ];
  hls.autoLevelEnabled = true;
  hls.audioTracks = [{ name: 'Русский', lang: 'ru' }, { name: 'Commentary' }];
  hls.audioTrack = 0;
  hls.subtitleTracks = [{ name: 'English', lang: 'en' }, { name: 'Forced' }];
  hls.emit(FakeHls.Events.MANIFEST_PARSED, {});
}

describe('attachHlsSource with a stream of its own', () => {
  it('loads the URL from the start time in a new hls.js and attaches the element', () => {
    const { hls, video } = attachedStream({ startTime: 12 });
    expect(hls.options).toEqual({ enableWorker: true, startPosition: 12, ...loadPolicies });
    expect(hls).toMatchObject({ source: streamUrl, media: video, attachCount: 1 });
    // The player's captions area draws the subtitles, not hls.js.
    expect(hls.subtitleDisplay).toBe(false);
  });

  it('leaves the start to hls.js without a start time', () => {
    const { hls } = attachedStream();
    expect(hls.options).toMatchObject({ startPosition: -1 });
  });

  it('loads only the start until the element plays, unless a play is on its way', () => {
    const held = attachedStream({ preload: 'start' });
    expect(held.hls.config).toEqual(heldGoal);
    fire(held.video, 'play');
    expect(held.hls.config).toEqual(fullGoal);

    expect(attachedStream({ preload: 'full' }).hls.config).toEqual(fullGoal);
  });

  it('fills the buffer when released, before the element’s play event', () => {
    const { hls, stream } = attachedStream({ preload: 'start' });
    stream.releaseBuffer();
    expect(hls.config).toEqual(fullGoal);
  });
});

describe('attachHlsSource: levels and tracks', () => {
  it('publishes the levels and the tracks once the manifest is parsed', () => {
    const { hls, store, tracks } = attachedStream();
    manifestParsed(hls);
    expect(store.getState()).toMatchObject({
      levels: [
        { index: 0, height: 360, bitrate: 800_000 },
        { index: 1, height: 1080, bitrate: 5_000_000 },
      ],
      autoLevel: true,
      audioLanguage: 'ru',
    });
    expect(tracks).toEqual([
      {
        renditions: [
          { label: 'Русский', language: 'ru' },
          { label: 'Commentary', language: '' },
        ],
        currentRendition: 0,
        subtitles: [
          { label: 'English', language: 'en' },
          { label: 'Forced', language: '' },
        ],
      },
    ]);
  });

  it('tells the tracks again as hls.js updates or switches them', () => {
    const { hls, store, tracks } = attachedStream();
    manifestParsed(hls);
    hls.audioTrack = 1;
    hls.emit(FakeHls.Events.AUDIO_TRACK_SWITCHED, {});
    expect(tracks.at(-1)?.currentRendition).toBe(1);
    expect(store.getState().audioLanguage).toBe('');
    hls.subtitleTracks = [];
    hls.emit(FakeHls.Events.SUBTITLE_TRACKS_UPDATED, {});
    expect(tracks.at(-1)?.subtitles).toEqual([]);
    hls.audioTracks = [{ name: 'Stereo', lang: 'en' }];
    hls.audioTrack = 0;
    hls.emit(FakeHls.Events.AUDIO_TRACKS_UPDATED, {});
    expect(tracks.at(-1)?.renditions).toEqual([{ label: 'Stereo', language: 'en' }]);
  });

  it('follows the level playing and the bandwidth estimate', () => {
    const { hls, store } = attachedStream();
    hls.emit(FakeHls.Events.LEVEL_SWITCHED, { level: 1 });
    expect(store.getState().currentLevel).toBe(1);
    hls.bandwidthEstimate = 4_200_000;
    hls.emit(FakeHls.Events.FRAG_LOADED, { frag: { type: 'main', level: 0 } });
    expect(store.getState().bandwidthEstimate).toBe(4_200_000);
    expect(store.getState().pathway).toBeUndefined();
  });

  it('follows the CDN the picture comes from, on a stream with several', () => {
    const { hls, store } = attachedStream();
    hls.pathways = ['a', 'b'];
    hls.levels = [
      { height: 360, bitrate: 327_800, pathwayId: 'b' },
      { height: 720, bitrate: 822_800, pathwayId: 'b' },
    ];
    hls.emit(FakeHls.Events.FRAG_LOADED, { frag: { type: 'audio', level: 0 } });
    expect(store.getState().pathway).toBeUndefined();
    hls.emit(FakeHls.Events.FRAG_LOADED, { frag: { type: 'main', level: 1 } });
    expect(store.getState().pathway).toBe('b');
  });

  it('switches the level at once or hands it back to hls.js, and picks renditions and subtitles', () => {
    const { hls, store, stream } = attachedStream();
    stream.setLevel(1);
    expect(hls.currentLevel).toBe(1);
    expect(store.getState().autoLevel).toBe(false);
    stream.setLevel('auto');
    expect(hls.currentLevel).toBe(-1);
    expect(store.getState().autoLevel).toBe(true);
    stream.setRendition(1);
    expect(hls.audioTrack).toBe(1);
    stream.setSubtitleTrack(0);
    expect(hls.subtitleTrack).toBe(0);
    stream.setSubtitleTrack(-1);
    expect(hls.subtitleTrack).toBe(-1);
  });
});

describe('attachHlsSource with a prepared stream', () => {
  it('tells what the stream met before it was taken, and publishes what it already knows', () => {
    const hls = new FakeHls({});
    hls.levels = [{ height: 720, bitrate: 2_000_000 }];
    hls.currentLevel = 0;
    const earlierErrors: PlayerError[] = [
      { kind: 'network', detail: 'fragLoadTimeOut', fatal: false },
      { kind: 'network', detail: 'levelLoadError', fatal: false },
    ];
    const { errors, store, tracks } = attachedStream({
      prepared: { hls: hls as never, hold: undefined, earlierErrors },
    });
    expect(errors).toEqual(earlierErrors);
    expect(store.getState()).toMatchObject({ currentLevel: 0, levels: [{ height: 720 }] });
    expect(tracks).toHaveLength(1);
    // Its manifest was requested already: not a second time.
    expect(hls.source).toBeUndefined();
  });

  it('starts afresh after a prepared stream that failed, telling what it met as errors gone past', () => {
    const earlierErrors: PlayerError[] = [
      { kind: 'network', detail: 'fragLoadError', fatal: false },
      { kind: 'network', detail: 'fragLoadError', fatal: true },
    ];
    const { errors, failures, hls, video } = attachedStream({
      prepared: { hls: undefined, hold: undefined, earlierErrors },
    });
    expect(errors).toEqual(earlierErrors.map((error) => ({ ...error, fatal: false })));
    expect(failures).toEqual([]);
    expect(hls).toMatchObject({ source: streamUrl, media: video });
  });
});

describe('attachHlsSource: destroy', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('destroys hls.js and leaves no listener on the element', () => {
    // jsdom has no MediaError: its codes are the standard's.
    vi.stubGlobal('MediaError', { MEDIA_ERR_DECODE: 3 });
    const { hls, video, stream, errors } = attachedStream({ preload: 'start' });
    stream.destroy();
    expect(hls.destroyed).toBe(true);
    fire(video, 'error', { error: { code: 3 } });
    expect(errors).toEqual([]);
    expect(hls.mediaRecoveries).toBe(0);
    fire(video, 'play');
    expect(hls.config).toEqual(heldGoal);
  });
});
