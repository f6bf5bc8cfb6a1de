import { useEffect, useState } from 'react';
import { ApiError, isAbortError, type AdList, type ApiClient } from '../api';
import { createErrorId } from '../lib/error-id';
import { MasterPlaylistError } from '../media/master-playlist';
import type { MediaSourceSet } from '../media/media-engine-types';
import { chooseMedia, placeholderMedia } from './choose-media';
import type { PlayerContextValue } from './player-context';
import type { PlayerQuery } from './player-query';

/** What the page can show while the catalogue answers. */
export type PlayerData =
  | { status: 'loading' }
  | { status: 'ready'; context: PlayerContextValue; media: MediaSourceSet }
  | { status: 'not-found' }
  | { status: 'no-episodes' }
  | { status: 'master-failed'; url: string }
  | { status: 'failed'; errorId: string };

const noAds: AdList = { prerollList: [] };

// The catalogue's own ad list goes through the client; a host may point adListUrl elsewhere.
async function loadAdList(
  client: ApiClient,
  adListUrl: string,
  baseUrl: string,
  signal: AbortSignal,
): Promise<AdList> {
  if (adListUrl === `${baseUrl}/ad-list.json`) return client.getAdList({ signal });
  const response = await fetch(adListUrl, { signal });
  const body: unknown = response.ok ? await response.json() : undefined;
  const list =
    typeof body === 'object' && body !== null
      ? (body as { prerollList?: unknown }).prerollList
      : undefined;
  const prerollList = Array.isArray(list)
    ? list.filter((item): item is { vastUrl: string } => typeof item?.vastUrl === 'string')
    : [];
  return { ...(body as object), prerollList };
}

// Episodes play in season order, then episode order.
function byPlayOrder<T extends { order: number; season: { order: number } | null }>(
  episodes: T[],
): T[] {
  return [...episodes].sort(
    (a, b) => (a.season?.order ?? 0) - (b.season?.order ?? 0) || a.order - b.order,
  );
}

/** Loads the content, seasons, episodes, availability and ad list, and picks the media to play. */
export function usePlayerData(
  client: ApiClient,
  query: PlayerQuery,
  settings: { baseUrl: string; adListUrl: string },
): PlayerData {
  const [data, setData] = useState<PlayerData>({ status: 'loading' });
  const { movieId, disableCheckingAvailable, langOrder, autoPlay, userId } = query;
  const { baseUrl, adListUrl } = settings;

  useEffect(() => {
    const abort = new AbortController();
    const { signal } = abort;
    const availability = disableCheckingAvailable
      ? Promise.resolve({ available: true })
      : client.checkAvailable(movieId, window.location.hostname, { signal });
    // The ad list is optional: without it the film plays without ads.
    const adList = loadAdList(client, adListUrl, baseUrl, signal).catch((error: unknown) => {
      if (isAbortError(error)) throw error;
      return noAds;
    });
    const load = async (): Promise<PlayerData> => {
      const [content, seasons, episodes, { available }, ads] = await Promise.all([
        client.getContent(movieId, { signal }),
        client.getSeasons(movieId, { signal }),
        client.getEpisodes(movieId, { signal }),
        availability,
        adList,
      ]);
      const ordered = byPlayOrder(episodes);
      const episode = ordered[0];
      if (!episode) return { status: 'no-episodes' };
      const media = available
        ? await chooseMedia(episode, content.id, baseUrl, langOrder, signal)
        : placeholderMedia();
      const context: PlayerContextValue = {
        content,
        episode,
        userId,
        seasons,
        episodes: ordered,
        adList: ads,
        isAutoplay: autoPlay,
        isAvailable: available,
        advHistoryItems: [],
      };
      return { status: 'ready', context, media };
    };
    load().then(setData, (error: unknown) => {
      if (signal.aborted || isAbortError(error)) return;
      if (error instanceof ApiError && error.isNotFound) return setData({ status: 'not-found' });
      if (error instanceof MasterPlaylistError)
        return setData({ status: 'master-failed', url: error.url });
      const errorId = createErrorId();
      console.error(`[player] error ${errorId}`, error);
      setData({ status: 'failed', errorId });
    });
    return () => abort.abort();
  }, [client, movieId, disableCheckingAvailable, langOrder, autoPlay, userId, baseUrl, adListUrl]);

  return data;
}
