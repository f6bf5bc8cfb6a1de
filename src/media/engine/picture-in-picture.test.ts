import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMediaStore } from '../media-store';
import { elementOnlyEngine } from '../testing/element-only-engine';
import { stubTrackElements } from '../testing/queued-events-video';
import { publishPictureInPictureSupport } from './picture-in-picture';

let restoreTracks: () => void;
beforeEach(() => {
  restoreTracks = stubTrackElements();
});
afterEach(() => {
  restoreTracks();
  vi.restoreAllMocks();
  delete (document as { pictureInPictureEnabled?: unknown }).pictureInPictureEnabled;
});

describe('media engine toggles read the element, not the store', () => {
  it('leaves picture-in-picture on the second toggle before enterpictureinpicture has run', async () => {
    const { engine, video } = elementOnlyEngine();
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

describe('media engine: picture-in-picture', () => {
  it('warns, and throws nothing, when the browser refuses it', async () => {
    const { engine, video } = elementOnlyEngine();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    video.requestPictureInPicture = () => Promise.reject(new DOMException('no', 'NotAllowedError'));
    await engine.togglePictureInPicture();
    expect(warn).toHaveBeenCalledWith(
      '[player] picture-in-picture refused',
      expect.any(DOMException),
    );
  });

  it('is offered only where the document allows it and the video does not opt out', () => {
    const store = createMediaStore();
    const video = document.createElement('video');
    video.requestPictureInPicture = vi.fn();
    publishPictureInPictureSupport(video, store);
    // jsdom, as Firefox, has no document.pictureInPictureEnabled.
    expect(store.getState().pictureInPictureEnabled).toBe(false);
    Object.defineProperty(document, 'pictureInPictureEnabled', { configurable: true, value: true });
    publishPictureInPictureSupport(video, store);
    expect(store.getState().pictureInPictureEnabled).toBe(true);
    video.disablePictureInPicture = true;
    publishPictureInPictureSupport(video, store);
    expect(store.getState().pictureInPictureEnabled).toBe(false);
  });
});
