import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { runAdBreak } from './ad-break';
import { createAdEvents } from './ad-events';
import { createAdStore } from './ad-view';
import { parsedAd } from './testing/parsed-ad';

const ad = parsedAd({
  id: 'demo-ad',
  duration: 8,
  mediaFiles: [{ url: 'https://ads.test/ad.mp4', type: 'video/mp4', width: 640, height: 360 }],
  clickThroughUrl: 'https://advertiser.test/',
});
const vastUrl = 'https://ads.test/vast.xml';

// One pre-roll of `ad` at 30 s of a 120 s film; the test plays the ad element's part.
async function startBreak() {
  const container = document.createElement('div');
  const store = createAdStore();
  const events = createAdEvents();
  const told: [string, unknown][] = [];
  for (const name of ['adStart', 'adTimeUpdate', 'adPause', 'adResume', 'adClick', 'adEnd'])
    events.on(name, (payload) => told.push([name, payload]));
  events.on('adError', ({ code, item }) => told.push(['adError', { code, item }]));
  const done = runAdBreak({
    kind: 'pre-roll',
    vastUrls: [vastUrl],
    container,
    store,
    events,
    contentPosition: 30,
    contentDuration: 120,
    vastHeaders: {},
    volume: 1,
    muted: false,
    vpaidFrameUrl: 'https://player.test/vpaid-frame.html',
    signal: new AbortController().signal,
    prefetched: new Map([[vastUrl, Promise.resolve({ kind: 'ad' as const, ad })]]),
    ping: () => undefined,
  });
  const video = await vi.waitFor(() => {
    const element = container.querySelector('video');
    if (!element) throw new Error('no ad video yet');
    return element;
  });
  const fire = (type: string, state: Record<string, unknown> = {}) => {
    for (const [key, value] of Object.entries(state))
      Object.defineProperty(video, key, { value, configurable: true });
    video.dispatchEvent(new Event(type));
  };
  return { store, told, done, fire, names: () => told.map(([name]) => name) };
}

const item = { id: 'demo-ad', type: 'pre-roll', position: 30, duration: 8, perc: 25 };

describe('an ad break’s events', () => {
  beforeEach(() => {
    vi.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockReturnValue('probably');
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
    vi.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('names an ad whose media is not there in its error alone: no start, no end', async () => {
    const { fire, done, told } = await startBreak();
    // jsdom has no MediaError: its codes are the standard's.
    vi.stubGlobal('MediaError', {
      MEDIA_ERR_NETWORK: 2,
      MEDIA_ERR_DECODE: 3,
      MEDIA_ERR_SRC_NOT_SUPPORTED: 4,
    });
    fire('error', { error: { code: 4 } });
    await done;
    expect(told).toEqual([['adError', { code: 401, item }]]);
  });

  it('names an ad that times out before it plays in its error alone', async () => {
    vi.useFakeTimers();
    try {
      const { told, done } = await startBreak();
      await vi.advanceTimersByTimeAsync(8000);
      await done;
      expect(told).toEqual([['adError', { code: 402, item }]]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('tells the start, time updates, pause, resume, click and end of an ad that played', async () => {
    const { fire, done, store, names, told } = await startBreak();
    fire('canplaythrough', { duration: 8 });
    fire('playing');
    fire('timeupdate', { currentTime: 1 });
    fire('timeupdate', { currentTime: 2 });
    fire('pause', { currentTime: 2 });
    fire('playing');
    store.getState().ad?.controls.clickThrough();
    fire('pause', { currentTime: 2 });
    fire('playing');
    fire('timeupdate', { currentTime: 7.9 });
    fire('ended', { currentTime: 8 });
    await done;
    expect(names()).toEqual([
      'adStart',
      'adTimeUpdate',
      'adTimeUpdate',
      'adPause',
      'adResume',
      'adClick',
      'adPause',
      'adResume',
      'adTimeUpdate',
      'adEnd',
    ]);
    expect(told[0]).toEqual(['adStart', item]);
    expect(told.at(-1)).toEqual(['adEnd', { item, phase: 'completed' }]);
  });
});
