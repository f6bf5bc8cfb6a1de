import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAdTracker } from './ad-tracker';
import type { ParsedAd } from './ad-types';
import { createAdStore } from './ad-view';
import { playVideoAd } from './video-ad';

const ad: ParsedAd = {
  id: 'short',
  duration: 4,
  skipOffset: undefined,
  mediaFiles: [],
  clickThroughUrl: undefined,
  clickTrackingUrls: [],
  impressionUrls: ['https://ads.test/impression'],
  errorUrls: ['https://ads.test/error?code=[ERRORCODE]'],
  tracking: { complete: ['https://ads.test/complete'] },
  progressTracking: [],
  adParameters: undefined,
  adCount: 1,
};

// jsdom plays nothing: the test plays the element's part by setting its state and firing its events.
function startAd(prepared?: HTMLVideoElement) {
  const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
  vi.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => undefined);
  const pinged: string[] = [];
  const container = document.createElement('div');
  const run = playVideoAd({
    kind: 'pre-roll',
    ad,
    file: { url: 'https://ads.test/ad.mp4', type: 'video/mp4', width: 640, height: 360 },
    container,
    store: createAdStore(),
    tracker: createAdTracker(ad, (url) => pinged.push(url)),
    volume: 1,
    muted: false,
    prepared,
  });
  // A prepared element that failed already has left the container again.
  const video = prepared ?? container.querySelector('video');
  if (!video) throw new Error('no ad video');
  const fire = (type: string, state: { currentTime?: number; duration?: number } = {}) => {
    for (const [key, value] of Object.entries(state))
      Object.defineProperty(video, key, { value, configurable: true });
    video.dispatchEvent(new Event(type));
  };
  return { run, pinged, fire, video, play };
}

/** An element that loaded the file before the break (a prepared pre-roll), in the given state. */
function preparedVideo(state: { readyState?: number; error?: MediaError | null }) {
  const video = document.createElement('video');
  video.src = 'https://ads.test/ad.mp4';
  for (const [key, value] of Object.entries(state))
    Object.defineProperty(video, key, { value, configurable: true });
  return video;
}

describe('playVideoAd', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
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

  it('completes when the file ends after it played', async () => {
    const { run, pinged, fire } = startAd();
    fire('canplaythrough', { duration: 4 });
    fire('playing');
    fire('pause', { currentTime: 4 });
    fire('ended');
    await expect(run.done).resolves.toBe('completed');
    expect(pinged).toEqual(['https://ads.test/impression', 'https://ads.test/complete']);
  });

  it('plays a prepared element that has loaded already at once, without loading it again', () => {
    const prepared = preparedVideo({ readyState: HTMLMediaElement.HAVE_ENOUGH_DATA });
    const { run, video, play } = startAd(prepared);
    expect(video).toBe(prepared);
    expect(video.dataset.player).toBe('ad');
    expect(video.getAttribute('src')).toBe('https://ads.test/ad.mp4');
    // Its canplaythrough came before the break: the run is loaded and playing is asked for.
    expect(run.state.phase).toBe('loaded');
    expect(play).toHaveBeenCalledTimes(1);
  });

  it('waits for a prepared element still loading, as for a new one', () => {
    const prepared = preparedVideo({ readyState: HTMLMediaElement.HAVE_METADATA });
    const { run, fire, play } = startAd(prepared);
    expect(run.state.phase).toBe('created');
    expect(play).not.toHaveBeenCalled();
    fire('canplaythrough', { duration: 4 });
    expect(run.state.phase).toBe('loaded');
    expect(play).toHaveBeenCalledTimes(1);
  });

  it('fails with the media error a prepared element met before the break', async () => {
    // jsdom has no MediaError; the browser's codes.
    vi.stubGlobal('MediaError', {
      MEDIA_ERR_NETWORK: 2,
      MEDIA_ERR_DECODE: 3,
      MEDIA_ERR_SRC_NOT_SUPPORTED: 4,
    });
    const error = { code: 4, message: 'format' } as MediaError;
    const { run, pinged, video } = startAd(preparedVideo({ error }));
    await expect(run.done).resolves.toBe('error');
    expect(video.isConnected).toBe(false);
    // A source that could not be opened before anything played: the file is not there.
    expect(run.state.errorCode).toBe(401);
    expect(pinged).toEqual(['https://ads.test/error?code=401']);
  });
});
