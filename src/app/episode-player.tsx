import { useMemo } from 'react';
import { strings } from '../lib/strings';
import { ErrorScreen } from '../player/overlays/error-screen';
import { PlayerView } from '../player/player-view';
import type { AdPlan } from '../session/ad-plan';
import type { EmbedSettings } from './embed-settings';
import type { EpisodeLoad } from '../session/episode-load';
import { isSeries, nextEpisodeOf, playerTitle } from '../session/episode-order';
import type { PlayerContextValue } from '../player/player-context';
import type { PlayerQuery } from '../session/player-query';
import type { ProgressKeeper } from '../session/progress/progress-keeper';
import { useEpisodeSession } from './use-episode-session';
import type { CatalogueData } from './load-player-data';

interface EpisodePlayerProps {
  catalogue: CatalogueData;
  firstLoad: EpisodeLoad;
  adPlan: AdPlan;
  query: PlayerQuery;
  settings: EmbedSettings;
  progress: ProgressKeeper;
}

/** The player of one content: the current episode, the navigation between episodes, their errors. */
export function EpisodePlayer({ settings, ...props }: EpisodePlayerProps) {
  const { catalogue, query, progress } = props;
  const { session, isAutoplay, setAutoplay, selectEpisode } = useEpisodeSession({
    ...props,
    baseUrl: settings.baseUrl,
  });
  const episode = session.status === 'ready' ? session.load.episode : props.firstLoad.episode;

  const context = useMemo<PlayerContextValue>(
    () => ({
      ...catalogue,
      episode,
      userId: query.userId,
      isAutoplay,
      advHistoryItems: [],
      title: playerTitle(catalogue.content, catalogue.episodes, episode),
      isSeries: isSeries(catalogue.content, catalogue.episodes),
      nextEpisode: nextEpisodeOf(catalogue.episodes, episode),
      disabledShare: query.disabledShare,
      progress,
      selectEpisode,
      setAutoplay,
    }),
    [catalogue, episode, query, isAutoplay, progress, selectEpisode, setAutoplay],
  );

  switch (session.status) {
    case 'master-failed':
      return <ErrorScreen message={strings.masterPlaylistFailed(session.url)} />;
    case 'failed':
      return <ErrorScreen message={strings.genericError(session.errorId)} canReload />;
    case 'ready':
      return (
        <PlayerView
          context={context}
          load={session.load}
          fullscreenMode={settings.fullscreenMode}
          ads={props.adPlan}
          availabilityFailure={catalogue.availabilityFailure}
        />
      );
  }
}
