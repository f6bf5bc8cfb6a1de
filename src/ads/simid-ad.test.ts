import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAdTracker } from './ad-tracker';
import { fixedMacros } from './testing/macro-context';
import type { AdErrorCode, ParsedAd } from './ad-types';
import { createAdStore } from './ad-view';
import { playSimidAd, type SimidAdOptions } from './simid-ad';
import { fakeSimidCreative, trackedEvents as events } from './simid/testing/fake-simid-creative';
import { parsedAd } from './testing/parsed-ad';

const creativeUrl = 'https://creatives.test/survey.html';
const track = (event: string) => `https://ads.test/track?event=${event}`;

const simidAd = (fields: Partial<ParsedAd> = {}) =>
  parsedAd({
    id: 'survey',
    duration: 10,
    clickThroughUrl: 'https://ads.test/landing',
    impressionUrls: [track('impression')],
    errorUrls: [`${track('error')}&code=[ERRORCODE]`],
    tracking: Object.fromEntries(
      ['start', 'creativeView', 'complete', 'skip', 'pause'].map((event) => [
        event,
        [track(event)],
      ]),
    ),
    adParameters: '[{"question":"?"}]',
    simid: { url: creativeUrl, variableDuration: true },
    ...fields,
  });

/** A SIMID ad over an element whose state the test sets (jsdom plays nothing). */
function startSimidAd(fields: Partial<ParsedAd> = {}, overrides: Partial<SimidAdOptions> = {}) {
  const media = { paused: true, ended: false, currentTime: 0, duration: Number.NaN };
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(async () => {
    media.paused = false;
  });
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {
    media.paused = true;
  });
  vi.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => undefined);
  const container = document.createElement('div');
  document.body.append(container);
  const store = createAdStore();
  const pinged: string[] = [];
  const creativeErrors: AdErrorCode[] = [];
  const reported: string[][] = [];
  const ad = simidAd(fields);
  const run = playSimidAd({
    kind: 'pre-roll',
    ad,
    file: { url: 'https://ads.test/ad.mp4', type: 'video/mp4', width: 640, height: 360 },
    container,
    store,
    tracker: createAdTracker(ad, fixedMacros(), (url) => pinged.push(url)),
    volume: 0.5,
    muted: false,
    creative: { url: creativeUrl, variableDuration: true },
    title: 'Интерактивная реклама',
    onCreativeError: (code) => creativeErrors.push(code),
    reportTracking: (urls) => reported.push(urls),
    ...overrides,
  });
  const video = container.querySelector('video');
  const frame = container.querySelector('iframe');
  if (!video || !frame) throw new Error('no ad video or SIMID frame');
  for (const key of Object.keys(media) as (keyof typeof media)[])
    Object.defineProperty(video, key, { configurable: true, get: () => media[key] });
  const fire = (type: string, state: Partial<typeof media> = {}) => {
    Object.assign(media, state);
    video.dispatchEvent(new Event(type));
  };
  const creative = fakeSimidCreative(frame);
  const played = () => vi.mocked(HTMLMediaElement.prototype.play).mock.calls.length;
  const flush = () => vi.advanceTimersByTimeAsync(0);
  /** The file can play through; once the player plays it, its first frame shows. */
  async function mediaStarts(duration = 10) {
    fire('canplaythrough', { duration });
    await vi.waitFor(() => expect(played()).toBeGreaterThan(0));
    fire('playing');
    fire('timeupdate', { currentTime: 0.1 });
    await flush();
  }
  /** Session, init, the media's start and startCreative, each answered. */
  async function startedCreative() {
    creative.initialize();
    await mediaStarts();
    creative.resolve('SIMID:Player:startCreative');
    await flush();
  }
  /** The media plays to its end: as a browser does, it pauses there, then ends. */
  function mediaEnds(duration = 10) {
    fire('pause', { currentTime: duration, paused: true });
    fire('ended', { ended: true });
  }
  return {
    run,
    ad,
    store,
    video,
    frame,
    media,
    fire,
    creative,
    pinged,
    creativeErrors,
    reported,
    played,
    flush,
    mediaStarts,
    startedCreative,
    mediaEnds,
  };
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  document.body.replaceChildren();
});

describe('a linear SIMID ad’s start', () => {
  it('puts the creative in a hidden, sandboxed frame of its own origin over the ad’s video', () => {
    const { frame, video } = startSimidAd();
    expect(frame.src).toBe(creativeUrl);
    expect(frame.title).toBe('Интерактивная реклама');
    expect(frame.getAttribute('sandbox')).toBe(
      'allow-scripts allow-forms allow-popups allow-popups-to-escape-sandbox allow-same-origin',
    );
    expect(frame.style.visibility).toBe('hidden');
    expect(video.nextElementSibling).toBe(frame);
  });

  it('gives a creative on the player’s own origin an opaque one', () => {
    const { frame } = startSimidAd(
      {},
      {
        creative: { url: `${location.origin}/creative.html`, variableDuration: false },
      },
    );
    expect(frame.getAttribute('sandbox')).not.toContain('allow-same-origin');
  });

  it('tells the creative, at init, the ad’s parameters and that it may skip, pause and lengthen it', () => {
    const { creative } = startSimidAd();
    creative.createSession();
    expect(creative.lastOf('SIMID:Player:init')?.args).toMatchObject({
      environmentData: {
        version: '1.2',
        skippableState: 'adHandles',
        variableDurationAllowed: true,
        fullscreenAllowed: false,
        navigationSupport: 'adHandles',
        muted: false,
        volume: 0.5,
      },
      creativeData: {
        adParameters: '[{"question":"?"}]',
        clickThruUrl: 'https://ads.test/landing',
      },
    });
  });

  it('keeps skipping to the player (and says when) for an ad the VAST lets skip', () => {
    const { creative } = startSimidAd({ skipOffset: { seconds: 5 } });
    creative.createSession();
    expect(creative.lastOf('SIMID:Player:init')?.args).toMatchObject({
      environmentData: { skippableState: 'playerHandles', skipoffset: '00:00:05.000' },
    });
  });

  it('holds the media until the creative resolved init; starts it with the first frame; shows it once it resolves', async () => {
    const { creative, fire, played, flush, frame, pinged, store } = startSimidAd();
    fire('canplaythrough', { duration: 10 });
    await flush();
    expect(played()).toBe(0);
    creative.initialize();
    await flush();
    expect(played()).toBe(1);
    expect(creative.lastOf('SIMID:Player:startCreative')).toBeUndefined();
    fire('playing');
    await flush();
    expect(creative.lastOf('SIMID:Player:startCreative')).toBeDefined();
    expect(events(pinged)).toEqual(['impression', 'start']);
    creative.resolve('SIMID:Player:startCreative');
    await flush();
    expect(frame.style.visibility).toBe('visible');
    expect(events(pinged)).toEqual(['impression', 'start', 'creativeView']);
    // The creative takes its own clicks: no link of the player's over it.
    expect(store.getState().ad?.clickThroughUrl).toBeUndefined();
  });

  it('plays the media alone after 3 s without the creative, and starts a creative that catches up', async () => {
    const { creative, fire, played, flush } = startSimidAd();
    fire('canplaythrough', { duration: 10 });
    await vi.advanceTimersByTimeAsync(2999);
    expect(played()).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(played()).toBe(1);
    fire('playing');
    creative.initialize();
    await flush();
    expect(creative.lastOf('SIMID:Player:startCreative')).toBeDefined();
  });
});

describe('a linear SIMID creative that fails', () => {
  it('that never opens its session is reported with 1223 once the media completed', async () => {
    const { fire, mediaStarts, creativeErrors, run, frame, pinged } = startSimidAd();
    fire('canplaythrough', { duration: 10 });
    await vi.advanceTimersByTimeAsync(3000);
    await mediaStarts();
    expect(creativeErrors).toEqual([]);
    fire('ended', { currentTime: 10, ended: true });
    expect(await run.done).toBe('completed');
    expect(creativeErrors).toEqual([1223]);
    expect(events(pinged)).toContain('complete');
    expect(frame.isConnected).toBe(false);
  });

  it('that never answers init, or startCreative, is reported with 1212, or 1213', async () => {
    const silentInit = startSimidAd();
    silentInit.creative.createSession();
    await vi.advanceTimersByTimeAsync(3000);
    await silentInit.mediaStarts();
    silentInit.fire('ended', { currentTime: 10, ended: true });
    await silentInit.run.done;
    expect(silentInit.creativeErrors).toEqual([1212]);

    document.body.replaceChildren();
    const silentStart = startSimidAd();
    silentStart.creative.initialize();
    await silentStart.mediaStarts();
    silentStart.fire('ended', { currentTime: 10, ended: true });
    await silentStart.run.done;
    expect(silentStart.creativeErrors).toEqual([1213]);
  });

  it('that rejects init leaves the media to play alone, reported with its code, the player’s link back', async () => {
    const { creative, fire, played, flush, creativeErrors, store, frame } = startSimidAd();
    fire('canplaythrough', { duration: 10 });
    creative.createSession();
    creative.reject('SIMID:Player:init', 1104);
    await flush();
    expect(creativeErrors).toEqual([1104]);
    expect(frame.isConnected).toBe(false);
    expect(played()).toBe(1);
    expect(store.getState().ad?.clickThroughUrl).toBe('https://ads.test/landing');
  });

  it('that rejects startCreative leaves the media to play on, reported with its code', async () => {
    const { creative, mediaStarts, creativeErrors, flush, run } = startSimidAd();
    creative.initialize();
    await mediaStarts();
    creative.reject('SIMID:Player:startCreative', 1101);
    await flush();
    expect(creativeErrors).toEqual([1101]);
    expect(run.state.phase).toBe('playing');
  });

  it('that sends a fatalError ends the ad in error, with its code', async () => {
    const { startedCreative, creative, run, pinged } = startSimidAd();
    await startedCreative();
    creative.request('fatalError', { errorCode: 1108, errorMessage: 'broken' });
    expect(await run.done).toBe('error');
    expect(run.state.errorCode).toBe(1108);
    expect(pinged).toContain(`${track('error')}&code=1108`);
  });
});

describe('the media’s events and state', () => {
  it('tells an initialized creative each of the media’s events, with their values', async () => {
    const { creative, fire, flush, video } = startSimidAd();
    fire('timeupdate', { currentTime: 0.2 });
    creative.initialize();
    await flush();
    fire('durationchange', { duration: 10 });
    fire('timeupdate', { currentTime: 1.5 });
    // jsdom fires the element's volumechange itself.
    video.volume = 0.25;
    fire('pause', { paused: true });
    const media = creative.received.filter((message) => message.type.startsWith('SIMID:Media:'));
    expect(media.map(({ type, args }) => [type, args])).toEqual([
      ['SIMID:Media:durationchange', { duration: 10 }],
      ['SIMID:Media:timeupdate', { currentTime: 1.5 }],
      ['SIMID:Media:volumechange', { volume: 0.25, muted: false }],
      ['SIMID:Media:pause', undefined],
    ]);
  });

  it('answers getMediaState with the media’s state', async () => {
    const { startedCreative, creative, fire } = startSimidAd();
    await startedCreative();
    fire('timeupdate', { currentTime: 4 });
    const id = creative.request('getMediaState');
    expect(creative.answerTo(id)?.args).toMatchObject({
      value: {
        currentTime: 4,
        duration: 10,
        ended: false,
        paused: false,
        muted: false,
        volume: 0.5,
        fullscreen: false,
      },
    });
  });
});

describe('the creative’s requests', () => {
  it('skips the ad for it when the VAST gives no skip offset: skip tracked, adSkipped told', async () => {
    const { startedCreative, creative, run, pinged, frame } = startSimidAd();
    await startedCreative();
    const id = creative.request('requestSkip');
    expect(creative.answerTo(id)?.type).toBe('resolve');
    expect(await run.done).toBe('skipped');
    expect(events(pinged)).toContain('skip');
    expect(frame.style.visibility).toBe('hidden');
    expect(creative.lastOf('SIMID:Player:adSkipped')).toBeDefined();
    creative.resolve('SIMID:Player:adSkipped');
    await vi.advanceTimersByTimeAsync(0);
    expect(frame.isConnected).toBe(false);
  });

  it('refuses to skip an ad whose skipping the player handles', async () => {
    const { startedCreative, creative, run } = startSimidAd({ skipOffset: { seconds: 5 } });
    await startedCreative();
    const id = creative.request('requestSkip');
    expect(creative.answerTo(id)).toMatchObject({
      type: 'reject',
      args: { value: { errorCode: 1203 } },
    });
    expect(run.state.phase).toBe('playing');
  });

  it('stops the ad when asked (adStopped with the creative’s code 4), no complete tracked', async () => {
    const { startedCreative, creative, run, pinged } = startSimidAd();
    await startedCreative();
    creative.request('requestStop');
    expect(await run.done).toBe('stopped');
    expect(creative.lastOf('SIMID:Player:adStopped')?.args).toEqual({ code: 4 });
    expect(events(pinged)).not.toContain('complete');
  });

  it('tells a creative whose media completed adStopped with code 2', async () => {
    const { startedCreative, fire, creative, run } = startSimidAd();
    await startedCreative();
    fire('ended', { currentTime: 10, ended: true });
    expect(await run.done).toBe('completed');
    expect(creative.lastOf('SIMID:Player:adStopped')?.args).toEqual({ code: 2 });
  });

  it('tells a creative whose media failed fatalError with the media’s code', async () => {
    const { startedCreative, creative, run } = startSimidAd();
    await startedCreative();
    // A stall of 8 s while playing: a failed delivery.
    await vi.advanceTimersByTimeAsync(8000);
    expect(await run.done).toBe('error');
    expect(creative.lastOf('SIMID:Player:fatalError')?.args).toMatchObject({ errorCode: 405 });
  });

  it('pauses and plays the media when asked, and says no when it already is so', async () => {
    const { startedCreative, creative, media, pinged, fire } = startSimidAd();
    await startedCreative();
    const pause = creative.request('requestPause');
    expect(creative.answerTo(pause)?.type).toBe('resolve');
    expect(media.paused).toBe(true);
    fire('pause');
    expect(events(pinged)).toContain('pause');
    expect(creative.answerTo(creative.request('requestPause'))?.type).toBe('reject');
    const play = creative.request('requestPlay');
    expect(creative.answerTo(play)?.type).toBe('resolve');
    await vi.advanceTimersByTimeAsync(0);
    expect(media.paused).toBe(false);
    expect(creative.answerTo(creative.request('requestPlay'))?.type).toBe('reject');
  });

  it('changes the volume when asked with a volume and a mute', async () => {
    const { startedCreative, creative, video } = startSimidAd();
    await startedCreative();
    creative.request('requestChangeVolume', { volume: 0.2, muted: true });
    expect([video.volume, video.muted]).toEqual([0.2, true]);
    const bad = creative.request('requestVolume', { volume: 2, muted: false });
    expect(creative.answerTo(bad)).toMatchObject({ args: { value: { errorCode: 1211 } } });
  });

  it('pings the creative’s own tracking URLs, http(s) only, and answers', async () => {
    const { startedCreative, creative, reported } = startSimidAd();
    await startedCreative();
    const id = creative.request('reportTracking', {
      trackingUrls: ['https://ads.test/mine?t=[TIMESTAMP]', 'javascript:alert(1)', 7],
    });
    expect(reported).toEqual([['https://ads.test/mine?t=[TIMESTAMP]']]);
    expect(creative.answerTo(id)?.type).toBe('resolve');
    const bad = creative.request('reportTracking', { trackingUrls: 'https://ads.test/x' });
    expect(creative.answerTo(bad)?.type).toBe('reject');
  });

  it('tracks the creative’s click-through, and opens only an http(s) landing page it hands over', async () => {
    const { startedCreative, creative, pinged, media } = startSimidAd({
      clickTrackingUrls: [track('click')],
    });
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    await startedCreative();
    creative.request('clickThru', { x: 1, y: 2, playerHandles: false });
    expect(events(pinged).filter((event) => event === 'click')).toHaveLength(1);
    expect(open).not.toHaveBeenCalled();
    const bad = creative.request('clickThru', { playerHandles: true, url: 'javascript:x' });
    expect(creative.answerTo(bad)).toMatchObject({ args: { value: { errorCode: 1214 } } });
    creative.request('requestNavigation', { uri: 'https://advertiser.test/' });
    expect(open).toHaveBeenCalledWith('https://advertiser.test/', '_blank', 'noopener,noreferrer');
    expect(media.paused).toBe(true);
    const navigation = creative.request('requestNavigation', { uri: 'data:text/html,x' });
    expect(creative.answerTo(navigation)).toMatchObject({ args: { value: { errorCode: 1217 } } });
  });

  it.each(['requestFullscreen', 'requestExitFullscreen', 'requestResize', 'expandNonlinear'])(
    'refuses %s',
    async (name) => {
      const { startedCreative, creative } = startSimidAd();
      await startedCreative();
      expect(creative.answerTo(creative.request(name))?.type).toBe('reject');
    },
  );
});

describe('a creative that changes the ad’s duration', () => {
  it('keeps the ad on past its media to the new duration, its countdown on, then completes it', async () => {
    const { startedCreative, creative, fire, mediaEnds, run, store, pinged } = startSimidAd();
    await startedCreative();
    const id = creative.request('requestChangeAdDuration', { duration: 15 });
    expect(creative.answerTo(id)?.type).toBe('resolve');
    fire('timeupdate', { currentTime: 5 });
    expect(store.getState().ad).toMatchObject({ currentTime: 5, duration: 15 });
    mediaEnds();
    await vi.advanceTimersByTimeAsync(2500);
    expect(run.state.phase).toBe('playing');
    expect(store.getState().ad?.currentTime).toBeCloseTo(12.5, 0);
    expect(events(pinged)).not.toContain('complete');
    await vi.advanceTimersByTimeAsync(2500);
    expect(await run.done).toBe('completed');
    expect(events(pinged)).toContain('complete');
  });

  it('with -2, keeps it on until the creative asks to stop, which completes a played-through ad', async () => {
    const { startedCreative, creative, mediaEnds, run, store } = startSimidAd();
    await startedCreative();
    creative.request('requestChangeAdDuration', { duration: -2 });
    mediaEnds();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(run.state.phase).toBe('playing');
    // No countdown for a duration nobody knows.
    expect(store.getState().ad?.duration).toBe(0);
    creative.request('requestStop');
    expect(await run.done).toBe('completed');
    expect(creative.lastOf('SIMID:Player:adStopped')?.args).toEqual({ code: 4 });
  });

  it('does not start its media over when played during the time past its end', async () => {
    const { startedCreative, creative, mediaEnds, store, played, media } = startSimidAd();
    await startedCreative();
    creative.request('requestChangeAdDuration', { duration: 15 });
    mediaEnds();
    const before = played();
    store.getState().ad?.controls.play();
    await vi.advanceTimersByTimeAsync(0);
    expect(played()).toBe(before);
    expect(media.paused).toBe(true);
  });

  it('ends a -2 ad 2 minutes past its media at the latest', async () => {
    const { startedCreative, creative, mediaEnds, run } = startSimidAd();
    await startedCreative();
    creative.request('requestChangeAdDuration', { duration: '-2' });
    mediaEnds();
    await vi.advanceTimersByTimeAsync(119_999);
    expect(run.state.phase).toBe('playing');
    await vi.advanceTimersByTimeAsync(1);
    expect(await run.done).toBe('completed');
  });

  it.each([
    [131, 1202],
    [0, 1211],
    [-1, 1211],
    ['soon', 1211],
  ])('refuses a duration of %j with %d', async (duration, errorCode) => {
    const { startedCreative, creative } = startSimidAd();
    await startedCreative();
    const id = creative.request('requestChangeAdDuration', { duration });
    expect(creative.answerTo(id)).toMatchObject({ args: { value: { errorCode } } });
  });

  it('ends an ad shortened below its media at the new duration', async () => {
    const { startedCreative, creative, fire, run } = startSimidAd();
    await startedCreative();
    creative.request('requestChangeAdDuration', { duration: 6 });
    fire('timeupdate', { currentTime: 6.1 });
    expect(await run.done).toBe('completed');
  });
});

describe('the page leaving', () => {
  it('takes the creative away at once when the break is aborted', async () => {
    const abort = new AbortController();
    const { startedCreative, run, frame, creative } = startSimidAd({}, { signal: abort.signal });
    await startedCreative();
    abort.abort();
    run.dispatch({ type: 'stop' });
    await run.done;
    await vi.advanceTimersByTimeAsync(0);
    expect(frame.isConnected).toBe(false);
    expect(creative.lastOf('SIMID:Player:adStopped')).toBeUndefined();
  });
});
