import { useMemo } from 'react';
import { useStore } from 'zustand';
import { deviceType } from '../analytics/device-type';
import type { StatContext } from '../analytics/player-analytics';
import { createStatSender } from '../analytics/send-stat';
import { cookieSessionStore } from '../api';
import { postToParent } from '../embed/parent-messages';
import { strings } from '../lib/strings';
import { loadHls } from '../media/load-hls';
import type { ViewerCredentials } from '../media/stream-protection';
import type { PlayerContextValue } from '../player/player-context';
import { PlayerView } from '../player/player-view';
import { useDisposable } from '../player/use-disposable';
import type { AdPlan } from '../session/ad-plan';
import type { EpisodeLoad } from '../session/episode-load';
import { isSeries, nextEpisodeOf, playerTitle } from '../session/episode-order';
import { createPlayerSession, type PlayerSession } from '../session/player-session';
import type { PlayerQuery } from '../shared/player-query';
import type { ProgressKeeper } from '../session/progress/progress-keeper';
import type { EmbedSettings } from './embed-settings';
import { PageErrorScreen, pageErrors } from './page-error-screen';
import type { CatalogueData } from './load-player-data';

interface EpisodePlayerProps {
  catalogue: CatalogueData;
  firstLoad: EpisodeLoad;
  adPlan: AdPlan;
  query: PlayerQuery;
  settings: EmbedSettings;
  progress: ProgressKeeper;
  /** Who watches, as the services' calls and a protected stream's license requests tell it. */
  viewer: ViewerCredentials;
}

type NavigatorWithConnection = Navigator & { connection?: { downlink?: number } };

// The page's headers of spec section 7, which VAST requests carry too.
const vastHeaders = () => ({ 'X-Session-Context': cookieSessionStore().deviceId() ?? '' });

// The platform's own video fullscreen (iOS), where no overlay can show.
function isNativeFullscreen(video: HTMLVideoElement): boolean {
  const webkit = video as HTMLVideoElement & { webkitDisplayingFullscreen?: boolean };
  return document.fullscreenElement === video || webkit.webkitDisplayingFullscreen === true;
}

/** An address of the settings, absolute; none (and a warning) when it is no address. */
function absoluteUrl(text: string | undefined): string | undefined {
  if (text === undefined) return undefined;
  try {
    return new URL(text, document.baseURI).href;
  } catch {
    console.warn('[player] not an address, ignored:', text);
    return undefined;
  }
}

/** The player session of one content, with what the page knows: its catalogue, query and settings. */
function startSession(props: EpisodePlayerProps): PlayerSession {
  const { catalogue, query, settings } = props;
  const isContentSeries = isSeries(catalogue.content, catalogue.episodes);
  // Who watches what, read at each statistic: the episode the session plays now.
  const statContext = (): StatContext => {
    const episode = session.currentEpisode();
    return { content: catalogue.content, episode, isSeries: isContentSeries, userId: query.userId };
  };
  const session = createPlayerSession({
    firstLoad: props.firstLoad,
    contentId: catalogue.content.id,
    episodes: catalogue.episodes,
    baseUrl: settings.baseUrl,
    langOrder: query.langOrder,
    autoplay: query.autoPlay,
    isAvailable: catalogue.isAvailable,
    ads: props.adPlan,
    progress: props.progress,
    statContext,
    availabilityFailure: catalogue.availabilityFailure,
    isNativeFullscreen,
    vastHeaders,
    vpaidFrameUrl: new URL('vpaid-frame.html', document.baseURI).href,
    loadHls,
    viewer: props.viewer,
    // A host of another origin gets them through its embed script (never both ways).
    sendStat: createStatSender(window, (eventName, payload) =>
      postToParent('stat', { eventName, payload }),
    ),
    deviceType: deviceType(navigator.userAgent),
    connection: (navigator as NavigatorWithConnection).connection,
    cmcd: settings.cmcd === 'on',
    qoeUrl: absoluteUrl(settings.qoeUrl),
  });
  return session;
}

/** The player of one content: its session, the current episode, the navigation, their errors. */
export function EpisodePlayer(props: EpisodePlayerProps) {
  const { catalogue, query, progress, settings } = props;
  const session = useDisposable(() => startSession(props));
  const state = useStore(session.episodes.store);
  const episode = session.currentEpisode();

  const context = useMemo<PlayerContextValue>(
    () => ({
      ...catalogue,
      episode,
      userId: query.userId,
      isAutoplay: state.autoplay,
      advHistoryItems: [],
      title: playerTitle(catalogue.content, catalogue.episodes, episode),
      isSeries: isSeries(catalogue.content, catalogue.episodes),
      nextEpisode: nextEpisodeOf(catalogue.episodes, episode),
      disabledShare: query.disabledShare,
      progress,
      selectEpisode: session.selectEpisode,
      setAutoplay: session.episodes.setAutoplay,
    }),
    [catalogue, episode, query, state.autoplay, progress, session],
  );

  switch (state.status) {
    case 'master-failed':
      return (
        <PageErrorScreen
          error={pageErrors.masterPlaylistFailed(state.url)}
          message={strings.masterPlaylistFailed(state.url)}
        />
      );
    case 'failed':
      return (
        <PageErrorScreen
          error={pageErrors.failed(state.errorId)}
          message={strings.genericError(state.errorId)}
          canReload
        />
      );
    case 'ready':
      return (
        <PlayerView
          context={context}
          session={session}
          load={state.load}
          fullscreenMode={settings.fullscreenMode}
        />
      );
  }
}
