import { readFileSync } from 'node:fs';
import { join, normalize } from 'node:path';
import { parsePlayerQuery, type PlayerQuery } from '../../src/session/player-query';
import { resumePoint, startTimeWithin } from '../../src/session/resume-point';
import {
  initialSource,
  isMasterPlaylistJson,
  readMasterPlaylist,
} from '../../src/media/master-playlist';
import { audioRenditionsOf, initSegmentOf, segmentAt, variantsOf } from './hls-playlist';

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

/** The stream requests a player page's query implies; see streamHints. */
export function createStreamHints(
  sources: StreamHintSources,
): (search: string, viewer: HintViewer) => string[] {
  const read = cachedMediaReader(sources.mediaDir);
  return (search, viewer) => streamHints(search, viewer, sources, read);
}

/**
 * The stream requests a player page's query implies, for the page's response to preload while its
 * scripts download: the master playlist JSON, the stream's multivariant playlist, the first listed
 * variant's playlist and its default audio rendition's (where hls.js starts), their init segments
 * and the fragments at the start position. The player's own rules choose (its query parser, source
 * order and resume point), for an episode the query names or the only episode of a film (a series'
 * default follows completion, which the hints leave to the page); only as far as the files on this
 * server reach. Paths on this server, in request order.
 */
function streamHints(
  search: string,
  viewer: HintViewer,
  sources: StreamHintSources,
  read: MediaRead,
): string[] {
  const parsed = parsePlayerQuery(search);
  if (!parsed.ok) return [];
  const { query } = parsed;
  const episodes = sources.episodesOf(query.movieId, viewer.deviceKey);
  const start = startEpisode(episodes, query);
  if (!start || !sources.isAvailable(query.movieId, viewer.hostname)) return [];
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
  if (!isMasterPlaylistJson(master)) return [master, ...streamStart(master, position, read)];
  const manifest = defaultManifest(master, query.langOrder, read);
  return manifest ? [master, manifest, ...streamStart(manifest, position, read)] : [master];
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
): string[] {
  const manifest = read(manifestPath);
  if (manifest === undefined) return [];
  const [variant] = variantsOf(manifest);
  if (!variant) return [];
  const renditions = audioRenditionsOf(manifest).filter((r) => r.groupId === variant.audioGroup);
  const audio = renditions.find((rendition) => rendition.isDefault) ?? renditions[0];
  const playlists = [variant.uri, audio?.uri]
    .filter((uri): uri is string => uri !== undefined)
    .map((uri) => onServer(uri, manifestPath));
  const media = playlists.map((playlist) => ({ playlist, text: read(playlist) }));
  const inits = media.flatMap(({ playlist, text }) => {
    const init = text && initSegmentOf(text);
    return init ? [onServer(init, playlist)] : [];
  });
  const fragments = media.flatMap(({ playlist, text }) => {
    const fragment = text && position !== undefined ? segmentAt(text, position) : undefined;
    return fragment ? [onServer(fragment, playlist)] : [];
  });
  return [...playlists, ...inits, ...fragments];
}

/** uri relative to the file at base, as a path on this server; an absolute URL stays as it is. */
function onServer(uri: string, base: string): string {
  const url = new URL(uri, `http://server${base}`);
  return url.origin === 'http://server' ? url.pathname : url.href;
}

/**
 * Reads /media/… paths from the media folder, once each (the paths come from the catalogue, so
 * they are few); anything else (another host, a missing file) is undefined.
 */
/** Reads /media/ paths from mediaDir once each; undefined for a path outside it or no file. */
export function cachedMediaReader(mediaDir: string): MediaRead {
  const texts = new Map<string, string | undefined>();
  const readFile = (path: string) => {
    if (!path.startsWith('/media/')) return undefined;
    try {
      const file = normalize(join(mediaDir, decodeURIComponent(path.slice('/media/'.length))));
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
