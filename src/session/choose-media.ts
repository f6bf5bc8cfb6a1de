import type { Episode } from '../api';
import {
  MasterPlaylistError,
  initialSource,
  isMasterPlaylistJson,
  loadMasterPlaylist,
  playableSources,
} from '../shared/master-playlist';
import { masterRequestUrl, type CmcdView } from '../media/cmcd/cmcd';
import type { MediaSourceSet } from '../media/media-engine-types';
import { preferredAudioLabel } from './preferences';

/**
 * What the episode plays: a plain HLS URL, or the master playlist JSON's sources (AC3 dropped,
 * ordered by lang_order) starting with the viewer's remembered voice-over, else the default.
 */
export async function chooseMedia(
  episode: Episode,
  contentId: number,
  baseUrl: string,
  languageOrder: string[],
  signal: AbortSignal,
  cmcd?: CmcdView,
): Promise<MediaSourceSet> {
  const masterUrl = new URL(episode.m3u8MasterFilePath, new URL(baseUrl, window.location.href))
    .href;
  if (!isMasterPlaylistJson(masterUrl)) {
    return {
      sources: [{ label: '', url: masterUrl, isDefault: true }],
      sourceIndex: 0,
      subtitles: [],
    };
  }
  // Its errors name the JSON's address, not the request's (its CMCD, or the preload's).
  const request: typeof fetch = (_url, init) => fetch(masterRequestUrl(masterUrl, cmcd), init);
  const playlist = await loadMasterPlaylist(masterUrl, request, signal);
  const sources = playableSources(playlist.sources, languageOrder);
  if (sources.length === 0) throw new MasterPlaylistError(masterUrl, 'every source is AC3');
  const remembered = preferredAudioLabel(
    contentId,
    sources.map((source) => source.label),
  );
  const start =
    sources.find((source) => source.label === remembered) ?? initialSource(sources, languageOrder);
  // The playlist's subtitles and thumbnails as they are, with the playable sources.
  return {
    ...playlist,
    sources,
    sourceIndex: Math.max(0, start ? sources.indexOf(start) : 0),
  };
}

/** What an episode plays: its own media where the content may play here, else the slate. */
export function episodeMedia(
  episode: Episode,
  contentId: number,
  isAvailable: boolean,
  {
    baseUrl,
    langOrder,
    signal,
    cmcd,
  }: { baseUrl: string; langOrder: string[]; signal: AbortSignal; cmcd?: CmcdView },
): Promise<MediaSourceSet> {
  if (!isAvailable) return Promise.resolve(placeholderMedia());
  return chooseMedia(episode, contentId, baseUrl, langOrder, signal, cmcd);
}

/** The player's own slate that stands in for a stream the viewer may not watch. */
export function placeholderMedia(): MediaSourceSet {
  const url = new URL(`${import.meta.env.BASE_URL}placeholder/blocked.m3u8`, window.location.href)
    .href;
  return { sources: [{ label: '', url, isDefault: true }], sourceIndex: 0, subtitles: [] };
}
