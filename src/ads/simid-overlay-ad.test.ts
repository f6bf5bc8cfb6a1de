import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAdTracker } from './ad-tracker';
import { fixedMacros } from './testing/macro-context';
import type { SimidNonlinear } from './ad-types';
import {
  showSimidOverlay,
  type FilmUnderOverlay,
  type SimidOverlayOptions,
} from './simid-overlay-ad';
import { fakeSimidCreative, trackedEvents as events } from './simid/testing/fake-simid-creative';
import { parsedAd } from './testing/parsed-ad';

const track = (event: string) => `https://ads.test/track?event=${event}`;
const player = { width: 1280, height: 720 };

/** A film the test plays and pauses, as the viewer or the player would. */
function fakeFilm(playing: boolean) {
  const listeners = new Set<(playing: boolean) => void>();
  const state = { playing };
  const set = (next: boolean) => {
    if (state.playing === next) return;
    state.playing = next;
    for (const listener of listeners) listener(next);
  };
  const film: FilmUnderOverlay = {
    playing: () => state.playing,
    onPlayingChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    pause: vi.fn(() => set(false)),
    play: vi.fn(() => set(true)),
  };
  return { film, set, listeners };
}

function showOverlay(
  nonlinear: Partial<SimidNonlinear> = {},
  overrides: Partial<SimidOverlayOptions> = {},
  filmPlaying = false,
) {
  const host = document.createElement('div');
  vi.spyOn(host, 'getBoundingClientRect').mockReturnValue(
    DOMRect.fromRect({ x: 0, y: 0, ...player }),
  );
  document.body.append(host);
  const { film, set, listeners } = fakeFilm(filmPlaying);
  const pinged: string[] = [];
  const report = { started: vi.fn(), ended: vi.fn(), failed: vi.fn() };
  const reported: string[][] = [];
  const simid: SimidNonlinear = {
    url: 'https://creatives.test/banner.html',
    width: 480,
    height: 70,
    minSuggestedDuration: 10,
    ...nonlinear,
  };
  const ad = parsedAd({
    id: 'banner',
    duration: undefined,
    impressionUrls: [track('impression')],
    errorUrls: [`${track('error')}&code=[ERRORCODE]`],
    tracking: Object.fromEntries(
      ['creativeView', 'acceptInvitation', 'adExpand', 'adCollapse', 'close'].map((event) => [
        event,
        [track(event)],
      ]),
    ),
    adParameters: '{"bannerText":"Баннер"}',
    nonlinear: simid,
  });
  const overlay = showSimidOverlay({
    ad,
    nonlinear: simid,
    host,
    film,
    tracker: createAdTracker(ad, fixedMacros(), (url) => pinged.push(url)),
    texts: {
      frameTitle: 'Интерактивная реклама',
      region: 'Реклама поверх видео',
      close: 'Закрыть',
    },
    report,
    reportTracking: (urls) => reported.push(urls),
    ...overrides,
  });
  const box = host.querySelector<HTMLElement>('[data-player="simid-overlay"]');
  const frame = box?.querySelector('iframe');
  if (!overlay || !box || !frame) throw new Error('no overlay');
  const creative = fakeSimidCreative(frame);
  const flush = () => vi.advanceTimersByTimeAsync(0);
  const closeButton = () => box.querySelector('button');
  const rect = () => ({
    x: parseFloat(box.style.left),
    y: parseFloat(box.style.top),
    width: parseFloat(box.style.width),
    height: parseFloat(box.style.height),
  });
  /** The creative opens, is initialized and, once the film plays, shown. */
  async function shown() {
    creative.initialize();
    set(true);
    await flush();
    creative.resolve('SIMID:Player:startCreative');
    await flush();
  }
  return {
    overlay,
    host,
    box,
    frame,
    film,
    playFilm: () => set(true),
    pauseFilm: () => set(false),
    listeners,
    creative,
    pinged,
    report,
    reported,
    flush,
    closeButton,
    rect,
    shown,
  };
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  document.body.replaceChildren();
});

describe('a SIMID overlay’s start', () => {
  it('waits, hidden, for the film to play; shown, it counts its impression and creative view', async () => {
    const { creative, box, playFilm, flush, pinged, report, frame } = showOverlay();
    expect(box.getAttribute('role')).toBe('region');
    expect(box.getAttribute('aria-label')).toBe('Реклама поверх видео');
    expect(frame.title).toBe('Интерактивная реклама');
    creative.initialize();
    await flush();
    expect(creative.lastOf('SIMID:Player:startCreative')).toBeUndefined();
    playFilm();
    expect(creative.lastOf('SIMID:Player:startCreative')).toBeDefined();
    expect(box.style.visibility).toBe('hidden');
    creative.resolve('SIMID:Player:startCreative');
    await flush();
    expect(box.style.visibility).toBe('visible');
    expect(events(pinged)).toEqual(['impression', 'creativeView']);
    expect(report.started).toHaveBeenCalledOnce();
  });

  it('tells the creative its box, the film’s, its duration, and that the player draws the close button', () => {
    const { creative, rect } = showOverlay();
    creative.createSession();
    // The VAST's 480×70, centred above the player's controls.
    const collapsed = { x: 400, y: 586, width: 480, height: 70 };
    expect(rect()).toEqual(collapsed);
    expect(creative.lastOf('SIMID:Player:init')?.args).toMatchObject({
      environmentData: {
        videoDimensions: { x: 0, y: 0, ...player },
        creativeDimensions: collapsed,
        skippableState: 'notSkippable',
        closeButtonSupport: 'playerHandles',
        nonlinearDuration: 10,
      },
      creativeData: { adParameters: '{"bannerText":"Баннер"}' },
    });
  });

  it('takes a box of its own, within the film, for an overlay the VAST gives no size', () => {
    const { rect } = showOverlay({ width: 0, height: 0 });
    expect(rect()).toEqual({ x: 192, y: 512, width: 896, height: 144 });
  });

  it('is not shown for a page that is not http(s)', () => {
    const host = document.createElement('div');
    const ad = parsedAd();
    const overlay = showSimidOverlay({
      ad,
      nonlinear: { url: 'javascript:alert(1)', width: 0, height: 0, minSuggestedDuration: 5 },
      host,
      film: fakeFilm(true).film,
      tracker: createAdTracker(ad, fixedMacros(), () => undefined),
      texts: { frameTitle: 'f', region: 'r', close: 'c' },
      report: { started: vi.fn(), ended: vi.fn(), failed: vi.fn() },
      reportTracking: vi.fn(),
    });
    expect(overlay).toBeUndefined();
    expect(host.children).toHaveLength(0);
  });
});

describe('expanding and collapsing', () => {
  it('expands over the whole film, pausing it, and collapses back, playing it again', async () => {
    const context = showOverlay();
    const { creative, film, rect, pinged, box } = context;
    await context.shown();
    const expand = creative.request('expandNonlinear');
    expect(film.pause).toHaveBeenCalledOnce();
    expect(rect()).toEqual({ x: 0, y: 0, ...player });
    expect(box.style.zIndex).toBe('34');
    expect(creative.answerTo(expand)).toMatchObject({
      type: 'resolve',
      args: { value: { creativeDimensions: { x: 0, y: 0, ...player } } },
    });
    expect(events(pinged)).toEqual(['impression', 'creativeView', 'acceptInvitation', 'adExpand']);
    const collapse = creative.request('collapseNonlinear');
    expect(creative.answerTo(collapse)?.type).toBe('resolve');
    expect(film.play).toHaveBeenCalledOnce();
    expect(rect()).toEqual({ x: 400, y: 586, width: 480, height: 70 });
    expect(box.style.zIndex).toBe('19');
    expect(events(pinged).at(-1)).toBe('adCollapse');
  });

  it('leaves a film the viewer had paused paused at the collapse', async () => {
    const context = showOverlay();
    await context.shown();
    context.pauseFilm();
    context.creative.request('expandNonlinear');
    context.creative.request('collapseNonlinear');
    expect(context.film.pause).not.toHaveBeenCalled();
    expect(context.film.play).not.toHaveBeenCalled();
  });

  it('collapses, telling the creative, when the viewer plays the film while it is expanded', async () => {
    const context = showOverlay();
    await context.shown();
    context.creative.request('expandNonlinear');
    context.playFilm();
    expect(context.creative.types()).toContain('SIMID:Player:collapseNonlinear');
    expect(context.rect().height).toBe(70);
    expect(context.film.play).not.toHaveBeenCalled();
  });

  it('moves to a box the creative asks for within the film, and refuses any other', async () => {
    const context = showOverlay();
    await context.shown();
    const { creative } = context;
    const inside = { x: 192, y: 504, width: 896, height: 108 };
    const videoDimensions = { x: 0, y: 0, ...player };
    const moved = creative.request('requestResize', {
      creativeDimensions: inside,
      videoDimensions,
    });
    expect(creative.answerTo(moved)?.type).toBe('resolve');
    expect(context.rect()).toEqual(inside);
    for (const args of [
      { creativeDimensions: { ...inside, y: 700 }, videoDimensions },
      { creativeDimensions: inside, mediaDimensions: { x: 0, y: 0, width: 640, height: 360 } },
      { creativeDimensions: { x: 0, y: 0, width: 10 } },
    ]) {
      expect(creative.answerTo(creative.request('requestResize', args))?.type).toBe('reject');
    }
    expect(context.rect()).toEqual(inside);
    // The box asked for is the one it collapses back to.
    creative.request('expandNonlinear');
    creative.request('collapseNonlinear');
    expect(context.rect()).toEqual(inside);
  });
});

describe('the player’s box changing size', () => {
  it('keeps the overlay within the film and tells the creative its new boxes', async () => {
    const observed: (() => void)[] = [];
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(callback: () => void) {
          observed.push(callback);
        }
        observe() {}
        disconnect() {}
      },
    );
    const context = showOverlay();
    await context.shown();
    vi.mocked(context.host.getBoundingClientRect).mockReturnValue(
      DOMRect.fromRect({ x: 0, y: 0, width: 640, height: 360 }),
    );
    observed[0]?.();
    // The box it had no longer fits: the default one of the smaller player.
    expect(context.rect()).toEqual({ x: 80, y: 226, width: 480, height: 70 });
    expect(context.creative.lastOf('SIMID:Player:resize')?.args).toEqual({
      videoDimensions: { x: 0, y: 0, width: 640, height: 360 },
      creativeDimensions: { x: 80, y: 226, width: 480, height: 70 },
      fullscreen: false,
    });
  });
});

describe('a SIMID overlay’s end', () => {
  it('comes after its duration of film played, the film’s pauses not counted', async () => {
    const context = showOverlay({ minSuggestedDuration: 10 });
    await context.shown();
    await vi.advanceTimersByTimeAsync(6000);
    context.pauseFilm();
    await vi.advanceTimersByTimeAsync(100_000);
    expect(context.report.ended).not.toHaveBeenCalled();
    context.playFilm();
    await vi.advanceTimersByTimeAsync(3999);
    expect(context.report.ended).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(context.report.ended).toHaveBeenCalledWith('completed');
    expect(context.creative.lastOf('SIMID:Player:adStopped')?.args).toEqual({ code: 5 });
    expect(context.box.style.visibility).toBe('hidden');
  });

  it('is closed by the player’s button: close tracked, adStopped 1, and gone once the creative answers', async () => {
    const context = showOverlay();
    await context.shown();
    context.closeButton()?.click();
    expect(context.closeButton()?.getAttribute('aria-label')).toBe('Закрыть');
    expect(events(context.pinged).at(-1)).toBe('close');
    expect(context.report.ended).toHaveBeenCalledWith('skipped');
    expect(context.creative.lastOf('SIMID:Player:adStopped')?.args).toEqual({ code: 1 });
    expect(context.box.isConnected).toBe(true);
    context.creative.resolve('SIMID:Player:adStopped');
    await context.flush();
    expect(context.box.isConnected).toBe(false);
    expect(context.listeners.size).toBe(0);
  });

  it('ends when the creative asks to stop (adStopped 4), giving back a film it had paused', async () => {
    const context = showOverlay();
    await context.shown();
    context.creative.request('expandNonlinear');
    const stop = context.creative.request('requestStop');
    expect(context.creative.answerTo(stop)?.type).toBe('resolve');
    expect(context.report.ended).toHaveBeenCalledWith('stopped');
    expect(context.creative.lastOf('SIMID:Player:adStopped')?.args).toEqual({ code: 4 });
    expect(context.film.play).toHaveBeenCalledOnce();
  });

  it('is taken away at once by stop() (a new break), the film left as it is', async () => {
    const context = showOverlay();
    await context.shown();
    context.creative.request('expandNonlinear');
    context.overlay.stop();
    await context.flush();
    expect(context.box.isConnected).toBe(false);
    expect(context.film.play).not.toHaveBeenCalled();
    expect(context.report.ended).toHaveBeenCalledWith('stopped');
  });

  it('drops a creative that misses a step, its Error URLs pinged with the SIMID code', async () => {
    const context = showOverlay({}, {}, true);
    await vi.advanceTimersByTimeAsync(5000);
    expect(context.report.failed).toHaveBeenCalledWith(1223, expect.any(String));
    expect(context.pinged).toEqual([`${track('error')}&code=1223`]);
    expect(context.report.started).not.toHaveBeenCalled();
    expect(context.report.ended).not.toHaveBeenCalled();
    expect(context.box.isConnected).toBe(false);
  });

  it('ends in error on the creative’s fatalError once shown, giving back a film it had paused', async () => {
    const context = showOverlay();
    await context.shown();
    context.creative.request('expandNonlinear');
    context.creative.request('fatalError', { errorCode: 1101 });
    expect(context.film.play).toHaveBeenCalledOnce();
    expect(context.report.failed).toHaveBeenCalledWith(1101, expect.any(String));
    expect(context.report.ended).toHaveBeenCalledWith('error');
  });
});

describe('the creative’s other requests', () => {
  it.each(['requestPause', 'requestPlay', 'requestSkip', 'requestChangeAdDuration'])(
    'refuses %s: the film is not the ad’s media',
    async (name) => {
      const context = showOverlay();
      await context.shown();
      expect(context.creative.answerTo(context.creative.request(name))?.type).toBe('reject');
    },
  );

  it('answers getMediaState with the film’s pause, and pings the creative’s tracking', async () => {
    const context = showOverlay();
    await context.shown();
    const state = context.creative.request('getMediaState');
    expect(context.creative.answerTo(state)?.args).toMatchObject({
      value: { paused: false, fullscreen: false },
    });
    context.creative.request('reportTracking', { trackingUrls: ['https://ads.test/mine'] });
    expect(context.reported).toEqual([['https://ads.test/mine']]);
  });
});
