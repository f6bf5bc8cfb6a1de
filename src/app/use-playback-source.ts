import { useEffect, useState } from 'react';
import { ApiError, isAbortError, type ApiClient, type Content, type Episode } from '../api';
import { createErrorId } from '../lib/error-id';
import {
  MasterPlaylistError,
  initialSource,
  isMasterPlaylistJson,
  loadMasterPlaylist,
} from '../media/master-playlist';
import type { PlayerQuery } from './player-query';

/** What the page can show while the catalogue answers. */
export type PlaybackSource =
  | { status: 'loading' }
  | { status: 'ready'; content: Content; episode: Episode; sourceUrl: string }
  | { status: 'not-found' }
  | { status: 'blocked' }
  | { status: 'no-episodes' }
  | { status: 'master-failed'; url: string }
  | { status: 'failed'; errorId: string };

/** Loads the content, its episodes and its availability, and picks the stream to play. */
export function usePlaybackSource(
  client: ApiClient,
  query: PlayerQuery,
  baseUrl: string,
): PlaybackSource {
  const [source, setSource] = useState<PlaybackSource>({ status: 'loading' });
  const { movieId, disableCheckingAvailable, langOrder } = query;

  useEffect(() => {
    const abort = new AbortController();
    const { signal } = abort;
    const availability = disableCheckingAvailable
      ? Promise.resolve({ available: true })
      : client.checkAvailable(movieId, window.location.hostname, { signal });
    Promise.all([
      client.getContent(movieId, { signal }),
      client.getEpisodes(movieId, { signal }),
      availability,
    ])
      .then(async ([content, episodes, { available }]): Promise<PlaybackSource> => {
        if (!available) return { status: 'blocked' };
        const episode = firstEpisode(episodes);
        if (!episode) return { status: 'no-episodes' };
        const masterUrl = resolveUrl(episode.m3u8MasterFilePath, baseUrl);
        if (!isMasterPlaylistJson(masterUrl))
          return { status: 'ready', content, episode, sourceUrl: masterUrl };
        const playlist = await loadMasterPlaylist(masterUrl, fetch, signal);
        const chosen = initialSource(playlist.sources, langOrder);
        if (!chosen) throw new MasterPlaylistError(masterUrl, 'every source is AC3');
        return { status: 'ready', content, episode, sourceUrl: chosen.url };
      })
      .then(setSource, (error: unknown) => {
        if (signal.aborted || isAbortError(error)) return;
        if (error instanceof ApiError && error.isNotFound)
          return setSource({ status: 'not-found' });
        if (error instanceof MasterPlaylistError)
          return setSource({ status: 'master-failed', url: error.url });
        const errorId = createErrorId();
        console.error(`[player] error ${errorId}`, error);
        setSource({ status: 'failed', errorId });
      });
    return () => abort.abort();
  }, [client, movieId, disableCheckingAvailable, langOrder, baseUrl]);

  return source;
}

// Episodes play in season order, then episode order.
function firstEpisode(episodes: Episode[]): Episode | undefined {
  const rank = (episode: Episode) => [episode.season?.order ?? 0, episode.order] as const;
  return [...episodes].sort((a, b) => {
    const [seasonA, orderA] = rank(a);
    const [seasonB, orderB] = rank(b);
    return seasonA - seasonB || orderA - orderB;
  })[0];
}

// A relative stream path is relative to the catalogue's own address.
function resolveUrl(path: string, baseUrl: string): string {
  return new URL(path, new URL(baseUrl, window.location.href)).href;
}
