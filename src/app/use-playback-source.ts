import { useEffect, useState } from 'react';
import { ApiError, isAbortError } from '../api/api-error';
import type { CatalogueClient } from '../api/catalogue-client';
import type { Content, Episode } from '../api/catalogue-types';
import { createErrorId } from '../lib/error-id';

/** What the page can show while the catalogue answers. */
export type PlaybackSource =
  | { status: 'loading' }
  | { status: 'ready'; content: Content; episode: Episode; sourceUrl: string }
  | { status: 'not-found' }
  | { status: 'no-episodes' }
  | { status: 'failed'; errorId: string };

/** Loads the content and its episodes, and picks the episode to play and its stream URL. */
export function usePlaybackSource(
  client: CatalogueClient,
  movieId: number,
  baseUrl: string,
): PlaybackSource {
  const [source, setSource] = useState<PlaybackSource>({ status: 'loading' });

  useEffect(() => {
    const abort = new AbortController();
    Promise.all([
      client.getContent(movieId, abort.signal),
      client.getEpisodes(movieId, abort.signal),
    ])
      .then(([content, episodes]) => {
        const episode = firstEpisode(episodes);
        if (!episode) return setSource({ status: 'no-episodes' });
        const sourceUrl = resolveUrl(episode.m3u8MasterFilePath, baseUrl);
        setSource({ status: 'ready', content, episode, sourceUrl });
      })
      .catch((error: unknown) => {
        if (abort.signal.aborted || isAbortError(error)) return;
        if (error instanceof ApiError && error.isNotFound)
          return setSource({ status: 'not-found' });
        const errorId = createErrorId();
        console.error(`[player] error ${errorId}`, error);
        setSource({ status: 'failed', errorId });
      });
    return () => abort.abort();
  }, [client, movieId, baseUrl]);

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
