/** A region of an image in pixels (a media fragment's `#xywh=x,y,w,h`). */
export interface ImageRegion {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** One cue of a thumbnails track: from start to end (seconds) the seek bar previews this picture. */
export interface ThumbnailCue {
  start: number;
  end: number;
  /** The image's absolute URL, without its fragment. */
  image: string;
  /** The tile of a sprite sheet; undefined when the cue shows the whole image. */
  region: ImageRegion | undefined;
}

// hh:mm:ss.ttt with the hours optional (and as many digits as they need), as WebVTT writes them.
const timestamp = String.raw`(?:(\d+):)?([0-5]\d):([0-5]\d)\.(\d{3})`;
const timing = new RegExp(String.raw`^${timestamp}[ \t]+-->[ \t]+${timestamp}(?:[ \t]|$)`);
// `#xywh=x,y,w,h`, optionally in the pixel unit it defaults to; percent regions are not read.
const regionFragment = /^xywh=(?:pixel:)?(\d+),(\d+),(\d+),(\d+)$/;

/**
 * Reads a WebVTT thumbnails track (the cues' text is `image#xywh=x,y,w,h`, or an image alone);
 * relative image URLs are resolved against the track's URL. Cues it cannot read are skipped: a
 * file that is not WebVTT gives none.
 */
export function parseThumbnailTrack(text: string, trackUrl: string): ThumbnailCue[] {
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
  if (!/^WEBVTT(?:[ \t]|$)/.test(lines[0] ?? '')) return [];
  const cues: ThumbnailCue[] = [];
  lines.forEach((line, index) => {
    const times = timing.exec(line);
    if (!times) return;
    const cue = readCue(times.slice(1), lines[index + 1]?.trim() ?? '', trackUrl);
    if (cue) cues.push(cue);
  });
  return cues;
}

/** The cue the seek bar previews at `time`: the last one that covers it, if any. */
export function thumbnailAt(cues: ThumbnailCue[], time: number): ThumbnailCue | undefined {
  let found: ThumbnailCue | undefined;
  for (const cue of cues) if (cue.start <= time && time <= cue.end) found = cue;
  return found;
}

/** Fetches and reads a thumbnails track; fails on a network error or an HTTP error status. */
export async function loadThumbnailTrack(
  url: string,
  fetchImpl: typeof fetch,
  signal?: AbortSignal,
): Promise<ThumbnailCue[]> {
  const response = await fetchImpl(url, { signal });
  if (!response.ok) throw new Error(`Thumbnails track ${url}: HTTP ${response.status}`);
  return parseThumbnailTrack(await response.text(), url);
}

function readCue(
  times: (string | undefined)[],
  payload: string,
  trackUrl: string,
): ThumbnailCue | undefined {
  const start = seconds(times.slice(0, 4));
  const end = seconds(times.slice(4));
  if (!(end > start) || payload === '') return undefined;
  const hash = payload.indexOf('#');
  const fragment = hash === -1 ? undefined : payload.slice(hash + 1);
  let image: string;
  try {
    image = new URL(hash === -1 ? payload : payload.slice(0, hash), trackUrl).href;
  } catch {
    return undefined;
  }
  // Another fragment than xywh still names the whole image; a broken xywh names nothing.
  if (fragment === undefined || !fragment.startsWith('xywh=')) {
    return { start, end, image, region: undefined };
  }
  const numbers = regionFragment.exec(fragment)?.slice(1).map(Number);
  if (!numbers) return undefined;
  const [x = 0, y = 0, w = 0, h = 0] = numbers;
  return w > 0 && h > 0 ? { start, end, image, region: { x, y, w, h } } : undefined;
}

function seconds([hours, minutes, secs, millis]: (string | undefined)[]): number {
  return Number(hours ?? 0) * 3600 + Number(minutes) * 60 + Number(secs) + Number(millis) / 1000;
}
