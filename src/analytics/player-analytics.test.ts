import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createStore } from 'zustand/vanilla';
import { createEmitter } from '../lib/emitter';
import { adPlayerError, availabilityCheckError, contentBlockedError } from '../lib/player-error';
import { createMediaSteps } from './media-steps';
import type { StatMediaState } from './media-signals';
import {
  startPlayerAnalytics,
  type StatAdEvents,
  type StatContext,
  type StatMediaEvents,
  type StatPlayerEvents,
} from './player-analytics';

type Open<T> = T & Record<string, unknown>;

const film: StatContext = {
  content: {
    id: 1,
    title: 'Фильм',
    contentType: { slug: 'film' },
    posterUrl: '/media/posters/content-1.jpg',
    kinopoiskId: 301,
    year: 2024,
    countries: [{ slug: 'ru' }],
    languages: [{ code: 'ru' }],
    rating: { kinopoisk: { value: 7.4 }, imdb: { value: null, url: null } },
  },
  episode: { order: 1, season: null, posterPath: null, duration: 100 },
  isSeries: false,
  userId: undefined,
};

const attached: StatMediaState = {
  phase: 'loading',
  paused: true,
  ended: false,
  seeking: false,
  waiting: false,
  currentTime: 0,
  duration: 0,
  bufferedEnd: 0,
  muted: false,
  playbackRate: 1,
  levels: [{ height: 360 }, { height: 720 }],
  currentLevel: -1,
  videoHeight: 0,
  pictureInPicture: false,
  audioLanguage: 'ru',
  bandwidthEstimate: undefined,
};

function startAnalytics() {
  const media = createStore<StatMediaState>()(() => attached);
  const mediaEvents = createEmitter<Open<StatMediaEvents>>();
  // The feed the session makes: each change with the cause of the request it answers.
  const steps = createMediaSteps(media);
  const playerEvents = createEmitter<Open<StatPlayerEvents>>();
  const adEvents = createEmitter<Open<StatAdEvents>>();
  const sent: { name: string; payload: Record<string, unknown> }[] = [];
  let clock = 0;
  const analytics = startPlayerAnalytics({
    media,
    mediaEvents,
    steps,
    playerEvents,
    adEvents,
    context: () => film,
    send: (name, payload) => sent.push({ name, payload }),
    deviceType: 'desktop',
    connection: { downlink: 10 },
    now: () => clock,
  });
  const set = (change: Partial<StatMediaState>) => media.setState(change);
  return {
    analytics,
    media,
    mediaEvents,
    steps,
    playerEvents,
    adEvents,
    set,
    /** A seek the viewer asked for, from asking to landing. */
    seek(to: number) {
      steps.expect('seek', { by: 'viewer' });
      set({ seeking: true, currentTime: to });
      set({ seeking: false });
    },
    /** Shows the first frame and starts playing. */
    play: () => set({ phase: 'ready', paused: false, currentLevel: 1, duration: 100.02 }),
    /** Plays on for `seconds` in steps of a quarter second, the clock along with it. */
    watch(seconds: number) {
      for (let i = 0; i < seconds * 4; i++) {
        clock += 250;
        set({ currentTime: media.getState().currentTime + 0.25 });
      }
    },
    names: () => sent.map((event) => event.name),
    last: (name: string) => sent.findLast((event) => event.name === name)?.payload,
    all: (name: string) =>
      sent.filter((event) => event.name === name).map((event) => event.payload),
  };
}

describe('player analytics', () => {
  it('sends the first play of an episode view with first_playback 1, later ones with 0', () => {
    const player = startAnalytics();
    player.play();
    player.set({ paused: true });
    player.set({ paused: false });
    expect(player.all('videoplayer_play').map((payload) => payload.first_playback)).toEqual([1, 0]);

    player.analytics.startEpisodeView();
    player.set({ paused: true });
    player.set({ paused: false });
    expect(player.all('videoplayer_play').map((payload) => payload.first_playback)).toEqual([
      1, 0, 1,
    ]);
  });

  it('tells of a play asked for before the first frame once the frame shows, where it shows', () => {
    const player = startAnalytics();
    player.set({ paused: false });
    expect(player.names()).toEqual([]);
    player.set({ phase: 'ready', currentTime: 10, duration: 100.02 });
    expect(player.names()).toEqual(['videoplayer_play']);
    expect(player.last('videoplayer_play')).toMatchObject({ first_playback: 1, current_time: 10 });
  });

  it("gives the decoded frames' height as the quality until hls.js names the level playing", () => {
    const player = startAnalytics();
    player.set({ phase: 'ready', videoHeight: 360, paused: false });
    expect(player.last('videoplayer_play')).toMatchObject({ video_quality: '360p' });
    player.set({ currentLevel: 1 });
    player.set({ paused: true });
    expect(player.last('videoplayer_pause')).toMatchObject({ video_quality: '720p' });
  });

  it('tells of no play that was paused before its first frame', () => {
    const player = startAnalytics();
    player.set({ paused: false });
    player.set({ paused: true });
    player.set({ phase: 'ready' });
    expect(player.names()).toEqual([]);
  });

  it("takes the catalogue's duration until the stream tells its own", () => {
    const player = startAnalytics();
    player.mediaEvents.emit('streamError', {
      kind: 'manifest',
      detail: 'manifestLoadError',
      fatal: true,
    });
    expect(player.last('videoplayer_error')).toMatchObject({ duration: 100 });
  });

  it('counts only the seeks the viewer asked for, once each when they land', () => {
    const player = startAnalytics();
    player.play();
    // A voice-over switch starts the new stream where the old one was: the engine's own seek.
    player.set({ seeking: true, currentTime: 12 });
    player.set({ seeking: false });
    expect(player.names()).toEqual(['videoplayer_play']);
    // A drag of the slider: several requests, one landing.
    player.steps.expect('seek', { by: 'viewer' });
    player.set({ seeking: true, currentTime: 20 });
    player.steps.expect('seek', { by: 'viewer' });
    player.set({ currentTime: 24 });
    player.set({ seeking: false });
    expect(player.names()).toEqual(['videoplayer_play', 'videoplayer_seek']);
    expect(player.last('videoplayer_seek')).toMatchObject({ current_time: 24 });
  });

  it("sends the viewer's acts on the video once each, in order", () => {
    const player = startAnalytics();
    player.play();
    player.set({ muted: true });
    player.set({ muted: false });
    player.seek(50);
    player.set({ currentLevel: 0 });
    player.set({ pictureInPicture: true });
    player.set({ paused: true });
    player.set({ paused: false });
    player.set({ paused: true, ended: true, currentTime: 100 });
    expect(player.names().filter((name) => name !== 'videoplayer_progress')).toEqual([
      'videoplayer_play',
      'videoplayer_mute',
      'videoplayer_unmute',
      'videoplayer_seek',
      'videoplayer_changeQuality',
      'videoplayer_pip',
      'videoplayer_pause',
      'videoplayer_play',
      'videoplayer_ended',
    ]);
    expect(player.last('videoplayer_seek')).toMatchObject({ current_time: 50 });
    expect(player.last('videoplayer_changeQuality')).toMatchObject({ video_quality: '360p' });
  });

  it('builds every payload from the context and the video at the moment of the event', () => {
    const player = startAnalytics();
    player.set({ bandwidthEstimate: 2_000_000 });
    player.play();
    player.watch(8);
    player.set({ playbackRate: 1.5 });
    player.set({ paused: true });
    expect(player.last('videoplayer_pause')).toEqual({
      video_id: 1,
      video_title: 'Фильм',
      duration: 100.02,
      player_type: 'embedded',
      video_category: 'film',
      video_thumbnail: '/media/posters/content-1.jpg',
      kinopoisk_raiting: 7.4,
      kinopoisk_id: 301,
      IMDb_raiting: null,
      IMDb_id: null,
      year: 2024,
      countries: ['ru'],
      current_time: 8,
      playback_rate: 1.5,
      real_time_played_sec: 8,
      video_time_played_sec: 8,
      video_quality: '720p',
      season: null,
      episode: null,
      language: 'ru',
      device_type: 'desktop',
      user_id: null,
      isTrailer: 0,
      ad_id: null,
      ad_type: null,
      ad_duration_sec: -2,
      ad_position_perc: null,
      ad_position: null,
    });
  });

  it('counts played time without seeks, pauses or stalls, per episode view', () => {
    const player = startAnalytics();
    player.play();
    player.watch(4);
    player.seek(60);
    player.watch(2);
    player.set({ waiting: true });
    player.watch(0); // a stall: the clock must not run
    player.set({ waiting: false });
    player.set({ paused: true });
    expect(player.last('videoplayer_pause')).toMatchObject({
      current_time: 62,
      real_time_played_sec: 6,
      video_time_played_sec: 6,
    });
    player.analytics.startEpisodeView();
    player.set({ paused: false });
    expect(player.last('videoplayer_play')).toMatchObject({
      real_time_played_sec: 0,
      video_time_played_sec: 0,
    });
  });

  it('reports each milestone once per episode view, when played across, however the viewer seeks', () => {
    const player = startAnalytics();
    const percents = () =>
      player.all('videoplayer_progress').map((payload) => payload.progress_percent);
    player.play();
    player.watch(11);
    player.seek(2);
    player.watch(12);
    expect(percents()).toEqual([10]);
    player.seek(30); // over 25: not played across
    player.seek(5);
    player.watch(21);
    expect(percents()).toEqual([10, 25]);
    player.seek(49);
    player.watch(2);
    player.seek(94);
    player.watch(5.75);
    player.set({ paused: true, ended: true, currentTime: 100.02 });
    expect(percents()).toEqual([10, 25, 50, 95, 100]);

    player.analytics.startEpisodeView();
    player.set({ ended: false, paused: false, currentTime: 0 });
    player.watch(11);
    expect(percents()).toEqual([10, 25, 50, 95, 100, 10]);
  });

  it('does not take the pause and resume of a mid-roll for the viewer’s, and counts no time in it', () => {
    const player = startAnalytics();
    player.play();
    player.watch(10);
    player.adEvents.emit('adBreakStart', { kind: 'mid-roll' });
    player.steps.expect('pause', { by: 'ad-break' });
    player.set({ paused: true });
    player.adEvents.emit('adStart', {
      id: 'ad-7',
      type: 'mid-roll',
      position: 10,
      duration: 15,
      perc: 10,
    });
    player.watch(0);
    player.adEvents.emit('adBreakEnd', { kind: 'mid-roll' });
    player.steps.expect('play', { by: 'ad-break' });
    player.set({ paused: false });
    player.watch(2);
    player.set({ paused: true });
    expect(player.names()).toEqual([
      'videoplayer_play',
      'videoplayer_adStart',
      'videoplayer_progress',
      'videoplayer_pause',
    ]);
    expect(player.last('videoplayer_pause')).toMatchObject({
      real_time_played_sec: 12,
      ad_id: 'ad-7',
      ad_type: 'mid-roll',
      ad_duration_sec: 15,
      ad_position_perc: 10,
      ad_position: 10,
    });
  });

  it('sends the ad events with the spec’s payload, its ad fields naming that ad', () => {
    const player = startAnalytics();
    const ad = { id: 'ad-3', type: 'pre-roll', position: 0, duration: 8, perc: 0 };
    player.adEvents.emit('adBreakStart', { kind: 'pre-roll' });
    player.adEvents.emit('adStart', ad);
    player.adEvents.emit('adTimeUpdate', { item: ad });
    player.adEvents.emit('adEnd', { item: ad, phase: 'completed' });
    const notPlayed = { id: 'ad-4', type: 'pre-roll', position: 0, duration: 15, perc: 0 };
    player.adEvents.emit('adError', {
      ...adPlayerError(401, 'https://ads.test/vast.xml'),
      item: notPlayed,
    });
    player.adEvents.emit('adBreakEnd', { kind: 'pre-roll' });
    expect(player.names()).toEqual([
      'videoplayer_adStart',
      'videoplayer_adTimeUpdate',
      'videoplayer_adComplete',
      'videoplayer_adError',
    ]);
    const fieldsOf = (id: string, duration: number) => ({
      video_id: 1,
      player_type: 'embedded',
      current_time: 0,
      ad_id: id,
      ad_type: 'pre-roll',
      ad_duration_sec: duration,
      ad_position_perc: 0,
      ad_position: 0,
    });
    for (const name of [
      'videoplayer_adStart',
      'videoplayer_adTimeUpdate',
      'videoplayer_adComplete',
    ])
      expect(player.last(name)).toMatchObject(fieldsOf('ad-3', 8));
    expect(player.last('videoplayer_adError')).toMatchObject({
      ...fieldsOf('ad-4', 15),
      error_type: 401,
    });
    // The film's own events name the ad that played, never the one that failed.
    player.play();
    player.set({ paused: true });
    expect(player.last('videoplayer_pause')).toMatchObject({ ad_id: 'ad-3' });
  });

  it('sends fullscreen, settings clicks and the speed and quality chosen', () => {
    const player = startAnalytics();
    player.play();
    player.playerEvents.emit('fullscreenChange', { fullscreen: true });
    player.playerEvents.emit('fullscreenChange', { fullscreen: false });
    player.playerEvents.emit('settingsClick', { item: 'settings' });
    player.playerEvents.emit('settingsClick', { item: 'playback-rate' });
    player.playerEvents.emit('speedSelect', { rate: 1.25 });
    player.playerEvents.emit('qualitySelect', { level: 0, height: 360 });
    player.playerEvents.emit('qualitySelect', { level: 'auto', height: undefined });
    expect(player.names().slice(1)).toEqual([
      'videoplayer_fullscreen',
      'videoplayer_fullscreen_exit',
      'videoplayer_settingsClick',
      'videoplayer_settingsClick',
      'videoplayer_speedSelect',
      'videoplayer_qualitySelect',
      'videoplayer_qualitySelect',
    ]);
    expect(player.all('videoplayer_settingsClick').map((payload) => payload.settings_item)).toEqual(
      ['settings', 'playback-rate'],
    );
    expect(player.last('videoplayer_speedSelect')).toMatchObject({ selected_speed: 1.25 });
    expect(player.all('videoplayer_qualitySelect').map((p) => p.selected_quality)).toEqual([
      '360p',
      'auto',
    ]);
  });

  it('sends errors with the network class and the buffer, and buffering ones twice', () => {
    const player = startAnalytics();
    player.play();
    player.set({ currentTime: 5, bufferedEnd: 8.456 });
    player.mediaEvents.emit('streamError', {
      kind: 'media',
      detail: 'bufferStalledError',
      fatal: false,
    });
    // No hls.js estimate yet: the browser's 10 Mbit/s downlink is 1250 kB/s, 4g.
    const fields = { error_type: 'bufferStalledError', network_type: '4g', buffer_length: 3.46 };
    expect(player.names().slice(1)).toEqual(['videoplayer_error', 'videoplayer_bufferingError']);
    expect(player.last('videoplayer_error')).toMatchObject({ ...fields, video_id: 1 });
    expect(player.last('videoplayer_bufferingError')).toMatchObject(fields);

    player.set({ bandwidthEstimate: 320_000 }); // 40 kB/s
    player.playerEvents.emit('error', contentBlockedError());
    expect(player.names().slice(3)).toEqual(['videoplayer_error']);
    expect(player.last('videoplayer_error')).toMatchObject({
      error_type: 'Video blocked',
      network_type: 'gprs',
    });
    player.playerEvents.emit('error', availabilityCheckError(new Error('HTTP 500')));
    expect(player.names().slice(4)).toEqual(['videoplayer_error']);
    expect(player.last('videoplayer_error')).toMatchObject({
      error_type: 'Availability check failed',
    });
  });

  it('stops listening when disposed', () => {
    const player = startAnalytics();
    player.analytics.dispose();
    player.play();
    player.playerEvents.emit('fullscreenChange', { fullscreen: true });
    player.mediaEvents.emit('streamError', {
      kind: 'network',
      detail: 'fragLoadError',
      fatal: false,
    });
    expect(player.names()).toEqual([]);
  });
});

describe('the playing ping of player analytics', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('pings every 60 s of playing, never while paused, stalled or in an ad', () => {
    const player = startAnalytics();
    const pings = () => player.all('videoplayer_ping').length;
    player.play();
    vi.advanceTimersByTime(59_000);
    player.set({ waiting: true });
    vi.advanceTimersByTime(30_000);
    expect(pings()).toBe(0);
    player.set({ waiting: false });
    vi.advanceTimersByTime(1_000);
    expect(pings()).toBe(1);
    player.adEvents.emit('adBreakStart', { kind: 'mid-roll' });
    vi.advanceTimersByTime(120_000);
    player.adEvents.emit('adBreakEnd', { kind: 'mid-roll' });
    player.set({ paused: true });
    vi.advanceTimersByTime(120_000);
    expect(pings()).toBe(1);
    player.set({ paused: false });
    vi.advanceTimersByTime(60_000);
    expect(pings()).toBe(2);
    expect(player.last('videoplayer_ping')).toMatchObject({ video_id: 1, player_type: 'embedded' });
    player.analytics.dispose();
    vi.advanceTimersByTime(120_000);
    expect(pings()).toBe(2);
  });
});

// Each play, pause and seek is told by the cause of the request it answers, never by its order.
describe('the statistics of each cause', () => {
  const seekTo = (player: ReturnType<typeof startAnalytics>, to: number) => {
    player.set({ seeking: true, currentTime: to });
    player.set({ seeking: false });
  };

  it.each([
    ['the viewer', { by: 'viewer' }, ['videoplayer_seek']],
    ['the host page', { by: 'host' }, ['videoplayer_seek']],
    ['the start position', { by: 'start-time' }, []],
    ['a voice-over switch', { by: 'source-switch' }, []],
  ] as const)('a seek asked by %s', (_name, cause, sent) => {
    const player = startAnalytics();
    player.play();
    player.steps.expect('seek', cause);
    seekTo(player, 30);
    expect(player.names().filter((name) => name === 'videoplayer_seek')).toEqual(sent);
  });

  it('a seek nobody asked for (the stream settling) is nobody’s', () => {
    const player = startAnalytics();
    player.play();
    seekTo(player, 30);
    expect(player.names()).toEqual(['videoplayer_play']);
  });

  it.each([
    ['the viewer', { by: 'viewer' }, ['videoplayer_pause', 'videoplayer_play']],
    ['the host page', { by: 'host' }, ['videoplayer_pause', 'videoplayer_play']],
    ['an ad break', { by: 'ad-break' }, []],
  ] as const)('a pause and a play asked by %s', (_name, cause, sent) => {
    const player = startAnalytics();
    player.play();
    player.steps.expect('pause', cause);
    player.set({ paused: true });
    player.steps.expect('play', cause);
    player.set({ paused: false });
    expect(player.names().slice(1)).toEqual(sent);
  });

  it('a pause nobody asked for through the player (the platform’s own controls) is the viewer’s', () => {
    const player = startAnalytics();
    player.play();
    player.set({ paused: true });
    expect(player.names()).toEqual(['videoplayer_play', 'videoplayer_pause']);
  });

  it('an ad break’s pause asked while the film was paused leaves the viewer’s next pause theirs', () => {
    const player = startAnalytics();
    // The pre-roll holds the first play: its pause finds the film paused already.
    player.steps.expect('pause', { by: 'ad-break' });
    player.steps.expect('play', { by: 'autoplay' });
    player.play();
    player.set({ paused: true });
    expect(player.names()).toEqual(['videoplayer_play', 'videoplayer_pause']);
  });
});
