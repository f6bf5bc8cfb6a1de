import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { attachedEngine } from '../testing/attached-engine';
import { elementOnlyEngine } from '../testing/element-only-engine';
import { settle } from '../testing/promises';
import { stubTrackElements } from '../testing/queued-events-video';

const heldGoal = { maxBufferLength: 1, maxMaxBufferLength: 1 };
const fullGoal = { maxBufferLength: 30, maxMaxBufferLength: 600 };

let restoreTracks: () => void;
beforeEach(() => {
  restoreTracks = stubTrackElements();
});
afterEach(() => {
  restoreTracks();
  vi.restoreAllMocks();
});

describe('media engine: autoplay', () => {
  it('loads the whole buffer goal at once and plays as soon as the stream is attached', async () => {
    const { video, hls } = attachedEngine({ attach: { autoPlay: true } });
    await settle();
    expect(hls().config).toEqual(fullGoal);
    expect(video.paused).toBe(false);
  });

  it('plays muted where the browser refuses a play with sound', async () => {
    const { video } = attachedEngine({
      attach: { autoPlay: true },
      video: { autoplay: 'muted-only' },
    });
    await settle();
    expect(video.muted).toBe(true);
    expect(video.paused).toBe(false);
  });

  it('tells nothing of a play refused with sound that plays muted', async () => {
    const { events, video } = attachedEngine({
      attach: { autoPlay: true },
      video: { autoplay: 'muted-only' },
    });
    const refused = vi.fn();
    events.on('playRefused', refused);
    await settle();
    expect(video.paused).toBe(false);
    expect(refused).not.toHaveBeenCalled();
  });

  it('tells a play refused even muted, once, with the browser’s reason', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { events, video } = attachedEngine({
      attach: { autoPlay: true },
      video: { autoplay: 'never' },
    });
    const refused = vi.fn();
    events.on('playRefused', refused);
    await settle();
    expect(video.paused).toBe(true);
    expect(refused.mock.calls).toEqual([[{ reason: 'NotAllowedError' }]]);
  });

  it('tells a viewer’s play the browser refused, and not one a pause overtook', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { engine, events, video } = attachedEngine({ video: { autoplay: 'never' } });
    const refused = vi.fn();
    events.on('playRefused', refused);
    await settle();
    await engine.play();
    expect(refused.mock.calls).toEqual([[{ reason: 'NotAllowedError' }]]);
    vi.spyOn(video, 'play').mockRejectedValue(new DOMException('overtaken', 'AbortError'));
    await engine.play();
    expect(refused).toHaveBeenCalledTimes(1);
  });

  it('loads only the start of a film that waits for the viewer’s play', async () => {
    const { engine, video, hls } = attachedEngine();
    await settle();
    expect(hls().config).toEqual(heldGoal);
    await engine.play();
    expect(video.paused).toBe(false);
  });
});

describe('media engine: requests reach the element', () => {
  it('pauses the element', async () => {
    const { engine, video } = attachedEngine({ attach: { autoPlay: true } });
    await settle();
    engine.pause();
    expect(video.paused).toBe(true);
  });

  it('seeks within the film, held to its start and end', async () => {
    const { engine, video } = attachedEngine();
    Object.defineProperty(video, 'duration', { configurable: true, value: 100 });
    engine.seek(150);
    expect(video.currentTime).toBe(100);
    engine.seek(-5);
    expect(video.currentTime).toBe(0);
    video.currentTime = 30;
    engine.seekBy(10);
    expect(video.currentTime).toBe(40);
  });

  it('sets the rate', async () => {
    const { engine, video } = attachedEngine();
    await settle();
    engine.setPlaybackRate(1.5);
    expect(video.playbackRate).toBe(1.5);
  });
});

describe('media engine: the speed', () => {
  it('starts at the rate given and keeps it as the default for the next streams', async () => {
    const { engine, video } = attachedEngine({ attach: { playbackRate: 1.5 } });
    await settle();
    expect(video.playbackRate).toBe(1.5);
    expect(video.defaultPlaybackRate).toBe(1.5);
    engine.setPlaybackRate(0.75);
    expect([video.playbackRate, video.defaultPlaybackRate]).toEqual([0.75, 0.75]);
  });
});

describe('media engine toggles read the element, not the store', () => {
  it('plays and pauses again before the play event has run', async () => {
    const { store, engine, element, video } = elementOnlyEngine();
    await engine.togglePlay();
    expect(video.paused).toBe(false);
    expect(store.getState().paused).toBe(true);
    await engine.togglePlay();
    expect(video.paused).toBe(true);
    element.flush();
    expect(store.getState().paused).toBe(true);
  });
});
