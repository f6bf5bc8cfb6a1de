import { readFileSync } from 'node:fs';
import { join, normalize } from 'node:path';
import { parsePlayerQuery, type PlayerQuery } from '../../src/shared/player-query';
import { resumePoint, startTimeWithin } from '../../src/shared/resume-point';
import {
  initialSource,
  isMasterPlaylistJson,
  readMasterPlaylist,
} from '../../src/shared/master-playlist';
import { mediaPathOf } from '../routes/cdn-stand-ins';
import { audioRenditionsOf, initSegmentOf, segmentAt, startVariantOf } from './hls-playlist';

/** An episode as the catalogue answers it to the viewer, as much as the hints need. */
export interface HintEpisode {
  id: number;
  order: number;
  season: { order: number } | null;
  duration: number | null;
  watchProgress: number | null;
  m3u8MasterFilePath: string;
}

export interface StreamHintSources {
  /** The content's episodes in play order, with the viewer's progress (none for an unknown content). */
  episodesOf(contentId: number, viewerKey: string | undefined): HintEpisode[];
  /** Whether the content may play on the page's host (the player's own availability check). */
  isAvailable(contentId: number, hostname: string): boolean;
  /** The media folder served at /media/. */
  mediaDir: string;
  /** Where /media/ is served, when not from the page's own origin. */
  mediaOrigin?: string;
  /** While true, the page carries no stream hints (the test server's fault rules are set). */
  paused?(): boolean;
}

/** Who opens the page, as the catalogue calls will name them. */
export interface HintViewer {
  hostname: string;
  /** The device's key from its device_fp cookie. */
  deviceKey: string | undefined;
  /** A signed-in viewer's progress is theirs, not the device's: their first fragment is not hinted. */
  signedIn: boolean;
}

type MediaRead = (path: string) => string | undefined;

/**
 * One request of the stream's start, with what CMCD tells of it: its object type (a manifest or
 * playlist, an init segment, a video or audio fragment), a fragment's duration and the bitrate of
 * the variant it belongs to.
 */
export interface HintedRequest {
  path: string;
  objectType: 'm' | 'i' | 'v' | 'a';
  durationMs?: number;
  bitrateKbps?: number;
}

/** The start of one episode's stream: its CMCD content id and its first requests, in order. */
export interface StreamStart {
  /** `<movie_id>/<episode id>`, as the player names it. */
  contentId: string;
  requests: HintedRequest[];
}

/** The stream requests a player page's query implies; see streamHints. */
export function createStreamHints(
  sources: StreamHintSources,
): (search: string, viewer: HintViewer) => StreamStart | undefined {
  const read = cachedMediaReader(sources.mediaDir);
  return (search, viewer) => streamHints(search, viewer, sources, read);
}

/**
 * The stream requests a player page's query implies, for the page's response to preload while its
 * scripts download: the master playlist JSON, the stream's multivariant playlist, the playlists of
 * the variant hls.js starts with (the first listed on the CDN it starts from) and of its default
 * audio rendition, their init segments and the fragments at the start position. The player's own rules choose (its query parser, source
 * order and resume point), for an episode the query names or the only episode of a film (a series'
 * default follows completion, which the hints leave to the page); only as far as the files on this
 * server reach. Paths on this server, in request order; undefined when the query implies none.
 */
function streamHints(
  search: string,
  viewer: HintViewer,
  sources: StreamHintSources,
  read: MediaRead,
): StreamStart | undefined {
  const parsed = parsePlayerQuery(search);
  if (!parsed.ok) return undefined;
  const { query } = parsed;
  const episodes = sources.episodesOf(query.movieId, viewer.deviceKey);
  const start = startEpisode(episodes, query);
  if (!start || !sources.isAvailable(query.movieId, viewer.hostname)) return undefined;
  const contentId = `${query.movieId}/${start.id}`;
  const startTime = startTimeWithin(start, query.startTime);
  // Where the stream starts: t, else the resume point the page will offer, else the beginning.
  const position = viewer.signedIn
    ? undefined
    : (startTime ?? resumePoint(start, undefined, query.episodeTime) ?? 0);
  // The catalogue names the media origin, whose files are this server's own /media/.
  const { mediaOrigin } = sources;
  const master =
    mediaOrigin && start.m3u8MasterFilePath.startsWith(`${mediaOrigin}/`)
      ? start.m3u8MasterFilePath.slice(mediaOrigin.length)
      : start.m3u8MasterFilePath;
  const playlist = (path: string): HintedRequest => ({ path, objectType: 'm' });
  if (!isMasterPlaylistJson(master)) {
    return { contentId, requests: [playlist(master), ...streamStart(master, position, read)] };
  }
  const manifest = defaultManifest(master, query.langOrder, read);
  const requests = manifest
    ? [playlist(master), playlist(manifest), ...streamStart(manifest, position, read)]
    : [playlist(master)];
  return { contentId, requests };
}

function startEpisode(episodes: HintEpisode[], query: PlayerQuery): HintEpisode | undefined {
  const { episodeId, season, episode } = query;
  if (episodeId !== undefined) return episodes.find((candidate) => candidate.id === episodeId);
  if (season !== undefined) {
    return episodes.find(
      (candidate) => candidate.season?.order === season && candidate.order === episode,
    );
  }
  return episodes.length === 1 ? episodes[0] : undefined;
}

/** The stream a master playlist JSON starts with (the viewer's remembered voice-over aside). */
function defaultManifest(master: string, langOrder: string[], read: MediaRead): string | undefined {
  const json = read(master);
  if (json === undefined) return undefined;
  try {
    const { sources } = readMasterPlaylist(JSON.parse(json), `http://server${master}`);
    const source = initialSource(sources, langOrder);
    return source && onServer(source.url, master);
  } catch {
    return undefined;
  }
}

/** The start variant's and its default audio rendition's playlists, init segments and first fragments. */
function streamStart(
  manifestPath: string,
  position: number | undefined,
  read: MediaRead,
): HintedRequest[] {
  const manifest = read(manifestPath);
  if (manifest === undefined) return [];
  const variant = startVariantOf(manifest);
  if (!variant) return [];
  const renditions = audioRenditionsOf(manifest).filter((r) => r.groupId === variant.audioGroup);
  const audio = renditions.find((rendition) => rendition.isDefault) ?? renditions[0];
  // hls.js tells an audio fragment with its variant's bitrate too: the playlist gives no other.
  const bitrateKbps = variant.bandwidth === undefined ? undefined : variant.bandwidth / 1000;
  const media = [
    { uri: variant.uri, objectType: 'v' as const },
    ...(audio ? [{ uri: audio.uri, objectType: 'a' as const }] : []),
  ].map(({ uri, objectType }) => {
    const playlist = onServer(uri, manifestPath);
    return { playlist, objectType, text: read(playlist) };
  });
  const playlists = media.map(({ playlist }): HintedRequest => ({
    path: playlist,
    objectType: 'm',
  }));
  const inits = media.flatMap(({ playlist, text }): HintedRequest[] => {
    const init = text && initSegmentOf(text);
    return init ? [{ path: onServer(init, playlist), objectType: 'i' }] : [];
  });
  const fragments = media.flatMap(({ playlist, text, objectType }): HintedRequest[] => {
    const fragment = text && position !== undefined ? segmentAt(text, position) : undefined;
    if (!fragment) return [];
    const path = onServer(fragment.uri, playlist);
    return [{ path, objectType, durationMs: fragment.duration * 1000, bitrateKbps }];
  });
  return [...playlists, ...inits, ...fragments];
}

/** uri relative to the file at base, as a path on this server; an absolute URL stays as it is. */
function onServer(uri: string, base: string): string {
  const url = new URL(uri, `http://server${base}`);
  return url.origin === 'http://server' ? url.pathname : url.href;
}

/**
 * Reads the paths this server serves from the media folder (/media/…, and the CDN stand-ins'
 * /cdn/<name>/media/…) once each (the paths come from the catalogue, so they are few); anything
 * else (another host, a missing file) is undefined.
 */
export function cachedMediaReader(mediaDir: string): MediaRead {
  const texts = new Map<string, string | undefined>();
  const readFile = (path: string) => {
    const mediaPath = mediaPathOf(path);
    if (mediaPath === undefined) return undefined;
    try {
      const file = normalize(join(mediaDir, decodeURIComponent(mediaPath.slice('/media/'.length))));
      if (!file.startsWith(normalize(mediaDir))) return undefined;
      return readFileSync(file, 'utf8');
    } catch {
      return undefined;
    }
  };
  return (path) => {
    if (!texts.has(path)) texts.set(path, readFile(path));
    return texts.get(path);
  };
}
