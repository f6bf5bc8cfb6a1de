import { useEffect, useState } from 'react';
import {
  ApiError,
  isAbortError,
  type AdList,
  type ApiClient,
  type Content,
  type Episode,
  type Season,
} from '../api';
import { MasterPlaylistError } from '../media/master-playlist';
import type { MediaSourceSet } from '../media/media-engine-types';
import { episodeMedia } from './choose-media';
import { inPlayOrder, missesRequestedEpisode, selectStartEpisode } from './episode-order';
import { createProgressKeeper, type ProgressKeeper } from './progress/progress-keeper';
import type { PlayerQuery } from './player-query';
import { reportError } from './error-reporting';

/** What the catalogue says about the content, loaded once per page. */
export interface CatalogueData {
  content: Content;
  seasons: Season[];
  /** In play order: season order, then episode order. */
  episodes: Episode[];
  adList: AdList;
  isAvailable: boolean;
}

/** What the page can show while the catalogue answers. */
export type PlayerData =
  | { status: 'loading' }
  | {
      status: 'ready';
      catalogue: CatalogueData;
      episode: Episode;
      media: MediaSourceSet;
      progress: ProgressKeeper;
    }
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

/**
 * Loads the content, seasons, episodes, availability and ad list, picks the episode and its media,
 * and keeps the viewer's progress for as long as the page shows this content.
 */
export function usePlayerData(
  client: ApiClient,
  query: PlayerQuery,
  settings: { baseUrl: string; adListUrl: string },
): PlayerData {
  const [data, setData] = useState<PlayerData>({ status: 'loading' });
  const { movieId, disableCheckingAvailable, langOrder, episodeId, season, episode } = query;
  const { baseUrl, adListUrl } = settings;

  useEffect(() => {
    const abort = new AbortController();
    const { signal } = abort;
    // Made beside the catalogue calls: it also resends saves an earlier page could not deliver.
    const progress = createProgressKeeper({ contentId: movieId, sender: client });
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
      const ordered = inPlayOrder(episodes);
      const wanted = { episodeId, season, episode };
      const start = selectStartEpisode(ordered, wanted);
      if (!start) return { status: 'no-episodes' };
      if (missesRequestedEpisode(start, wanted)) {
        console.warn('[player] the requested episode does not exist; playing', start.id);
      }
      const media = await episodeMedia(start, content.id, available, {
        baseUrl,
        langOrder,
        signal,
      });
      const catalogue = {
        content,
        seasons,
        episodes: ordered,
        adList: ads,
        isAvailable: available,
      };
      return { status: 'ready', catalogue, episode: start, media, progress };
    };
    load().then(setData, (error: unknown) => {
      if (signal.aborted || isAbortError(error)) return;
      if (error instanceof ApiError && error.isNotFound) return setData({ status: 'not-found' });
      if (error instanceof MasterPlaylistError)
        return setData({ status: 'master-failed', url: error.url });
      setData({ status: 'failed', errorId: reportError(error) });
    });
    return () => {
      abort.abort();
      progress.dispose();
    };
  }, [
    client,
    movieId,
    disableCheckingAvailable,
    langOrder,
    episodeId,
    season,
    episode,
    baseUrl,
    adListUrl,
  ]);

  return data;
}
