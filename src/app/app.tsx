import { useMemo } from 'react';
import { createPlayerApiClient, type PlayerApiClient } from '../api';
import { strings } from '../lib/strings';
import { LoadingScreen } from '../player/overlays/loading-screen';
import type { EmbedSettings } from './embed-settings';
import { EpisodePlayer } from './episode-player';
import { PageErrorScreen, pageErrors } from './page-error-screen';
import type { PlayerDataLoad } from './load-player-data';
import type { PlayerQuery, PlayerQueryResult } from '../shared/player-query';
import { usePlayerData } from './use-player-data';

/** What the page started before its first render: its API client and the load of its data. */
export interface BootLoad {
  client: PlayerApiClient;
  load: PlayerDataLoad;
}

export interface AppProps {
  settings: EmbedSettings;
  queryResult: PlayerQueryResult;
  boot?: BootLoad;
}

/** The player page: an error screen for a bad query, else the catalogue's content in a player. */
export function App({ settings, queryResult, boot }: AppProps) {
  if (!queryResult.ok) {
    return <PageErrorScreen error={pageErrors.missingMovieId} message={strings.missingMovieId} />;
  }
  return <ContentPlayer settings={settings} query={queryResult.query} boot={boot} />;
}

interface ContentPlayerProps {
  settings: EmbedSettings;
  query: PlayerQuery;
  boot: BootLoad | undefined;
}

function ContentPlayer({ settings, query, boot }: ContentPlayerProps) {
  const client = useMemo(
    () =>
      boot?.client ??
      createPlayerApiClient({ baseUrl: settings.baseUrl, authUrl: settings.authUrl }),
    [boot, settings.baseUrl, settings.authUrl],
  );
  const data = usePlayerData(client, query, settings, boot?.load);
  switch (data.status) {
    case 'loading':
      return <LoadingScreen />;
    case 'not-found':
      return (
        <PageErrorScreen error={pageErrors.contentNotFound} message={strings.contentNotFound} />
      );
    case 'no-episodes':
      return <PageErrorScreen error={pageErrors.noEpisodes} message={strings.noEpisodes} />;
    case 'master-failed':
      return (
        <PageErrorScreen
          error={pageErrors.masterPlaylistFailed(data.url)}
          message={strings.masterPlaylistFailed(data.url)}
        />
      );
    case 'failed':
      return (
        <PageErrorScreen
          error={pageErrors.failed(data.errorId)}
          message={strings.genericError(data.errorId)}
          canReload
        />
      );
    case 'ready':
      return (
        <EpisodePlayer
          catalogue={data.catalogue}
          firstLoad={data.firstLoad}
          adPlan={data.adPlan}
          query={query}
          settings={settings}
          progress={data.progress}
          viewer={client}
        />
      );
  }
}
