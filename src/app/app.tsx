import { useMemo } from 'react';
import { createApiClient } from '../api';
import { strings } from '../lib/strings';
import { ErrorScreen } from '../player/overlays/error-screen';
import { LoadingScreen } from '../player/overlays/loading-screen';
import type { EmbedSettings } from './embed-settings';
import { EpisodePlayer } from './episode-player';
import type { PlayerQuery, PlayerQueryResult } from './player-query';
import { usePlayerData } from './use-player-data';

interface AppProps {
  settings: EmbedSettings;
  queryResult: PlayerQueryResult;
}

/** The player page: an error screen for a bad query, else the catalogue's content in a player. */
export function App({ settings, queryResult }: AppProps) {
  if (!queryResult.ok) return <ErrorScreen message={strings.missingMovieId} />;
  return <ContentPlayer settings={settings} query={queryResult.query} />;
}

function ContentPlayer({ settings, query }: { settings: EmbedSettings; query: PlayerQuery }) {
  const client = useMemo(
    () => createApiClient({ baseUrl: settings.baseUrl, authUrl: settings.authUrl }),
    [settings.baseUrl, settings.authUrl],
  );
  const data = usePlayerData(client, query, settings);
  switch (data.status) {
    case 'loading':
      return <LoadingScreen />;
    case 'not-found':
      return <ErrorScreen message={strings.contentNotFound} />;
    case 'no-episodes':
      return <ErrorScreen message={strings.noEpisodes} />;
    case 'master-failed':
      return <ErrorScreen message={strings.masterPlaylistFailed(data.url)} />;
    case 'failed':
      return <ErrorScreen message={strings.genericError(data.errorId)} canReload />;
    case 'ready':
      return (
        <EpisodePlayer
          catalogue={data.catalogue}
          firstEpisode={data.episode}
          firstMedia={data.media}
          query={query}
          settings={settings}
          progress={data.progress}
        />
      );
  }
}
