import type { StatContext } from '../analytics/player-analytics';
import type { PlayerQuery } from '../shared/player-query';
import { isSeries } from './episode-order';
import { hostError } from './host-error';
import {
  createPlayerSession,
  type PlayerSession,
  type PlayerSessionOptions,
} from './player-session';
import type { BootResult, CatalogueData, ViewBoot } from './view/view-boot';
import { createViewStatus, settleStatus } from './view-status';

/** What the page gives every session: the browser's parts and the page's services. */
export type SessionEnvironment = Pick<
  PlayerSessionOptions,
  | 'isNativeFullscreen'
  | 'vastHeaders'
  | 'vpaidFrameUrl'
  | 'loadHls'
  | 'viewer'
  | 'sendStat'
  | 'deviceType'
  | 'connection'
  | 'host'
  | 'window'
  | 'runAdBreak'
  | 'video'
>;

/** The embed settings a view reads once booted. */
export interface ViewSettings {
  baseUrl: string;
  cmcd: 'on' | 'off';
  /** Where each episode view's QoE record goes as a beacon, an absolute URL. */
  qoeUrl?: string;
}

export interface PlayerViewOptions {
  /** The page's boot, started before anything rendered. */
  boot: ViewBoot;
  settings: ViewSettings;
  environment: SessionEnvironment;
}

/** What a booted view plays: the content, the query it was asked with, and its session. */
export interface BootedView {
  catalogue: CatalogueData;
  query: PlayerQuery;
  session: PlayerSession;
}

/**
 * One view of the player page, from its boot to its end, with no React: its one status store
 * (loading, an episode playing, or the error that stops it), and once the boot has come to the
 * content its session, which plays the first episode and every later one and sets that status.
 * The UI renders the status and asks the session; `dispose` ends the boot or the session.
 */
export function createPlayerView({ boot, settings, environment }: PlayerViewOptions) {
  const status = createViewStatus();
  let booted: BootedView | undefined;
  let disposed = false;

  function startSession({ catalogue, query, firstLoad, adPlan, progress }: BootResultReady) {
    const contentIsSeries = isSeries(catalogue.content, catalogue.episodes);
    // Who watches what, read at each statistic: the episode the session plays now.
    const statContext = (): StatContext => ({
      content: catalogue.content,
      episode: session.currentEpisode(),
      isSeries: contentIsSeries,
      userId: query.userId,
    });
    const session = createPlayerSession({
      ...environment,
      status,
      firstLoad,
      contentId: catalogue.content.id,
      episodes: catalogue.episodes,
      baseUrl: settings.baseUrl,
      langOrder: query.langOrder,
      autoplay: query.autoPlay,
      isAvailable: catalogue.isAvailable,
      ads: adPlan,
      progress,
      statContext,
      availabilityFailure: catalogue.availabilityFailure,
      cmcd: settings.cmcd === 'on',
      qoeUrl: settings.qoeUrl,
    });
    return session;
  }

  function begin(result: BootResult | undefined): void {
    if (disposed || !result || status.getState().status !== 'loading') return;
    if (result.status === 'failed') {
      // Nothing plays behind the page's own error: the host hears it once, as the screen shows.
      environment.host.post('error', hostError(result.error));
      settleStatus(status, { status: 'failed', error: result.error });
      return;
    }
    const { catalogue, query } = result;
    status.setState({ autoplay: query.autoPlay });
    booted = { catalogue, query, session: startSession(result) };
  }
  // A boot already come (the page's, awaited before its first render) starts the view at once:
  // its first render shows the player, never a loading screen over the first frame.
  begin(boot.settled());
  void boot.result.then(begin);

  return {
    status,
    /** The content, query and session, once the boot has come to them. */
    booted: (): BootedView | undefined => booted,
    /** Ends the boot's loads, or the session and all it plays. */
    dispose(): void {
      if (disposed) return;
      disposed = true;
      // The session saves the viewer's place before the boot's progress keeper goes.
      booted?.session.dispose();
      boot.dispose();
    },
  };
}

type BootResultReady = Extract<BootResult, { status: 'ready' }>;

export type PlayerView = ReturnType<typeof createPlayerView>;
