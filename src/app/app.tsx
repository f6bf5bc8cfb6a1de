import { useMemo } from 'react';
import { createApiClient } from '../api';
import { strings } from '../lib/strings';
import { ErrorScreen } from '../player/overlays/error-screen';
import { LoadingScreen } from '../player/overlays/loading-screen';
import { PlayerView } from '../player/player-view';
import type { EmbedSettings } from './embed-settings';
import type { PlayerQuery, PlayerQueryResult } from './player-query';
import { usePlaybackSource } from './use-playback-source';

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
  const source = usePlaybackSource(client, query, settings.baseUrl);
  switch (source.status) {
    case 'loading':
      return <LoadingScreen />;
    case 'not-found':
      return <ErrorScreen message={strings.contentNotFound} />;
    case 'blocked':
      return <ErrorScreen message={strings.contentBlocked} />;
    case 'no-episodes':
      return <ErrorScreen message={strings.noEpisodes} />;
    case 'master-failed':
      return <ErrorScreen message={strings.masterPlaylistFailed(source.url)} />;
    case 'failed':
      return <ErrorScreen message={strings.genericError(source.errorId)} canReload />;
    case 'ready':
      return (
        <PlayerView
          key={source.episode.id}
          sourceUrl={source.sourceUrl}
          title={source.content.title}
          autoPlay={query.autoPlay}
        />
      );
  }
}
