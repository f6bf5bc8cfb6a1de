import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StatContext } from '../analytics/player-analytics';
import type { Episode } from '../api';
import { FakeHls, fakeHlsModule } from '../media/testing/fake-hls';
import { oneSource, settle, twoSources } from '../media/testing/attached-engine';
import { queuedEventsVideo, stubTrackElements } from '../media/testing/queued-events-video';
import type { AdPlan } from './ad-plan';
import type { RunAdBreak } from './ad-breaks-options';
import type { EpisodeLoad } from './episode-load';
import { recordingHostLink } from '../embed/testing/recording-host-link';
import { createPlayerSession } from './player-session';
import { recordingKeeper } from './progress/testing/recording-keeper';

// The ad break itself (VAST, the ad's element) has tests of its own: here each break is a promise
// the test settles, and what the session gave it is recorded.
type BreakOptions = Parameters<RunAdBreak>[0];
const breaks = {
  started: [] as (Pick<BreakOptions, 'kind' | 'contentPosition' | 'contentId' | 'autoplayed'> & {
    done: () => void;
  })[],
};
const recordingRunner: RunAdBreak = ({ kind, contentPosition, contentId, autoplayed }) =>
  new Promise<void>((done) => {
    breaks.started.push({ kind, contentPosition, contentId, autoplayed, done: () => done() });
  });

const film: StatContext = {
  content: {
    id: 1,
    title: 'Фильм',
    contentType: { slug: 'film' },
    posterUrl: null,
    kinopoiskId: null,
    year: 2024,
    countries: [],
    languages: [],
    rating: { kinopoisk: { value: null }, imdb: { value: null, url: null } },
  },
  episode: { order: 1, season: null, posterPath: null, duration: 100 },
  isSeries: false,
  userId: undefined,
};

const episode = (id: number) => ({ id, order: id, season: null }) as unknown as Episode;

function loadOf(id: number, start: Partial<EpisodeLoad> = {}): EpisodeLoad {
  return {
    episode: episode(id),
    media: oneSource,
    autoPlay: true,
    startTime: undefined,
    resumeAt: undefined,
    sessionId: `view-${id}`,
    ...start,
  };
}

const noAds: AdPlan = { preroll: [], midroll: undefined };

function startSession(
  ads: AdPlan = noAds,
  isAvailable = true,
  firstLoad = loadOf(1),
  host = recordingHostLink(false),
  video: Parameters<typeof queuedEventsVideo>[0] = {},
) {
  const { HlsClass } = fakeHlsModule();
  const element = queuedEventsVideo(video);
  const container = document.createElement('div');
  const progress = recordingKeeper();
  const stats: { name: string; payload: Record<string, unknown> }[] = [];
  const session = createPlayerSession({
    firstLoad,
    video: element.video,
    contentId: 1,
    cmcd: true,
    episodes: [firstLoad.episode],
    baseUrl: 'https://catalogue.test/api',
    langOrder: [],
    autoplay: true,
    isAvailable,
    ads,
    progress,
    statContext: () => film,
    isNativeFullscreen: () => false,
    vastHeaders: () => ({}),
    vpaidFrameUrl: 'https://player.test/vpaid-frame.html',
    loadHls: async () => HlsClass,
    sendStat: (name, payload) => stats.push({ name, payload }),
    deviceType: 'desktop',
    runAdBreak: recordingRunner,
    host: host.link,
    window,
  });
  session.ads.container.current = container;
  const { store } = session.media;
  return {
    session,
    host,
    element,
    video: element.video,
    store,
    progress,
    /** The statistics sent so far, by name. */
    sent: () => stats.map((stat) => stat.name),
    last: (name: string) => stats.findLast((stat) => stat.name === name)?.payload,
    /** The element's queued events delivered, and the first frame shown. */
    async show() {
      await settle();
      element.flush();
      store.setState({ phase: 'ready', duration: 100 });
    },
    /** Plays on to `seconds`, in quarter seconds, as timeupdate would tell. */
    playTo(seconds: number) {
      for (let time = store.getState().currentTime; time < seconds;) {
        time = Math.min(seconds, time + 0.25);
        element.video.currentTime = time;
        store.setState({ currentTime: time });
      }
    },
    seekTo(seconds: number) {
      store.setState({ seeking: true, currentTime: seconds });
      store.setState({ seeking: false });
    },
  };
}

let restoreTracks: () => void;
// The session's chunks (the breaks with the ads' modules, the host API, the QoE record) loaded once
// before any test waits for them, and never still on their way when the file ends.
beforeAll(async () => {
  await Promise.all([
    import('./ad-breaks'),
    import('./host-api'),
    import('../analytics/qoe/qoe-record'),
  ]);
}, 30_000);

beforeEach(() => {
  restoreTracks = stubTrackElements();
  breaks.started.length = 0;
  FakeHls.instances.length = 0;
});
afterEach(() => restoreTracks());

describe('the player session: the pre-roll gate', () => {
  it('holds the first play until the pre-roll has played, and the break’s own pause is nobody’s', async () => {
    const player = startSession({ preroll: ['https://ads.test/vast-1'], midroll: undefined });
    player.session.start();
    // Once the breaks' code has come (a chunk of its own).
    await vi.waitFor(() => expect(breaks.started).toHaveLength(1));
    expect(breaks.started.map((adBreak) => adBreak.kind)).toEqual(['pre-roll']);
    // What its ads' URLs tell: the content and episode, and a break that came with the autoplay.
    expect(breaks.started[0]).toMatchObject({
      contentId: `${window.location.hostname} 1/1`,
      autoplayed: true,
    });
    await player.show();
    expect(player.video.paused).toBe(true);

    breaks.started[0]?.done();
    await player.show();
    expect(player.video.paused).toBe(false);
    expect(player.sent()).toEqual(['videoplayer_play']);
    expect(player.last('videoplayer_play')).toMatchObject({ first_playback: 1 });
  });

  it('does not autoplay blocked content, and keeps no progress of its slate', async () => {
    const player = startSession(noAds, false);
    player.session.start();
    await player.show();
    expect(player.video.paused).toBe(true);
    await player.session.viewer.play();
    await player.show();
    player.playTo(5);
    player.session.dispose();
    expect(player.progress.track).not.toHaveBeenCalled();
    expect(player.progress.saveNow).not.toHaveBeenCalled();
  });
});

describe('the player session: a mid-roll', () => {
  it('pauses the film after the interval and resumes it at the same second; neither act is the viewer’s', async () => {
    const player = startSession({
      preroll: [],
      midroll: { vastUrls: ['https://ads.test/mid'], interval: 10 },
    });
    player.session.start();
    // The breaks' code in (a chunk of its own), and the film playing.
    await import('./ad-breaks');
    await player.show();
    expect(player.video.paused).toBe(false);
    player.playTo(10);
    await player.show();
    expect(breaks.started).toMatchObject([
      { kind: 'mid-roll', contentPosition: 10, autoplayed: true },
    ]);
    expect(player.video.paused).toBe(true);

    breaks.started[0]?.done();
    await player.show();
    expect(player.video.paused).toBe(false);
    expect(player.store.getState().currentTime).toBe(10);
    // The viewer's own pause afterwards is told as theirs.
    player.session.viewer.pause();
    await player.show();
    expect(player.sent().filter((name) => name !== 'videoplayer_progress')).toEqual([
      'videoplayer_play',
      'videoplayer_pause',
    ]);
  });
});

describe('the player session: an episode change', () => {
  it('saves the old episode’s place, plays the next in the same element, and starts a new view', async () => {
    const player = startSession();
    player.session.start();
    await player.show();
    player.playTo(14);
    player.session.load(loadOf(2));
    expect(player.progress.saveNow).toHaveBeenCalledWith(1, 14, { keepalive: false });
    await player.show();
    // The element plays the next episode from its start (the stand-in keeps no source of its own).
    player.store.setState({ paused: false, currentTime: 0 });
    player.playTo(3);
    expect(player.progress.track).toHaveBeenLastCalledWith(2, 3);
    expect(
      player.sent().flatMap((name) => (name === 'videoplayer_play' ? [player.last(name)] : [])),
    ).toHaveLength(2);
    expect(player.last('videoplayer_play')).toMatchObject({ first_playback: 1 });
    // One element, one hls.js alive.
    expect(FakeHls.instances.filter((hls) => !hls.destroyed)).toHaveLength(1);
    expect(FakeHls.instances.at(-1)?.media).toBe(player.video);
  });
});

describe('the player session: each statistic by its cause', () => {
  it('tells the viewer’s and the host’s seeks, not the start position’s nor a voice-over switch’s', async () => {
    const player = startSession();
    player.session.load({ ...loadOf(1, { startTime: 20 }), media: twoSources });
    await player.show();
    player.seekTo(20);
    expect(player.sent()).toEqual(['videoplayer_play']);

    player.session.viewer.seek(40);
    player.seekTo(40);
    player.session.request({ type: 'seek', args: [50] }, { by: 'host' });
    player.seekTo(50);
    player.session.request({ type: 'setAudio', args: ['source:1'] }, { by: 'viewer' });
    player.seekTo(50);
    expect(player.sent()).toEqual(['videoplayer_play', 'videoplayer_seek', 'videoplayer_seek']);
  });

  it('tells the viewer’s pause and the host’s, not an ad break’s', async () => {
    const player = startSession();
    player.session.start();
    await player.show();
    player.session.request({ type: 'pause', args: [] }, { by: 'host' });
    await player.show();
    player.session.request({ type: 'play', args: [] }, { by: 'ad-break' });
    await player.show();
    player.session.request({ type: 'pause', args: [] }, { by: 'ad-break' });
    await player.show();
    player.session.viewer.togglePlay();
    await player.show();
    expect(player.sent()).toEqual(['videoplayer_play', 'videoplayer_pause', 'videoplayer_play']);
  });

  it('routes a person’s play and pause to the ad on screen during a break, and the film waits', async () => {
    const player = startSession({ preroll: ['https://ads.test/vast-1'], midroll: undefined });
    player.session.start();
    await player.show();
    const controls = { play: vi.fn(), pause: vi.fn(), togglePlay: vi.fn() };
    player.session.ads.store.setState({
      active: true,
      ad: { controls } as never,
    });
    await player.session.viewer.togglePlay();
    player.session.request({ type: 'pause', args: [] }, { by: 'host' });
    expect(controls.togglePlay).toHaveBeenCalledTimes(1);
    expect(controls.pause).toHaveBeenCalledTimes(1);
    expect(player.session.ads.store.getState().viewerControlled).toBe(true);
    await player.show();
    expect(player.video.paused).toBe(true);
  });
});

describe('the player session: dispose', () => {
  it('leaves nothing behind: hls.js, listeners, timers, the pre-roll’s file loaded ahead, the breaks', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    try {
      const added = vi.spyOn(window, 'addEventListener');
      const removed = vi.spyOn(window, 'removeEventListener');
      const aheadMedia = { dispose: vi.fn() };
      const player = startSession(
        {
          preroll: ['https://ads.test/vast-1'],
          midroll: undefined,
          prerollAhead: Promise.resolve({ answers: new Map(), media: aheadMedia as never }),
        },
        true,
        loadOf(1, { autoPlay: false }),
      );
      // Loaded without autoplay: the pre-roll waits for a first play that never comes.
      player.session.start();
      await vi.advanceTimersByTimeAsync(0);
      player.element.flush();
      player.store.setState({ phase: 'ready', duration: 100 });

      player.session.dispose();
      await vi.advanceTimersByTimeAsync(0);
      expect(FakeHls.instances.every((hls) => hls.destroyed)).toBe(true);
      expect(aheadMedia.dispose).toHaveBeenCalledTimes(1);
      expect(vi.getTimerCount()).toBe(0);
      const names = (spy: typeof added) => spy.mock.calls.map(([name]) => name).sort();
      expect(names(removed)).toEqual(names(added));

      // Nothing listens any more: no statistics, no saves, no break.
      const sent = player.sent().length;
      await player.session.viewer.play();
      player.store.setState({ paused: false, currentTime: 30 });
      player.store.setState({ paused: true });
      expect(player.sent()).toHaveLength(sent);
      expect(player.progress.track).not.toHaveBeenCalled();
      expect(breaks.started).toEqual([]);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('the player session: the host page’s commands', () => {
  it('pauses the film on the host’s pause, passes its click to the UI, and stops listening at dispose', async () => {
    const player = startSession(noAds, true, loadOf(1), recordingHostLink(true));
    const closeMenus = vi.fn();
    player.session.host.on('closeMenus', closeMenus);
    player.session.start();
    await player.show();
    player.host.command({ kind: 'pause' });
    await player.show();
    expect(player.video.paused).toBe(true);
    expect(player.sent()).toEqual(['videoplayer_play', 'videoplayer_pause']);
    player.host.command({ kind: 'click' });
    expect(closeMenus).toHaveBeenCalledTimes(1);

    player.session.dispose();
    player.host.command({ kind: 'click' });
    expect(closeMenus).toHaveBeenCalledTimes(1);
    expect(player.host.listening()).toBe(0);
  });
});

describe('the player session: the host’s events, each with its cause', () => {
  /** The film's plays, pauses, seeks and refusals the host heard, with their causes. */
  const heard = (host: ReturnType<typeof recordingHostLink>) =>
    host.posted.flatMap((message) =>
      message.eventName === 'ready' ||
      message.eventName === 'play' ||
      message.eventName === 'pause' ||
      message.eventName === 'seeked' ||
      message.eventName === 'playRefused'
        ? [
            message.eventName === 'ready'
              ? 'ready'
              : `${message.eventName}:${(message.payload as { cause: string }).cause}`,
          ]
        : [],
    );

  function framedSession(video: Parameters<typeof queuedEventsVideo>[0] = {}) {
    const host = recordingHostLink(true);
    const player = startSession(noAds, true, loadOf(1), host, video);
    player.session.start();
    return player;
  }

  it('tells an autoplay’s first play, after ready, though it came before the host API loaded', async () => {
    const player = framedSession();
    await player.show();
    expect(player.video.paused).toBe(false);
    await vi.waitFor(() => expect(heard(player.host)).toEqual(['ready', 'play:autoplay']));
    expect(player.host.posted.find((message) => message.eventName === 'play')?.payload).toEqual({
      currentTime: 0,
      duration: null,
      cause: 'autoplay',
    });
  });

  it('tells the host’s pause and seek as the host’s, the viewer’s play as the viewer’s', async () => {
    const player = framedSession();
    await player.show();
    await vi.waitFor(() => expect(heard(player.host)).toContain('ready'));
    player.host.command({ kind: 'pause' });
    await player.show();
    player.session.request({ type: 'seek', args: [30] }, { by: 'host' });
    player.seekTo(30);
    await player.session.viewer.play();
    await player.show();
    expect(heard(player.host)).toEqual([
      'ready',
      'play:autoplay',
      'pause:host',
      'seeked:host',
      'play:viewer',
    ]);
  });

  it('tells an ad break’s pause, the end’s and the next episode’s play as the system’s', async () => {
    const player = framedSession();
    await player.show();
    await vi.waitFor(() => expect(heard(player.host)).toContain('ready'));
    player.session.request({ type: 'pause', args: [] }, { by: 'ad-break' });
    await player.show();
    player.session.request({ type: 'play', args: [] }, { by: 'ad-break' });
    await player.show();
    // The film reaches its end: the element pauses by itself there.
    player.video.currentTime = 100;
    player.store.setState({ currentTime: 100 });
    player.video.pause();
    await player.show();
    player.store.setState({ ended: true });
    player.session.load(loadOf(2));
    await player.show();
    expect(heard(player.host)).toEqual([
      'ready',
      'play:autoplay',
      'pause:system',
      'play:system',
      'pause:system',
      'play:system',
    ]);
    expect(player.host.names()).toContain('ended');
  });

  it('tells a play the browser refused, with the cause it was asked for', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const player = framedSession({ autoplay: 'never' });
    await player.show();
    await vi.waitFor(() => expect(heard(player.host)).toEqual(['ready', 'playRefused:autoplay']));
    const refusal = player.host.posted.find((message) => message.eventName === 'playRefused');
    expect(refusal?.payload).toMatchObject({ reason: 'NotAllowedError', cause: 'autoplay' });
    await player.session.viewer.play();
    await vi.waitFor(() =>
      expect(heard(player.host)).toEqual(['ready', 'playRefused:autoplay', 'playRefused:viewer']),
    );
    vi.restoreAllMocks();
  });

  it('tells an unframed page’s host nothing', async () => {
    const player = startSession();
    player.session.start();
    await player.show();
    player.session.request({ type: 'pause', args: [] }, { by: 'host' });
    await player.show();
    expect(player.host.posted).toEqual([]);
  });
});
