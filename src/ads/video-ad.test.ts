import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAdTracker } from './ad-tracker';
import { createAdStore } from './ad-view';
import { fixedMacros } from './testing/macro-context';
import { parsedAd } from './testing/parsed-ad';
import { playVideoAd } from './video-ad';

const ad = parsedAd({
  id: 'short',
  duration: 4,
  impressionUrls: ['https://ads.test/impression'],
  errorUrls: ['https://ads.test/error?code=[ERRORCODE]'],
  tracking: { complete: ['https://ads.test/complete'] },
});

// jsdom plays nothing: the test plays the element's part by setting its state and firing its events.
function startAd(preloaded?: HTMLVideoElement) {
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
  vi.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => undefined);
  const pinged: string[] = [];
  const container = document.createElement('div');
  const store = createAdStore();
  const run = playVideoAd({
    kind: 'pre-roll',
    ad,
    file: { url: 'https://ads.test/ad.mp4', type: 'video/mp4', width: 640, height: 360 },
    container,
    store,
    tracker: createAdTracker(ad, fixedMacros(), (url) => pinged.push(url)),
    volume: 1,
    muted: false,
    video: preloaded,
  });
  // A preloaded element that failed is already torn down, out of the container.
  const video = preloaded ?? container.querySelector('video');
  if (!video) throw new Error('no ad video');
  const fire = (
    type: string,
    state: { currentTime?: number; duration?: number; paused?: boolean } = {},
  ) => {
    for (const [key, value] of Object.entries(state))
      Object.defineProperty(video, key, { value, configurable: true });
    video.dispatchEvent(new Event(type));
  };
  return { run, pinged, fire, video, store };
}

/** The element's decoded-frame count, none until the test sets one. */
function decodedFrames(video: HTMLVideoElement) {
  const frames = { totalVideoFrames: 0 };
  Object.defineProperty(video, 'getVideoPlaybackQuality', { value: () => frames });
  return frames;
}

/** The element's state changes at once; its pause, play and volumechange events stay unsent. */
function withQueuedEvents(video: HTMLVideoElement) {
  const state = { paused: true, muted: video.muted };
  Object.defineProperties(video, {
    paused: { configurable: true, get: () => state.paused },
    muted: {
      configurable: true,
      get: () => state.muted,
      set: (value: boolean) => void (state.muted = value),
    },
  });
  vi.mocked(HTMLMediaElement.prototype.play).mockImplementation(async () => {
    state.paused = false;
  });
  vi.mocked(HTMLMediaElement.prototype.pause).mockImplementation(() => {
    state.paused = true;
  });
  return state;
}

describe('playVideoAd', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('fails with 405 when the file ends without ever playing (a header and no frames)', async () => {
    const { run, pinged, fire } = startAd();
    fire('canplaythrough', { duration: 4 });
    fire('pause', { currentTime: 4 });
    fire('ended');
    await expect(run.done).resolves.toBe('error');
    expect(run.state.errorCode).toBe(405);
    expect(pinged).toEqual(['https://ads.test/error?code=405']);
  });

  it('fails with 405 when the file fires playing but ends with no frame shown', async () => {
    const { run, pinged, fire, video } = startAd();
    // Chromium fires playing for a header with no frames now and then, just before it ends.
    decodedFrames(video);
    fire('canplaythrough', { duration: 4 });
    fire('playing');
    fire('timeupdate', { currentTime: 4 });
    fire('pause', { currentTime: 4 });
    fire('ended');
    await expect(run.done).resolves.toBe('error');
    expect(run.state.errorCode).toBe(405);
    expect(pinged).toEqual(['https://ads.test/error?code=405']);
  });

  it('starts at the first frame shown, which may come after playing', async () => {
    const { run, pinged, fire, video } = startAd();
    const frames = decodedFrames(video);
    fire('canplaythrough', { duration: 4 });
    fire('playing');
    expect(pinged).toEqual([]);
    frames.totalVideoFrames = 1;
    fire('timeupdate', { currentTime: 0.25, paused: false });
    expect(pinged).toEqual(['https://ads.test/impression']);
    fire('pause', { currentTime: 4 });
    fire('ended');
    await expect(run.done).resolves.toBe('completed');
    expect(pinged).toEqual(['https://ads.test/impression', 'https://ads.test/complete']);
  });

  it('plays a preloaded element that is ready at once, in place, without loading it again', () => {
    const preloaded = document.createElement('video');
    preloaded.src = 'https://ads.test/ad.mp4';
    Object.defineProperty(preloaded, 'readyState', { value: HTMLMediaElement.HAVE_ENOUGH_DATA });
    const { video, store } = startAd(preloaded);
    expect(video).toBe(preloaded);
    expect(video.dataset.player).toBe('ad');
    expect(HTMLMediaElement.prototype.play).toHaveBeenCalledTimes(1);
    expect(HTMLMediaElement.prototype.load).not.toHaveBeenCalled();
    expect(store.getState().ad?.phase).toBe('loaded');
  });

  it('fails a preloaded element that already met an error, with its code', async () => {
    // jsdom has no MediaError: the codes as browsers define them.
    vi.stubGlobal('MediaError', { MEDIA_ERR_NETWORK: 2, MEDIA_ERR_DECODE: 3 });
    const preloaded = document.createElement('video');
    Object.defineProperty(preloaded, 'error', { value: { code: 2 } });
    const { run, pinged } = startAd(preloaded);
    await expect(run.done).resolves.toBe('error');
    expect(pinged).toEqual(['https://ads.test/error?code=405']);
    vi.unstubAllGlobals();
  });

  it('completes when the file ends after it played', async () => {
    const { run, pinged, fire } = startAd();
    fire('canplaythrough', { duration: 4 });
    fire('playing');
    fire('pause', { currentTime: 4 });
    fire('ended');
    await expect(run.done).resolves.toBe('completed');
    expect(pinged).toEqual(['https://ads.test/impression', 'https://ads.test/complete']);
  });

  it('pauses and plays again on two presses before the pause event has run', () => {
    const { store, fire, video } = startAd();
    const element = withQueuedEvents(video);
    fire('canplaythrough', { duration: 4 });
    fire('playing');
    expect(element.paused).toBe(false);
    expect(store.getState().ad?.paused).toBe(false);
    store.getState().ad?.controls.togglePlay();
    expect(element.paused).toBe(true);
    // AdView.paused still says playing: no pause event yet.
    expect(store.getState().ad?.paused).toBe(false);
    store.getState().ad?.controls.togglePlay();
    expect(element.paused).toBe(false);
  });

  it('mutes and unmutes again before the volumechange has run', () => {
    const { store, video } = startAd();
    const element = withQueuedEvents(video);
    const controls = store.getState().ad?.controls;
    controls?.toggleMuted();
    expect(element.muted).toBe(true);
    expect(store.getState().ad?.muted).toBe(false);
    controls?.toggleMuted();
    expect(element.muted).toBe(false);
  });

  it('does not start a file that was held before it could play', () => {
    const { store, fire } = startAd();
    store.getState().ad?.controls.pause();
    fire('canplaythrough', { duration: 4 });
    expect(HTMLMediaElement.prototype.play).not.toHaveBeenCalled();
    expect(store.getState().ad?.phase).toBe('loaded');
  });

  it('waits for the file to load when released before it could play, so loaded is tracked', () => {
    const { store, fire, run } = startAd();
    const controls = store.getState().ad?.controls;
    controls?.pause();
    controls?.play();
    expect(HTMLMediaElement.prototype.play).not.toHaveBeenCalled();
    fire('canplaythrough', { duration: 4 });
    expect(HTMLMediaElement.prototype.play).toHaveBeenCalledTimes(1);
    expect(run.state.phase).toBe('loaded');
  });
});
