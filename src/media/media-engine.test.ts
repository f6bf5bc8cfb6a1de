import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMediaEngine } from './media-engine';
import type { MediaEngine } from './media-engine-types';
import { createMediaStore, type MediaStore } from './media-store';
import {
  queuedEventsVideo,
  stubTrackElements,
  type QueuedEventsVideo,
} from './testing/queued-events-video';

// hls.js never arrives: the toggles need the element only, not a stream.
const neverLoads = () => new Promise<never>(() => undefined);

const subtitles = [
  { url: '/subs/ru.vtt', label: 'Русские', language: 'ru' },
  { url: '/subs/en.vtt', label: 'English', language: 'en' },
];

let restoreTracks: () => void;
beforeEach(() => {
  restoreTracks = stubTrackElements();
});
afterEach(() => restoreTracks());

function attached(options: { volume?: number; muted?: boolean } = {}) {
  const store: MediaStore = createMediaStore();
  const engine: MediaEngine = createMediaEngine(store, neverLoads);
  const element: QueuedEventsVideo = queuedEventsVideo();
  engine.attach(
    element.video,
    {
      sources: [{ url: '/media/1/master.m3u8', label: 'Оригинал', isDefault: true }],
      sourceIndex: 0,
      subtitles,
    },
    { autoPlay: false, volume: options.volume ?? 0.6, muted: options.muted ?? false },
  );
  element.flush();
  return { store, engine, element, video: element.video };
}

const shownTracks = (video: HTMLVideoElement) =>
  Array.from(video.querySelectorAll('track')).map((track) => track.track.mode);

describe('media engine toggles read the element, not the store', () => {
  it('mutes and unmutes again before the first volumechange has run', () => {
    const { store, engine, element, video } = attached();
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
    const { engine, video } = attached({ volume: 0, muted: true });
    engine.toggleMuted();
    expect(engine.volumeNow()).toEqual({ volume: 1, muted: false });
    engine.toggleMuted();
    expect(video.muted).toBe(true);
  });

  it('raises the volume from 0 right after a mute whose volumechange is still queued', () => {
    const { store, engine, element } = attached();
    engine.toggleMuted();
    engine.volumeBy(0.05);
    expect(engine.volumeNow()).toEqual({ volume: 0.05, muted: false });
    element.flush();
    expect(store.getState()).toMatchObject({ volume: 0.05, muted: false });
  });

  it('plays and pauses again before the play event has run', async () => {
    const { store, engine, element, video } = attached();
    await engine.togglePlay();
    expect(video.paused).toBe(false);
    expect(store.getState().paused).toBe(true);
    await engine.togglePlay();
    expect(video.paused).toBe(true);
    element.flush();
    expect(store.getState().paused).toBe(true);
  });

  it('turns subtitles on and off again, then back on with the track last shown', () => {
    const { store, engine, video } = attached();
    engine.toggleSubtitles();
    expect(shownTracks(video)).toEqual(['hidden', 'disabled']);
    engine.toggleSubtitles();
    expect(shownTracks(video)).toEqual(['disabled', 'disabled']);
    expect(store.getState().currentSubtitle).toBeUndefined();

    engine.setSubtitle('file:1');
    engine.toggleSubtitles();
    engine.toggleSubtitles();
    expect(shownTracks(video)).toEqual(['disabled', 'hidden']);
    expect(store.getState().currentSubtitle).toBe('file:1');
  });

  it('falls back to the first track when the one last shown is not offered', () => {
    const { engine } = attached();
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
        subtitles: subtitles.slice(0, 1),
      },
      { autoPlay: false, volume: 1, muted: false },
    );
    engine.toggleSubtitles();
    expect(shownTracks(next.video)).toEqual(['hidden']);
  });

  it('leaves picture-in-picture on the second toggle before enterpictureinpicture has run', async () => {
    const { engine, video } = attached();
    let element: Element | null = null;
    const exit = vi.fn(async () => void (element = null));
    Object.defineProperty(document, 'pictureInPictureElement', {
      configurable: true,
      get: () => element,
    });
    Object.defineProperty(document, 'exitPictureInPicture', { configurable: true, value: exit });
    video.requestPictureInPicture = vi.fn(async () => {
      element = video;
      return {} as PictureInPictureWindow;
    });
    try {
      await engine.togglePictureInPicture();
      expect(video.requestPictureInPicture).toHaveBeenCalledTimes(1);
      await engine.togglePictureInPicture();
      expect(exit).toHaveBeenCalledTimes(1);
      expect(document.pictureInPictureElement).toBeNull();
    } finally {
      delete (document as { pictureInPictureElement?: unknown }).pictureInPictureElement;
      delete (document as { exitPictureInPicture?: unknown }).exitPictureInPicture;
    }
  });
});
