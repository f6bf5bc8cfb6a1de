import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdMediaPreload } from './ad-media-preload';
import { AdErrorCode } from './ad-types';
import {
  fileOf,
  fireOn,
  playToEnd,
  startBreak,
  stubMediaElements,
  tagOf,
  videoAd,
} from './testing/running-break';
import { fakeAdServer } from './vast/testing/fake-ad-server';
import { adServer, tagUrl, vast2Inline } from './vast/testing/vast-fixtures';

const first = videoAd('first');
const second = videoAd('second', {
  skipOffset: { seconds: 5 },
  tracking: { skip: ['https://ads.test/pixel?ad=second&event=skip'] },
});
const answer = (ad: typeof first) => ({ kind: 'ad' as const, ad });
const itemOf = (id: string) => ({ id, type: 'pre-roll', position: 30, duration: 10, perc: 25 });

beforeEach(() => stubMediaElements());
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('an ad break plays its queue', () => {
  it('plays its ads in order, each once the one before is over, then clears the overlay', async () => {
    const { adVideo, container, done, told, store } = startBreak({
      answers: [
        [tagOf('first'), answer(first)],
        [tagOf('second'), answer(second)],
      ],
    });
    const one = await adVideo();
    expect(one.getAttribute('src')).toBe(fileOf('first'));
    expect(container.querySelectorAll('video')).toHaveLength(1);
    playToEnd(one);
    const two = await adVideo();
    expect(two.getAttribute('src')).toBe(fileOf('second'));
    expect(container.contains(one)).toBe(false);
    playToEnd(two);
    await done;
    expect(told).toEqual([
      ['adStart', itemOf('first')],
      ['adEnd', { item: itemOf('first'), phase: 'completed' }],
      ['adStart', itemOf('second')],
      ['adEnd', { item: itemOf('second'), phase: 'completed' }],
    ]);
    expect(store.getState().ad).toBeUndefined();
    expect(container.querySelector('video')).toBeNull();
  });

  it('starts each ad at the viewer’s volume and mute', async () => {
    const { adVideo } = startBreak({
      answers: [[tagOf('first'), answer(first)]],
      volume: 0.4,
      muted: true,
    });
    const video = await adVideo();
    expect(video.volume).toBe(0.4);
    expect(video.muted).toBe(true);
  });

  it('lets the viewer skip once the skip offset is reached, then goes on', async () => {
    const { adVideo, container, store, told, pings } = startBreak({
      answers: [
        [tagOf('second'), answer(second)],
        [tagOf('first'), answer(first)],
      ],
    });
    const video = await adVideo();
    fireOn(video, 'canplaythrough', { duration: 10 });
    fireOn(video, 'playing');
    fireOn(video, 'timeupdate', { currentTime: 4 });
    expect(store.getState().ad).toMatchObject({ skipAt: 5, skippable: false });
    store.getState().ad?.controls.skip();
    expect(container.contains(video)).toBe(true);
    fireOn(video, 'timeupdate', { currentTime: 5 });
    expect(store.getState().ad?.skippable).toBe(true);
    store.getState().ad?.controls.skip();
    expect(pings).toContain('https://ads.test/pixel?ad=second&event=skip');
    expect((await adVideo()).getAttribute('src')).toBe(fileOf('first'));
    expect(told[1]).toEqual(['adEnd', { item: itemOf('second'), phase: 'skipped' }]);
  });

  it('plays the ad in the element already loading its file, and lets the others go at the end', async () => {
    const preloaded = document.createElement('video');
    const preloadedMedia: AdMediaPreload = {
      take: vi.fn((url: string) => (url === fileOf('first') ? preloaded : undefined)),
      dispose: vi.fn(),
      firstFrame: Promise.resolve(true),
    };
    const { adVideo, done } = startBreak({
      answers: [[tagOf('first'), answer(first)]],
      preloadedMedia,
    });
    const video = await adVideo();
    expect(video).toBe(preloaded);
    expect(preloadedMedia.dispose).not.toHaveBeenCalled();
    playToEnd(video);
    await done;
    expect(preloadedMedia.dispose).toHaveBeenCalled();
  });
});

describe('an ad break’s failures', () => {
  const noAd = {
    kind: 'error' as const,
    code: AdErrorCode.noVastResponse,
    errorUrls: ['https://ads.test/pixel?tag=empty&code=[ERRORCODE]'],
    reportedByLibrary: false,
    message: 'HTTP 404',
  };

  it('reports a tag that gave no ad with its code and Error URLs, and plays the next', async () => {
    const { adVideo, told, pings } = startBreak({
      answers: [
        [tagOf('empty'), noAd],
        [tagOf('first'), answer(first)],
      ],
    });
    expect((await adVideo()).getAttribute('src')).toBe(fileOf('first'));
    expect(pings).toEqual(['https://ads.test/pixel?tag=empty&code=303']);
    expect(told[0]).toEqual([
      'adError',
      {
        kind: 'ad',
        detail: '303',
        code: 303,
        fatal: true,
        url: tagOf('empty'),
        cause: 'HTTP 404',
        item: undefined,
      },
    ]);
  });

  it('leaves the Error URLs to the VAST library when it pinged them itself', async () => {
    const { done, pings, namesTold } = startBreak({
      answers: [
        [tagOf('wrapped'), { ...noAd, code: AdErrorCode.wrapperFailed, reportedByLibrary: true }],
      ],
    });
    await done;
    expect(pings).toEqual([]);
    expect(namesTold()).toEqual(['adError']);
  });

  it('reports an ad without a file this browser plays as 403, naming it, and plays the next', async () => {
    const unplayable = videoAd('unplayable', {
      mediaFiles: [
        { url: 'https://ads.test/ad.flv', type: 'video/x-flv', width: 640, height: 360 },
      ],
    });
    const { adVideo, told, pings } = startBreak({
      answers: [
        [tagOf('unplayable'), answer(unplayable)],
        [tagOf('first'), answer(first)],
      ],
    });
    expect((await adVideo()).getAttribute('src')).toBe(fileOf('first'));
    expect(pings).toEqual(['https://ads.test/pixel?ad=unplayable&event=error&code=403']);
    expect(told[0]).toMatchObject(['adError', { code: 403, item: itemOf('unplayable') }]);
  });

  it('ends an ad whose file fails while it plays with 405, and plays the next', async () => {
    // jsdom has no MediaError: its codes are the standard's.
    vi.stubGlobal('MediaError', {
      MEDIA_ERR_NETWORK: 2,
      MEDIA_ERR_DECODE: 3,
      MEDIA_ERR_SRC_NOT_SUPPORTED: 4,
    });
    const { adVideo, told, pings } = startBreak({
      answers: [
        [tagOf('first'), answer(first)],
        [tagOf('second'), answer(second)],
      ],
    });
    const video = await adVideo();
    fireOn(video, 'canplaythrough', { duration: 10 });
    fireOn(video, 'playing');
    fireOn(video, 'error', { error: { code: 2 } });
    expect((await adVideo()).getAttribute('src')).toBe(fileOf('second'));
    expect(told).toEqual([
      ['adStart', itemOf('first')],
      ['adError', expect.objectContaining({ code: 405, item: itemOf('first') })],
      ['adEnd', { item: itemOf('first'), phase: 'error' }],
    ]);
    expect(pings).toContain('https://ads.test/pixel?ad=first&event=error&code=405');
  });

  it('ends an ad that stalls for 8 s with 405, and plays the next', async () => {
    vi.useFakeTimers();
    const { adVideo, container, told } = startBreak({
      answers: [
        [tagOf('first'), answer(first)],
        [tagOf('second'), answer(second)],
      ],
    });
    const video = await adVideo();
    fireOn(video, 'canplaythrough', { duration: 10 });
    fireOn(video, 'playing', { paused: false });
    await vi.advanceTimersByTimeAsync(7_900);
    // Progress: the ad has another 8 s to move on.
    fireOn(video, 'timeupdate', { currentTime: 3 });
    await vi.advanceTimersByTimeAsync(7_900);
    expect(container.contains(video)).toBe(true);
    await vi.advanceTimersByTimeAsync(200);
    expect(container.contains(video)).toBe(false);
    expect(told.at(-1)).toEqual(['adEnd', { item: itemOf('first'), phase: 'error' }]);
    expect(told).toContainEqual(['adError', expect.objectContaining({ code: 405 })]);
    expect((await adVideo()).getAttribute('src')).toBe(fileOf('second'));
  });

  it('goes on with the queue when an ad fails unexpectedly', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { adVideo } = startBreak({
      answers: [
        [tagOf('broken'), Promise.reject(new TypeError('not an answer'))],
        [tagOf('first'), answer(first)],
      ],
    });
    expect((await adVideo()).getAttribute('src')).toBe(fileOf('first'));
    expect(logged).toHaveBeenCalled();
  });
});

describe('an aborted ad break', () => {
  it('stops the ad on screen, plays no more and clears the overlay', async () => {
    const { adVideo, abort, done, told, container, store } = startBreak({
      answers: [
        [tagOf('first'), answer(first)],
        [tagOf('second'), answer(second)],
      ],
    });
    const video = await adVideo();
    fireOn(video, 'canplaythrough', { duration: 10 });
    fireOn(video, 'playing');
    abort();
    await done;
    expect(told).toEqual([
      ['adStart', itemOf('first')],
      ['adEnd', { item: itemOf('first'), phase: 'stopped' }],
    ]);
    expect(container.querySelector('video')).toBeNull();
    expect(store.getState().ad).toBeUndefined();
  });

  it('ends at once while a tag’s answer is still on its way, telling nothing', async () => {
    const { abort, done, told } = startBreak({
      answers: [[tagOf('slow'), new Promise(() => undefined)]],
    });
    abort();
    const outcome = await Promise.race([
      done.then(() => 'ended'),
      new Promise((resolve) => setTimeout(() => resolve('still running'), 0)),
    ]);
    expect(outcome).toBe('ended');
    expect(told).toEqual([]);
  });
});

describe('an ad break that loads its tags itself', () => {
  it('asks the ad server with the page’s headers, and plays the ad it answers', async () => {
    const server = fakeAdServer({ [tagUrl]: vast2Inline });
    vi.stubGlobal('fetch', server.fetch);
    const { adVideo } = startBreak({
      vastUrls: [tagUrl],
      vastHeaders: { 'X-Session-Context': 'device-1' },
    });
    expect((await adVideo()).getAttribute('src')).toBe(`${adServer}/ad-360.mp4`);
    expect(server.requests).toMatchObject([
      { url: tagUrl, headers: { 'x-session-context': 'device-1' } },
    ]);
  });

  it('takes an abort while a tag loads for no error', async () => {
    const logged = vi.spyOn(console, 'error');
    vi.stubGlobal('fetch', fakeAdServer({ [tagUrl]: 'hang' }).fetch);
    const { abort, done, told } = startBreak({ vastUrls: [tagUrl, tagOf('first')] });
    abort();
    await done;
    expect(told).toEqual([]);
    expect(logged).not.toHaveBeenCalled();
  });
});

describe('the macros of a break’s URLs', () => {
  // Where the ad stands, its file and place, the film's second, the break and the content.
  const told = (id: string) =>
    `https://ads.test/pixel?ad=${id}&n=[ADCOUNT]&f=[ASSETURI]&at=[ADPLAYHEAD]&c=[CONTENTPLAYHEAD]&b=[BREAKPOSITION]&i=[CONTENTID]&s=[INVENTORYSTATE]`;
  const query = (url: string) => Object.fromEntries(new URL(url).searchParams);

  it('tell each ad its place among the ads played, its file and where it stands at each ping', async () => {
    const failed = {
      kind: 'error' as const,
      code: AdErrorCode.noVastResponse,
      errorUrls: [`${told('failed')}&code=[ERRORCODE]`],
      reportedByLibrary: false,
      message: 'HTTP 404',
    };
    const ad = (id: string) =>
      videoAd(id, { impressionUrls: [told(id)], tracking: { complete: [told(id)] } });
    const { adVideo, done, pings } = startBreak({
      kind: 'mid-roll',
      contentId: 'player.test 1/7',
      answers: [
        [tagOf('failed'), failed],
        [tagOf('first'), answer(ad('first'))],
        [tagOf('second'), answer(ad('second'))],
      ],
    });
    playToEnd(await adVideo());
    playToEnd(await adVideo(), 4);
    await done;
    const at = (id: string, n: string, seconds: string) => ({
      ad: id,
      n,
      f: fileOf(id),
      at: seconds,
      c: '00:00:30.000',
      b: '2',
      i: 'player.test 1/7',
      s: 'autoplayed',
    });
    expect(pings.map(query)).toEqual([
      { ...at('failed', '1', '00:00:00.000'), f: '-1', code: '303' },
      at('first', '1', '00:00:00.000'),
      at('first', '1', '00:00:10.000'),
      at('second', '2', '00:00:00.000'),
      at('second', '2', '00:00:04.000'),
    ]);
  });
});
