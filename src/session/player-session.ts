import { createStore, type StoreApi } from 'zustand/vanilla';
import { createAdEvents } from '../ads/ad-events';
import type { AdHistoryItem } from '../ads/ad-history';
import { createAdStore } from '../ads/ad-view';
import type { DeviceType } from '../analytics/device-type';
import { createMediaSteps } from '../analytics/media-steps';
import { startPlayerAnalytics, type StatContext } from '../analytics/player-analytics';
import type { StatFunction } from '../analytics/send-stat';
import type { Cause } from '../lib/cause';
import type { HlsConstructor } from '../media/load-hls';
import { createMediaEngine } from '../media/media-engine';
import { createMediaEvents } from '../media/media-events';
import { createMediaStore } from '../media/media-store';
import { loadedState } from '../media/video-events';
import type { AdPlan } from './ad-plan';
import { startAdBreaks } from './ad-breaks';
import { rememberAudioChoices } from './audio-memory';
import type { EpisodeLoad } from './episode-load';
import { withPersistentVolume } from './persistent-volume';
import { createPlayerEvents } from './player-events';
import { readVolume } from './preferences';
import { keepProgress } from './progress-saving';
import type { ProgressKeeper } from './progress/progress-keeper';
import { createRequests, type PlayerRequest } from './requests';

export interface PlayerSessionOptions {
  /** The content video: one element plays every episode (the boot's, if it showed the first frame). */
  video: HTMLVideoElement;
  contentId: number;
  /** Blocked content plays only its placeholder slate: no autoplay, nobody's progress. */
  isAvailable: boolean;
  ads: AdPlan;
  progress: ProgressKeeper;
  /** Who watches what, read at each statistic. */
  statContext(): StatContext;
  /** Why the availability check gave no answer, told once to the statistics. */
  availabilityFailure?: { type: string; message: string };
  /** The box the ads play in; null while the UI has not rendered it. */
  adContainer(): HTMLElement | null;
  /** The content video shows in the platform's own fullscreen, where no overlay can show. */
  isNativeFullscreen(): boolean;
  vastHeaders(): Record<string, string>;
  vpaidFrameUrl: string;
  loadHls: () => Promise<HlsConstructor>;
  sendStat: StatFunction;
  deviceType: DeviceType;
  connection?: { downlink?: number };
}

/**
 * The player without its UI: the media engine and its store, the ad breaks around the film, the
 * statistics, the viewer's progress and preferences, for one content. The UI renders from its
 * stores and asks through `request` (or the viewer's engine); `load` plays an episode in the one
 * element; `dispose` ends all of it.
 */
export function createPlayerSession(options: PlayerSessionOptions) {
  const { video } = options;
  const mediaEvents = createMediaEvents();
  const store = createMediaStore();
  // A frame already on screen: the first render shows it, not a loading screen over it.
  store.setState(loadedState(video));
  const engine = withPersistentVolume(createMediaEngine(store, options.loadHls, mediaEvents));
  const changes = createMediaSteps(store);
  const adStore = createAdStore();
  const adEvents = createAdEvents();
  const adHistory: StoreApi<AdHistoryItem[]> = createStore<AdHistoryItem[]>()(() => []);
  const events = createPlayerEvents();
  const { request, engineFor } = createRequests({ engine, ads: adStore, changes });

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
  const stops = [
    analytics.dispose,
    changes.dispose,
    adEvents.on('adStart', (item) => adHistory.setState((items) => [...items, item], true)),
    rememberAudioChoices(store, options.contentId),
    // Before any attach: the pre-roll must hold an autoplay from the very first play.
    startAdBreaks({
      plan: options.ads,
      engine: engineFor({ by: 'ad-break' }),
      media: store,
      adStore,
      events: adEvents,
      container: options.adContainer,
      isNativeFullscreen: options.isNativeFullscreen,
      vastHeaders: options.vastHeaders,
      vpaidFrameUrl: options.vpaidFrameUrl,
    }),
  ];

  let current: { load: EpisodeLoad; stopProgress?: () => void } | undefined;
  let disposed = false;

  function unload() {
    // The episode's place is saved before the element moves on.
    current?.stopProgress?.();
    if (current) engine.detach();
    changes.forget();
  }

  return {
    video,
    media: { store, engine },
    /** The viewer's engine: what the controls ask, as the viewer's requests. */
    viewer: engineFor({ by: 'viewer' }),
    ads: { store: adStore, events: adEvents, history: adHistory },
    events,
    /** Asks the player for something, for a cause (the host's commands, the player's own acts). */
    request: (asked: PlayerRequest, cause: Cause) => request(asked, cause),
    /** Plays this load in the one element: a new episode is a new view of the statistics. */
    load(load: EpisodeLoad): void {
      if (disposed || current?.load === load) return;
      const newEpisode = current?.load.episode.id !== load.episode.id;
      unload();
      const autoPlay = load.autoPlay && options.isAvailable;
      if (autoPlay) changes.expect('play', { by: 'autoplay' });
      if (load.startTime) changes.expect('seek', { by: 'start-time' });
      engine.attach(video, load.media, {
        autoPlay,
        startTime: load.startTime,
        prepared: load.prepared,
        ...readVolume(),
      });
      if (newEpisode) analytics.startEpisodeView();
      // Told with the first episode's view, once.
      if (!current && options.availabilityFailure) {
        events.emit('error', options.availabilityFailure);
      }
      current = {
        load,
        stopProgress: options.isAvailable
          ? keepProgress(options.progress, store, load.episode.id)
          : undefined,
      };
    },
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
