/** A voice-over or language version of a stream, from a master playlist JSON. */
export interface StreamSource {
  label: string;
  url: string;
  isDefault: boolean;
}

/** A side-loaded subtitle track, from a master playlist JSON. */
export interface SubtitleSource {
  url: string;
  label: string;
  language: string;
}

/** A master playlist JSON's `drm`, as it came, with the URL its relative links start from. */
export interface ProtectionSource {
  keySystems: unknown;
  masterUrl: string;
}

export interface MasterPlaylist {
  sources: StreamSource[];
  subtitles: SubtitleSource[];
  /** The seek bar's thumbnails track (a WebVTT file whose cues name `image#xywh=`), if any. */
  thumbnails?: string;
  /** The key systems of a protected stream, read by the DRM chunk only when the JSON names some. */
  protection?: ProtectionSource;
}

/** The catalogue names either an HLS URL or, when the path contains `.json`, a master playlist JSON. */
export function isMasterPlaylistJson(url: string): boolean {
  return url.includes('.json');
}

/** Thrown when a master playlist JSON cannot be loaded or read; the player shows its URL. */
export class MasterPlaylistError extends Error {
  constructor(
    readonly url: string,
    reason: string,
  ) {
    super(`Master playlist ${url}: ${reason}`);
    this.name = 'MasterPlaylistError';
  }
}

/** Fetches and reads a master playlist JSON; relative links get the master URL's origin. */
export async function loadMasterPlaylist(
  url: string,
  fetchImpl: typeof fetch,
  signal?: AbortSignal,
): Promise<MasterPlaylist> {
  let body: unknown;
  try {
    const response = await fetchImpl(url, { signal });
    if (!response.ok) throw new MasterPlaylistError(url, `HTTP ${response.status}`);
    body = await response.json();
  } catch (error) {
    if (signal?.aborted || error instanceof MasterPlaylistError) throw error;
    throw new MasterPlaylistError(url, String(error));
  }
  return readMasterPlaylist(body, url);
}

/**
 * Reads the JSON's sources, subtitles and thumbnails track, skipping malformed entries; no source
 * at all is an error.
 */
export function readMasterPlaylist(body: unknown, masterUrl: string): MasterPlaylist {
  const origin = new URL(masterUrl).origin;
  const record = isRecord(body) ? body : {};
  const sources = asArray(record.sources).flatMap((item): StreamSource[] => {
    const url = isRecord(item) ? optionalLink(item.link, origin) : undefined;
    return isRecord(item) && url
      ? [
          {
            label: typeof item.label === 'string' ? item.label : '',
            url,
            isDefault: item.isDefault === true,
          },
        ]
      : [];
  });
  if (sources.length === 0) throw new MasterPlaylistError(masterUrl, 'no playable source');
  const subtitles = asArray(record.subtitles).flatMap((item): SubtitleSource[] => {
    const url = isRecord(item) ? optionalLink(item.src, origin) : undefined;
    return isRecord(item) && url
      ? [
          {
            url,
            label: typeof item.label === 'string' ? item.label : '',
            language: typeof item.language === 'string' ? item.language : '',
          },
        ]
      : [];
  });
  const thumbnails = optionalLink(record.thumbnails, origin);
  const protection = record.drm ? { keySystems: record.drm, masterUrl } : undefined;
  return { sources, subtitles, thumbnails, protection };
}

/** AC3 audio does not play in most browsers: such sources are never offered. */
export function isAc3Source(source: StreamSource): boolean {
  return /\bac-?3\b/i.test(`${source.label} ${source.url}`);
}

/** The sources a viewer may choose: AC3 dropped, those in the preferred languages first. */
export function playableSources(sources: StreamSource[], languageOrder: string[]): StreamSource[] {
  const rank = (source: StreamSource) => {
    const index = languageOrder.findIndex((code) => matchesLanguage(source, code));
    return index === -1 ? languageOrder.length : index;
  };
  return sources
    .filter((source) => !isAc3Source(source))
    .map((source, index) => ({ source, index }))
    .sort((a, b) => rank(a.source) - rank(b.source) || a.index - b.index)
    .map(({ source }) => source);
}

/** The source to start with: the default one, unless a preferred language orders another first. */
export function initialSource(
  sources: StreamSource[],
  languageOrder: string[],
): StreamSource | undefined {
  const playable = playableSources(sources, languageOrder);
  const [first] = playable;
  if (first && languageOrder.some((code) => matchesLanguage(first, code))) return first;
  return playable.find((source) => source.isDefault) ?? first;
}

const token = (codes: string) => `(^|[^a-z])(${codes})([^a-z]|$)`;
const languagePatterns: Record<string, RegExp> = {
  ru: new RegExp(`${token('ru|rus')}|русск|дубляж|многоголос`, 'i'),
  en: new RegExp(`${token('en|eng')}|english|original|оригинал`, 'i'),
};

// Sources carry no language field; their label or link names it ("English", "voice-ru.m3u8").
function matchesLanguage(source: StreamSource, code: string): boolean {
  const pattern = languagePatterns[code] ?? new RegExp(token(code.replace(/[^a-z]/gi, '')), 'i');
  return pattern.test(source.label) || pattern.test(new URL(source.url).pathname);
}

function withOrigin(link: string, origin: string): string {
  if (/^[a-z][a-z\d+.-]*:/i.test(link) || link.startsWith('//')) return new URL(link, origin).href;
  return `${origin}${link.startsWith('/') ? '' : '/'}${link}`;
}

/** A link of the JSON as a URL (relative ones from origin), or undefined when it makes none. */
export function optionalLink(link: unknown, origin: string): string | undefined {
  try {
    if (typeof link === 'string' && link) return withOrigin(link, origin);
  } catch {
    // A link that makes no URL is ignored like any malformed entry.
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function asArray(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}
