import type { Episode } from '../api';
import {
  MasterPlaylistError,
  initialSource,
  isMasterPlaylistJson,
  loadMasterPlaylist,
  playableSources,
} from '../media/master-playlist';
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
  const playlist = await loadMasterPlaylist(masterUrl, fetch, signal);
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
  { baseUrl, langOrder, signal }: { baseUrl: string; langOrder: string[]; signal: AbortSignal },
): Promise<MediaSourceSet> {
  if (!isAvailable) return Promise.resolve(placeholderMedia());
  return chooseMedia(episode, contentId, baseUrl, langOrder, signal);
}

/** The player's own slate that stands in for a stream the viewer may not watch. */
export function placeholderMedia(): MediaSourceSet {
  const url = new URL(`${import.meta.env.BASE_URL}placeholder/blocked.m3u8`, window.location.href)
    .href;
  return { sources: [{ label: '', url, isDefault: true }], sourceIndex: 0, subtitles: [] };
}
