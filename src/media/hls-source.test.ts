import { describe, expect, it } from 'vitest';
import { holdBufferUntilPlay } from './buffer-hold';
import { attachHlsSource, type PreloadAmount } from './hls-source';
import { createMediaStore } from './media-store';
import type { TakenStream } from './prepared-stream';
import { FakeHls, fakeHlsModule } from './testing/fake-hls';

const url = 'https://media.test/film/master.m3u8';
const heldGoal = { maxBufferLength: 1, maxMaxBufferLength: 1 };
const fullGoal = { maxBufferLength: 30, maxMaxBufferLength: 600 };

/** A stream the page's boot showed in video (attached, held, at level 0), as the player takes it. */
function shownStream(video: HTMLVideoElement) {
  const { HlsClass } = fakeHlsModule();
  const hls = new FakeHls({});
  hls.levels = [{ height: 360, bitrate: 800_000 }];
  hls.currentLevel = 0;
  hls.attachMedia(video);
  const hold = holdBufferUntilPlay(HlsClass, hls as never, video);
  const taken: TakenStream = { hls: hls as never, earlierErrors: [], hold };
  return { HlsClass, hls, taken };
}

/** Attaches a stream shown in `shownIn` to video, as the engine would. */
function attach(video: HTMLVideoElement, preload: PreloadAmount, shownIn = video) {
  const { HlsClass, hls, taken } = shownStream(shownIn);
  const store = createMediaStore();
  const options = {
    startTime: undefined,
    store,
    preload,
    onFailure: () => undefined,
    onError: () => undefined,
    onTracks: () => undefined,
  };
  attachHlsSource(HlsClass, video, url, options, taken);
  return { hls, store };
}

describe('attachHlsSource with a stream the page already shows in the element', () => {
  it('keeps it attached, and publishes the level it shows', () => {
    const video = document.createElement('video');
    const { hls, store } = attach(video, 'start');
    expect(hls.attachCount).toBe(1);
    expect(hls.media).toBe(video);
    expect(store.getState()).toMatchObject({
      currentLevel: 0,
      levels: [{ index: 0, height: 360 }],
    });
  });

  it('holds its buffer until the first play when nothing plays yet', () => {
    const video = document.createElement('video');
    const { hls } = attach(video, 'start');
    expect(hls.config).toEqual(heldGoal);
    video.dispatchEvent(new Event('play'));
    expect(hls.config).toEqual(fullGoal);
  });

  it('lets it fill its buffer at once when a play is on its way', () => {
    const video = document.createElement('video');
    const { hls } = attach(video, 'full');
    expect(hls.config).toEqual(fullGoal);
  });

  it('moves a stream shown in another element to this one, held until this one plays', () => {
    const video = document.createElement('video');
    const { hls } = attach(video, 'start', document.createElement('video'));
    expect(hls.media).toBe(video);
    expect(hls.attachCount).toBe(2);
    expect(hls.config).toEqual(heldGoal);
    video.dispatchEvent(new Event('play'));
    expect(hls.config).toEqual(fullGoal);
  });
});
