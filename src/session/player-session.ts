import { createStore, type StoreApi } from 'zustand/vanilla';
import { createAdEvents } from '../ads/ad-events';
import type { AdHistoryItem } from '../ads/ad-history';
import { createAdStore } from '../ads/ad-view';
import type { DeviceType } from '../analytics/device-type';
import { createMediaSteps } from '../analytics/media-steps';
import { droppedFramesOf, watchQoeMoments, type QoeMoment } from '../analytics/qoe/qoe-moments';
import { startPlayerAnalytics, type StatContext } from '../analytics/player-analytics';
import type { StatFunction } from '../analytics/send-stat';
import type { Episode } from '../api';
import type { HostLink } from '../embed/host-link';
import { isIOS } from '../embed/is-ios';
import type { Cause } from '../lib/cause';
import { createEmitter } from '../lib/emitter';
import { createLateFeed } from '../lib/late-feed';
import type { PlayerError } from '../lib/player-error';
import type { HlsConstructor } from '../media/load-hls';
import { cmcdView } from '../media/cmcd/cmcd';
import { createMediaEngine } from '../media/media-engine';
import { createMediaEvents } from '../media/media-events';
import { createMediaStore } from '../media/media-store';
import type { ViewerCredentials } from '../media/stream-protection';
import { loadedState } from '../media/video-events';
import { createContentVideo } from '../media/content-video';
import type { AdPlan } from './ad-plan';
import type { RunAdBreak } from './ad-breaks-options';
import { startAdBreaksWhenLoaded } from './ad-breaks-loader';
import { rememberAudioChoices } from './audio-memory';
import type { EpisodeLoad } from './episode-load';
import { createEpisodeSession } from './episode-session';
import type { HostFeedEvent } from './host-api';
import { hostPlaybackMessages, hostRefusalMessage } from './host-playback';
import type { HostUiRequests } from './host-calls';
import { withPersistentVolume } from './persistent-volume';
import { createPlayerEvents } from './player-events';
import { readPlaybackRate, readSubtitleLanguage, readVolume } from './preferences';
import { withRememberedChoices } from './remembered-choices';
import { keepProgress } from './progress-saving';
import type { ProgressKeeper } from './progress/progress-keeper';
import { createRequests, type PlayerRequest } from './requests';
import { createViewStatus, type ViewStatusStore } from './view-status';
import { createSessionFullscreen } from './session-fullscreen';

export interface PlayerSessionOptions {
  /** The first episode and how it starts: the boot's stream in its element, if it showed a frame. */
  firstLoad: EpisodeLoad;
  /** The content video, where the page has made its own (else the boot's, or a new one). */
  video?: HTMLVideoElement;
  contentId: number;
  /** The content's episodes (the host may ask for any of them). */
  episodes: readonly Episode[];
  /** The catalogue the next episodes' media come from, and the voice-overs the page prefers. */
  baseUrl: string;
  langOrder: string[];
  /** auto_play: whether the next episode starts by itself at the end of one. */
  autoplay: boolean;
  /** The view's status store, which the session sets as its episodes load (else one of its own). */
  status?: ViewStatusStore;
  /** Blocked content plays only its placeholder slate: no autoplay, nobody's progress. */
  isAvailable: boolean;
  ads: AdPlan;
  progress: ProgressKeeper;
  /** Who watches what, read at each statistic. */
  statContext(): StatContext;
  /** Why the availability check gave no answer, told once to the statistics. */
  availabilityFailure?: PlayerError;
  /** The content video shows in the platform's own fullscreen, where no overlay can show. */
  isNativeFullscreen(video: HTMLVideoElement): boolean;
  vastHeaders(): Record<string, string>;
  vpaidFrameUrl: string;
  loadHls: () => Promise<HlsConstructor>;
  /** Who watches, as a protected stream's license requests tell it (the API client). */
  viewer?: ViewerCredentials;
  sendStat: StatFunction;
  deviceType: DeviceType;
  connection?: { downlink?: number };
  /** Whether the streams' requests carry CMCD (the embed setting `cmcd`). */
  cmcd: boolean;
  /** Where each episode view's QoE record goes as a beacon (the embed setting `qoeUrl`). */
  qoeUrl?: string;
  /** What plays one ad break; the ads' own (loaded with the breaks' chunk) by default. */
  runAdBreak?: RunAdBreak;
  /** The way to the page that frames the player: every message to it and every command from it. */
  host: HostLink;
  /** The page's window: its exit and visibility save the viewer's place. */
  window: Window;
}

// The UI's requests are the viewer's.
const viewerCause: Cause = { by: 'viewer' };

/**
 * The player without its UI, for one content: the media engine and its store, the episode and the
 * navigation between episodes, the ad breaks around the film, the statistics, the viewer's
 * progress and preferences, the host page's commands. The UI renders from its stores, asks through
 * `request` (or the viewer's engine) and `selectEpisode`, and calls `start` once the content video
 * is in the page; `dispose` ends all of it.
 */
export function createPlayerSession(options: PlayerSessionOptions) {
  // One element plays every episode: the one the page's boot showed the first frame in, if it did.
  const video = options.video ?? options.firstLoad.prepared?.video ?? createContentVideo();
  const mediaEvents = createMediaEvents();
  const store = createMediaStore();
  // A frame already on screen: the first render shows it, not a loading screen over it.
  store.setState(loadedState(video));
  const engine = withRememberedChoices(
    withPersistentVolume(createMediaEngine(store, options.loadHls, mediaEvents, options.viewer)),
    store,
  );
  const changes = createMediaSteps(store);
  const adStore = createAdStore();
  const adEvents = createAdEvents();
  const adHistory: StoreApi<AdHistoryItem[]> = createStore<AdHistoryItem[]>()(() => []);
  const events = createPlayerEvents();
  const link = options.host;
  const fullscreen = createSessionFullscreen({
    host: link,
    events,
    isIOS: () => isIOS(options.window.navigator),
  });
  const { request, engineFor } = createRequests({ engine, ads: adStore, changes, fullscreen });
  const episodes = createEpisodeSession({
    status: options.status ?? createViewStatus(options.autoplay),
    onSelect: (episode) => framed && hostFeed.push(['episodeChanged', episode]),
    firstLoad: options.firstLoad,
    contentId: options.contentId,
    isAvailable: options.isAvailable,
    baseUrl: options.baseUrl,
    langOrder: options.langOrder,
    progress: options.progress,
    cmcd: options.cmcd,
  });
  // The box the ads play in, which the UI renders (a React ref object).
  const adContainer: { current: HTMLDivElement | null } = { current: null };
  // What the host page asks that only the UI can do (its menus).
  const host = createEmitter<HostUiRequests>();
  // The host API of a framed player loads with its first episode; what it must tell waits for it.
  const framed = link.framed;
  const hostFeed = createLateFeed<HostFeedEvent>();

  const analytics = startPlayerAnalytics({
    media: store,
    mediaEvents,
    steps: changes,
    playerEvents: events,
    adEvents,
    context: options.statContext,
    send: options.sendStat,
    deviceType: options.deviceType,
    connection: options.connection,
  });
  // The views' moments, kept until the QoE's own chunk (loading now) makes their records.
  const qoeMoments = createLateFeed<QoeMoment>();
  const endQoeView = () =>
    qoeMoments.push({
      kind: 'view-end',
      at: performance.now(),
      droppedFrames: droppedFramesOf(video),
    });
  void import('../analytics/qoe/qoe-record').then(({ qoeReports }) => {
    if (!disposed) stops.push(qoeMoments.listen(qoeReports(analytics.reportQoe, options.qoeUrl)));
  });
  const stops = [
    watchQoeMoments({ video, media: store, asked: changes, adBreaks: adEvents }, qoeMoments.push),
    analytics.dispose,
    changes.dispose,
    // A play the element refused answers the request that asked for it, whoever that was.
    mediaEvents.on('playRefused', ({ reason }) => changes.refused(reason)),
    adEvents.on('adStart', (item) => adHistory.setState((items) => [...items, item], true)),
    rememberAudioChoices(store, options.contentId),
    ...(framed
      ? [
          adEvents.on('adStart', (item) => hostFeed.push(['adStart', item])),
          adEvents.on('adEnd', (end) => hostFeed.push(['adEnd', end])),
          adEvents.on('adError', (error) => hostFeed.push(['error', error])),
          events.on('error', (error) => hostFeed.push(['error', error])),
          mediaEvents.on('streamError', (error) => error.fatal && hostFeed.push(['error', error])),
          // The film's plays, pauses and seeks with their causes, from the first one on.
          changes.on('step', ({ changes: step }) => {
            for (const message of hostPlaybackMessages(video, step)) {
              hostFeed.push(['playback', message]);
            }
          }),
          changes.on('refused', ({ cause, reason }) =>
            hostFeed.push(['playback', hostRefusalMessage(video, cause, reason)]),
          ),
        ]
      : []),
    // Before any attach: the pre-roll must hold an autoplay from the very first play.
    startAdBreaksWhenLoaded({
      plan: options.ads,
      engine: engineFor({ by: 'ad-break' }),
      media: store,
      adStore,
      events: adEvents,
      episode: () => currentEpisode(),
      container: () => adContainer.current,
      isNativeFullscreen: () => options.isNativeFullscreen(video),
      vastHeaders: options.vastHeaders,
      vpaidFrameUrl: options.vpaidFrameUrl,
      contentId: () => `${options.contentId}/${currentEpisode().id}`,
      prerollAutoplayed: options.firstLoad.autoPlay,
      runAdBreak: options.runAdBreak,
    }),
  ];

  let current: { load: EpisodeLoad; stopProgress?: () => void } | undefined;
  let started = false;
  let disposed = false;

  function unload() {
    // The episode's place is saved before the element moves on, and its view is told.
    current?.stopProgress?.();
    endQoeView();
    if (current) engine.detach();
    current = undefined;
    changes.forget();
  }

  /** Plays this load in the one element: a new episode is a new view of the statistics. */
  function load(next: EpisodeLoad): void {
    if (disposed || current?.load === next) return;
    const newEpisode = current?.load.episode.id !== next.episode.id;
    const first = !started;
    started = true;
    unload();
    const autoPlay = next.autoPlay && options.isAvailable;
    // An autoplay's intent is the page's start (the first episode), or this load (the next ones).
    const ids = { sessionId: next.sessionId, episodeId: next.episode.id };
    qoeMoments.push({
      kind: 'view-start',
      at: performance.now(),
      ids,
      intentAt: autoPlay ? (first ? 0 : performance.now()) : undefined,
      droppedFrames: droppedFramesOf(video),
    });
    // The page's own start is autoplay's; a later episode's start is the episode change's.
    if (autoPlay) changes.expect('play', first ? { by: 'autoplay' } : { by: 'episode-change' });
    if (next.startTime) changes.expect('seek', { by: 'start-time' });
    engine.attach(video, next.media, {
      autoPlay,
      startTime: next.startTime,
      prepared: next.prepared,
      ...readVolume(),
      playbackRate: readPlaybackRate(),
      subtitleLanguage: readSubtitleLanguage(),
      cmcd: cmcdView(options.cmcd, next.sessionId, options.contentId, next.episode.id),
    });
    if (newEpisode) analytics.startEpisodeView();
    // Told with the first episode's view, once.
    if (first && options.availabilityFailure) events.emit('error', options.availabilityFailure);
    current = {
      load: next,
      stopProgress: options.isAvailable
        ? keepProgress(options.progress, changes, next.episode.id, options.window)
        : undefined,
    };
  }

  // The episode playing, or the first one while none can (an episode whose media failed).
  const currentEpisode = () => {
    const state = episodes.store.getState();
    return state.status === 'playing' ? state.load.episode : options.firstLoad.episode;
  };

  function startHostApi(): void {
    void import('./host-api').then(({ startHostApi }) => {
      if (disposed) return;
      stops.push(
        startHostApi({
          link,
          video,
          store,
          request,
          episodes: options.episodes,
          currentEpisode,
          selectEpisode: episodes.select,
          adOnScreen: () => adStore.getState().active,
          askUi: host.emit,
          feed: hostFeed.listen,
        }),
      );
    });
  }

  stops.push(
    episodes.dispose,
    // The episode chosen plays as soon as its media are in; one that cannot leaves the element,
    // and its error is told (statistics, the host) as the stream's are.
    episodes.store.subscribe((state, previous) => {
      if (!started) return;
      if (state.status === 'playing') load(state.load);
      else unload();
      if (state.status === 'failed' && previous.status !== 'failed')
        events.emit('error', state.error);
    }),
    // Only the frame that embeds the player may command it (listenToParent checks the source).
    link.listen({
      pause: () => void request({ type: 'pause', args: [] }, { by: 'host' }),
      click: () => host.emit('closeMenus', undefined),
    }),
  );

  return {
    video,
    media: { store, engine },
    /** The viewer's engine: what the controls ask, as the viewer's requests. */
    viewer: engineFor(viewerCause),
    ads: {
      store: adStore,
      events: adEvents,
      history: adHistory,
      container: adContainer,
    },
    episodes: { store: episodes.store, setAutoplay: episodes.setAutoplay },
    /** Where the viewer's place is kept, locally and on the server. */
    progress: options.progress,
    /** The episode playing (the first one while the one chosen cannot). */
    currentEpisode,
    events,
    host,
    /** The player's fullscreen: the UI attaches its element; the viewer's requests change it. */
    fullscreen: {
      store: fullscreen.store,
      attach: fullscreen.attach,
      enter: () => request({ type: 'enterFullscreen', args: [] }, viewerCause) as Promise<boolean>,
      exit: () => void request({ type: 'exitFullscreen', args: [] }, viewerCause),
      toggle: () => void request({ type: 'toggleFullscreen', args: [] }, viewerCause),
    },
    selectEpisode: episodes.select,
    /** Asks the player for something, for a cause (the host's commands, the player's own acts). */
    request: (asked: PlayerRequest, cause: Cause) => request(asked, cause),
    /** Plays the episode the session holds; the UI calls it once the content video is in the page. */
    start(): void {
      const state = episodes.store.getState();
      if (started || state.status !== 'playing') return;
      load(state.load);
      if (framed) startHostApi();
    },
    /** Plays this load in the one element (the episode session does, on each selection). */
    load,
    /** Ends everything: the breaks, the statistics, the saves (the place saved), the stream. */
    dispose(): void {
      if (disposed) return;
      disposed = true;
      unload();
      current = undefined;
      for (const stop of stops.splice(0).reverse()) stop();
    },
  };
}

export type PlayerSession = ReturnType<typeof createPlayerSession>;
