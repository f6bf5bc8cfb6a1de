import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { elementOnlyEngine } from '../testing/element-only-engine';
import { stubTrackElements } from '../testing/queued-events-video';

let restoreTracks: () => void;
beforeEach(() => {
  restoreTracks = stubTrackElements();
});
afterEach(() => {
  restoreTracks();
  vi.restoreAllMocks();
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
