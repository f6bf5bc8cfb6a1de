import { startAdStats, type StatAdEvents } from './ad-stats';
import type { DeviceType } from './device-type';
import { errorFields } from './error-fields';
import { isPersonCause } from '../lib/cause';
import { isBufferingError, type PlayerError } from '../lib/player-error';
import {
  isPlaying,
  type StatMediaChange,
  type StatMediaState,
  type StatMediaStep,
} from './media-signals';
import { createMilestoneTracker } from './milestones';
import { createPlayedTime } from './played-time';
import { createPlayingPing } from './playing-ping';
import type { StatFunction } from './send-stat';
import { statEventName, type StatEvent } from './stat-names';
import { adFields, type StatAdItem } from './stat-ad-fields';
import type { Subscribable } from './subscribable';
import { buildStatPayload, type StatContent, type StatPlayback } from './stat-payload';

export type { Subscribable } from './subscribable';
export type { StatAdEvents } from './ad-stats';

/** The media store, read at each event (its changes come as steps). */
export interface StatMediaSource {
  getState(): StatMediaState;
}

/** The player's own events that analytics reports (the UI publishes them; none calls analytics). */
export interface StatPlayerEvents {
  fullscreenChange: { fullscreen: boolean };
  /** The settings button or one of its entries: 'settings', 'quality', 'playback-rate', 'subs'. */
  settingsClick: { item: string };
  speedSelect: { rate: number };
  qualitySelect: { level: number | 'auto'; height: number | undefined };
  error: PlayerError;
}

export interface StatMediaEvents {
  streamError: PlayerError;
}

/** Each change of the content video's state, its signals with the causes of the requests they answer. */
export interface StatMediaSteps {
  step: StatMediaStep;
}

/** Who watches what, read at each event. */
export interface StatContext {
  content: StatContent;
  /** The episode playing, with the catalogue's duration for the moments before the stream's is known. */
  episode: StatPlayback['episode'] & { duration: number | null };
  isSeries: boolean;
  userId: string | undefined;
}

export interface PlayerAnalyticsOptions {
  media: StatMediaSource;
  mediaEvents: Subscribable<StatMediaEvents>;
  steps: Subscribable<StatMediaSteps>;
  playerEvents: Subscribable<StatPlayerEvents>;
  adEvents: Subscribable<StatAdEvents>;
  context(): StatContext;
  send: StatFunction;
  deviceType: DeviceType;
  /** The browser's Network Information, the bandwidth estimate before hls.js has one. */
  connection?: { downlink?: number };
  now?: () => number;
}

/**
 * Turns the player's, the engine's and the ads' events into the page's statistics (spec section 7).
 * One episode view at a time: `startEpisodeView` begins the next (first play, milestones, counters).
 */
export function startPlayerAnalytics(options: PlayerAnalyticsOptions) {
  const { media, send } = options;
  let played = createPlayedTime(options.now);
  let milestones = createMilestoneTracker();
  let firstPlayback = true;
  // A play asked for before the first frame is told once it shows, with its real position.
  let playPending = false;
  let adBreak = false;
  const ping = createPlayingPing(() => report('ping'));
  // The ad events name their own ad; every other event names the last ad that played.
  const adStats = startAdStats(
    options.adEvents,
    (event, ad, extra) => send(statEventName(event), payload(extra, ad)),
    options.now ?? (() => performance.now()),
  );

  function payload(
    extra: Record<string, unknown> | undefined,
    ad: StatAdItem | undefined,
  ): Record<string, unknown> {
    const state = media.getState();
    const { content, episode, isSeries, userId } = options.context();
    const playback: StatPlayback = {
      episode,
      isSeries,
      userId,
      currentTime: state.currentTime,
      duration: state.duration > 0 ? state.duration : (episode.duration ?? 0),
      playbackRate: state.playbackRate,
      // hls.js names the level once playback reaches it; until then the decoded frames tell.
      qualityHeight: state.levels[state.currentLevel]?.height ?? (state.videoHeight || undefined),
      language: state.audioLanguage,
      realTimePlayed: played.realSeconds(),
      videoTimePlayed: played.videoSeconds(),
      deviceType: options.deviceType,
    };
    return { ...buildStatPayload(content, playback, adFields(ad)), ...extra };
  }

  function report(event: StatEvent, extra?: Record<string, unknown>): Record<string, unknown> {
    const sent = payload(extra, adStats.lastAd());
    send(statEventName(event), sent);
    return sent;
  }

  function reportError(error: PlayerError) {
    const fields = errorFields(error, media.getState(), options.connection);
    report('error', fields);
    if (isBufferingError(error)) report('bufferingError', fields);
  }

  function reportPlay() {
    report('play', { first_playback: firstPlayback ? 1 : 0 });
    firstPlayback = false;
  }

  // Each change is told by its cause: an ad break's pause and resume and the end's pause are
  // nobody's, and only the seeks a person asked for count (a start position or a voice-over's
  // reload seeks by itself).
  function onChange({ signal, cause }: StatMediaChange, state: StatMediaState) {
    if (cause?.by === 'ad-break' || cause?.by === 'end') return;
    if (signal === 'pause' && playPending) {
      // Paused before its first frame: that play never showed, and neither did this pause.
      playPending = false;
    } else if (signal === 'play') {
      if (state.phase === 'ready') reportPlay();
      else playPending = true;
    } else if (signal === 'seek') {
      if (cause && isPersonCause(cause)) report('seek');
    } else report(signal);
  }

  // A stretch played without a seek: the milestones it crosses (the end counts as the duration).
  function crossMilestones(state: StatMediaState, previous: StatMediaState) {
    if (state.phase !== 'ready' || state.seeking || previous.seeking || previous.paused) return;
    const to = state.ended ? state.duration : state.currentTime;
    for (const milestone of milestones.played(previous.currentTime, to, state.duration)) {
      report('progress', { progress_percent: milestone });
    }
  }

  const updatePlaying = () => {
    const playing = !adBreak && isPlaying(media.getState());
    played.setPlaying(playing);
    ping.setPlaying(playing);
  };

  const unsubscribes = [
    options.steps.on('step', ({ state, previous, changes }) => {
      played.addStep(state, previous);
      updatePlaying();
      for (const change of changes) onChange(change, state);
      if (playPending && state.phase === 'ready') {
        playPending = false;
        if (!state.paused) reportPlay();
      }
      crossMilestones(state, previous);
    }),
    options.mediaEvents.on('streamError', reportError),
    options.playerEvents.on('error', reportError),
    options.playerEvents.on('fullscreenChange', ({ fullscreen }) =>
      report(fullscreen ? 'fullscreen' : 'fullscreenExit'),
    ),
    options.playerEvents.on('settingsClick', ({ item }) =>
      report('settingsClick', { settings_item: item }),
    ),
    options.playerEvents.on('speedSelect', ({ rate }) =>
      report('speedSelect', { selected_speed: rate }),
    ),
    options.playerEvents.on('qualitySelect', ({ level, height }) =>
      report('qualitySelect', {
        selected_quality: level === 'auto' || height === undefined ? 'auto' : `${height}p`,
      }),
    ),
    options.adEvents.on('adBreakStart', () => {
      adBreak = true;
      updatePlaying();
    }),
    options.adEvents.on('adBreakEnd', () => {
      adBreak = false;
      updatePlaying();
    }),
  ];

  return {
    /** Tells how an episode view went (videoplayer_qoe); returns the payload sent. */
    reportQoe: (fields: Record<string, unknown>) => report('qoe', fields),
    /** A new episode view: the next play is a first playback; milestones and counters start over. */
    startEpisodeView() {
      played = createPlayedTime(options.now);
      milestones = createMilestoneTracker();
      firstPlayback = true;
      playPending = false;
      updatePlaying();
    },
    dispose() {
      for (const unsubscribe of unsubscribes) unsubscribe();
      adStats.dispose();
      ping.dispose();
    },
  };
}

export type PlayerAnalytics = ReturnType<typeof startPlayerAnalytics>;
