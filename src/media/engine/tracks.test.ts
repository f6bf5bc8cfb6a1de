import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { attachedEngine, englishUrl, twoSources } from '../testing/attached-engine';
import { elementOnlyEngine, subtitleFiles } from '../testing/element-only-engine';
import { settle } from '../testing/promises';
import { FakeHls } from '../testing/fake-hls';
import { queuedEventsVideo, stubTrackElements } from '../testing/queued-events-video';

const withSubtitleFile = {
  ...twoSources,
  subtitles: [{ url: '/subs/ru.vtt', label: 'Русские', language: 'ru' }],
};

/**
 * hls.js reads the manifest: two levels, then (as it loads the first level) the level's groups,
 * two audio renditions and one subtitle playlist. Until then its track lists are empty.
 */
function tracksArrive(hls: FakeHls) {
  hls.levels = [
    { height: 360, bitrate: 800_000 },
    { height: 720, bitrate: 2_500_000 },
  ];
  hls.emit(FakeHls.Events.MANIFEST_PARSED, {});
  hls.audioTracks = [{ name: 'Стерео', lang: 'ru' }, { name: '5.1' }];
  hls.audioTrack = 0;
  hls.emit(FakeHls.Events.AUDIO_TRACKS_UPDATED, {});
  hls.subtitleTracks = [{ name: 'English', lang: 'en' }];
  hls.emit(FakeHls.Events.SUBTITLE_TRACKS_UPDATED, {});
}

let restoreTracks: () => void;
beforeEach(() => {
  restoreTracks = stubTrackElements();
});
afterEach(() => restoreTracks());

const shownFiles = (video: HTMLVideoElement) =>
  Array.from(video.querySelectorAll('track')).map((track) => track.track.mode);

describe('media engine: audio and subtitle choices', () => {
  it('offers the voice-overs, the stream’s renditions, its subtitles and the files', async () => {
    const { store, hls } = attachedEngine({ media: withSubtitleFile });
    await settle();
    tracksArrive(hls());
    expect(store.getState()).toMatchObject({
      audioOptions: [
        { id: 'source:0', label: 'Оригинал', language: '' },
        { id: 'source:1', label: 'English', language: '' },
        { id: 'rendition:0', label: 'Стерео', language: 'ru' },
        { id: 'rendition:1', label: '5.1', language: '' },
      ],
      currentAudio: ['source:0', 'rendition:0'],
      subtitleOptions: [
        { id: 'stream:0', label: 'English', language: 'en' },
        { id: 'file:0', label: 'Русские', language: 'ru' },
      ],
      audioLanguage: 'ru',
      levels: [
        { index: 0, height: 360, bitrate: 800_000 },
        { index: 1, height: 720, bitrate: 2_500_000 },
      ],
    });
  });

  it('switches a rendition in the stream, and shows one subtitle track at a time', async () => {
    const { engine, store, video, hls } = attachedEngine({ media: withSubtitleFile });
    await settle();
    tracksArrive(hls());
    engine.setAudio('rendition:1');
    expect(hls().audioTrack).toBe(1);

    engine.setSubtitle('stream:0');
    expect(hls().subtitleTrack).toBe(0);
    expect(shownFiles(video)).toEqual(['disabled']);
    engine.setSubtitle('file:0');
    expect(hls().subtitleTrack).toBe(-1);
    expect(shownFiles(video)).toEqual(['hidden']);
    engine.setSubtitle(undefined);
    expect(shownFiles(video)).toEqual(['disabled']);
    expect(store.getState().currentSubtitle).toBeUndefined();
  });

  it('reloads another voice-over where the film is, playing as it was', async () => {
    const { engine, store, video, hls } = attachedEngine({
      media: twoSources,
      attach: { autoPlay: true },
    });
    await settle();
    const original = hls();
    video.currentTime = 42;
    engine.setAudio('source:1');
    expect(original.destroyed).toBe(true);
    expect(store.getState().currentAudio).toEqual(['source:1']);
    await settle();
    expect(hls()).toMatchObject({ source: englishUrl, media: video });
    expect(hls().options).toMatchObject({ startPosition: 42 });
    // It was playing: the new stream fills its buffer at once.
    expect(hls().config.maxBufferLength).toBe(30);
    expect(video.paused).toBe(false);
  });

  it('keeps a paused film paused on another voice-over', async () => {
    const { engine, video, hls } = attachedEngine({ media: twoSources });
    await settle();
    engine.setAudio('source:1');
    await settle();
    expect(hls().source).toBe(englishUrl);
    expect(video.paused).toBe(true);
  });

  it('carries the stream’s subtitles over to another voice-over', async () => {
    const { engine, store, hls } = attachedEngine({ media: twoSources });
    await settle();
    tracksArrive(hls());
    engine.setSubtitle('stream:0');
    engine.setAudio('source:1');
    await settle();
    tracksArrive(hls());
    expect(hls().subtitleTrack).toBe(0);
    expect(store.getState().currentSubtitle).toBe('stream:0');
  });

  it('shows subtitles off on a voice-over without the chosen playlist, and C turns them on', async () => {
    const { engine, store, video, hls } = attachedEngine({ media: withSubtitleFile });
    await settle();
    tracksArrive(hls());
    engine.setSubtitle('stream:0');
    engine.setAudio('source:1');
    await settle();
    hls().emit(FakeHls.Events.MANIFEST_PARSED, {});
    expect(store.getState().currentSubtitle).toBeUndefined();
    expect(hls().subtitleTrack).toBe(-1);
    engine.toggleSubtitles();
    expect(store.getState().currentSubtitle).toBe('file:0');
    expect(shownFiles(video)).toEqual(['hidden']);
  });

  it('carries a subtitle file over to another voice-over', async () => {
    const { engine, store, video, hls } = attachedEngine({ media: withSubtitleFile });
    await settle();
    engine.setSubtitle('file:0');
    engine.setAudio('source:1');
    await settle();
    tracksArrive(hls());
    expect(shownFiles(video)).toEqual(['hidden']);
    expect(store.getState().currentSubtitle).toBe('file:0');
  });
});

describe('media engine: a remembered subtitle language', () => {
  it('shows the file of that language as soon as it is offered', async () => {
    const { store, video } = attachedEngine({
      media: withSubtitleFile,
      attach: { subtitleLanguage: 'ru' },
    });
    await settle();
    expect(store.getState().currentSubtitle).toBe('file:0');
    expect(shownFiles(video)).toEqual(['hidden']);
  });

  it('waits for the stream’s own playlist of that language, which hls.js tells later', async () => {
    const { store, hls } = attachedEngine({
      media: withSubtitleFile,
      attach: { subtitleLanguage: 'en' },
    });
    await settle();
    expect(store.getState().currentSubtitle).toBeUndefined();
    tracksArrive(hls());
    expect(store.getState().currentSubtitle).toBe('stream:0');
    expect(hls().subtitleTrack).toBe(0);
  });

  it('matches a track by its label when it has no language', async () => {
    const { store } = attachedEngine({
      media: { ...twoSources, subtitles: [{ url: '/a.vtt', label: 'Комментарии', language: '' }] },
      attach: { subtitleLanguage: 'Комментарии' },
    });
    await settle();
    expect(store.getState().currentSubtitle).toBe('file:0');
  });

  it('gives way to the viewer: subtitles turned off before the track arrives stay off', async () => {
    const { engine, store, hls } = attachedEngine({
      media: twoSources,
      attach: { subtitleLanguage: 'en' },
    });
    await settle();
    engine.setSubtitle(undefined);
    tracksArrive(hls());
    expect(store.getState().currentSubtitle).toBeUndefined();
  });

  it('shows nothing when no track has that language', async () => {
    const { store, hls } = attachedEngine({
      media: withSubtitleFile,
      attach: { subtitleLanguage: 'de' },
    });
    await settle();
    tracksArrive(hls());
    expect(store.getState().currentSubtitle).toBeUndefined();
  });
});

describe('media engine: the quality level', () => {
  it('sets the level, or hls.js’s own choice', async () => {
    const { engine, store, hls } = attachedEngine();
    await settle();
    engine.setLevel(2);
    expect(hls().currentLevel).toBe(2);
    expect(store.getState().autoLevel).toBe(false);
    engine.setLevel('auto');
    expect(hls().currentLevel).toBe(-1);
    expect(store.getState().autoLevel).toBe(true);
  });
});

describe('media engine toggles read the element, not the store', () => {
  it('turns subtitles on and off again, then back on with the track last shown', () => {
    const { store, engine, video } = elementOnlyEngine();
    engine.toggleSubtitles();
    expect(shownFiles(video)).toEqual(['hidden', 'disabled']);
    engine.toggleSubtitles();
    expect(shownFiles(video)).toEqual(['disabled', 'disabled']);
    expect(store.getState().currentSubtitle).toBeUndefined();

    engine.setSubtitle('file:1');
    engine.toggleSubtitles();
    engine.toggleSubtitles();
    expect(shownFiles(video)).toEqual(['disabled', 'hidden']);
    expect(store.getState().currentSubtitle).toBe('file:1');
  });

  it('falls back to the first track when the one last shown is not offered', () => {
    const { engine } = elementOnlyEngine();
    engine.setSubtitle('file:1');
    engine.setSubtitle(undefined);
    // The next episode has the Russian file only.
    const next = queuedEventsVideo();
    engine.detach();
    engine.attach(
      next.video,
      {
        sources: [{ url: '/media/2/master.m3u8', label: 'Оригинал', isDefault: true }],
        sourceIndex: 0,
        subtitles: subtitleFiles.slice(0, 1),
      },
      { autoPlay: false, volume: 1, muted: false },
    );
    engine.toggleSubtitles();
    expect(shownFiles(next.video)).toEqual(['hidden']);
  });
});
