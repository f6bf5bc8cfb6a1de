/**
 * What the stream hints need of an HLS playlist, read the way hls.js and Safari read it: the
 * variants in playlist order, the content steering pathway hls.js starts on, the audio
 * renditions, and a media playlist's init segment. A few tags, so a small reader rather than a
 * parser library.
 */
export interface Variant {
  uri: string;
  audioGroup: string | undefined;
  /** BANDWIDTH, bits a second. */
  bandwidth: number | undefined;
  /** PATHWAY-ID: the CDN it comes from, under content steering; undefined for the default one. */
  pathwayId: string | undefined;
}

export interface Rendition {
  groupId: string;
  uri: string;
  isDefault: boolean;
}

/** The attributes of a tag line such as `#EXT-X-MEDIA:TYPE=AUDIO,URI="a.m3u8"`. */
export function tagAttributes(line: string): Map<string, string> {
  const attributes = new Map<string, string>();
  const list = line.slice(line.indexOf(':') + 1);
  for (const match of list.matchAll(/([A-Z0-9-]+)=("[^"]*"|[^,]*)/g)) {
    attributes.set(match[1] as string, (match[2] as string).replace(/^"|"$/g, ''));
  }
  return attributes;
}

const lines = (text: string) =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);

/** The variant streams of a multivariant playlist, in the order it lists them. */
export function variantsOf(text: string): Variant[] {
  const variants: Variant[] = [];
  let pending: Map<string, string> | undefined;
  for (const line of lines(text)) {
    if (line.startsWith('#EXT-X-STREAM-INF:')) pending = tagAttributes(line);
    else if (pending && !line.startsWith('#')) {
      const bandwidth = Number(pending.get('BANDWIDTH'));
      variants.push({
        uri: line,
        audioGroup: pending.get('AUDIO'),
        bandwidth: Number.isFinite(bandwidth) && bandwidth > 0 ? bandwidth : undefined,
        pathwayId: pending.get('PATHWAY-ID'),
      });
      pending = undefined;
    }
  }
  return variants;
}

// hls.js's pathway of the variants without a PATHWAY-ID, and of a playlist without steering.
const defaultPathway = '.';

/**
 * The variant hls.js starts with: the first listed of the pathway it starts on, the one
 * EXT-X-CONTENT-STEERING names (without the tag, the default pathway: the variants without a
 * PATHWAY-ID; redundant copies of a variant are later ones, which hls.js gives pathways of their
 * own). Undefined when no variant is on that pathway: hls.js then starts on another, by rules
 * of its own, and a hint would guess.
 */
export function startVariantOf(text: string): Variant | undefined {
  const steering = lines(text).find((line) => line.startsWith('#EXT-X-CONTENT-STEERING:'));
  const pathway = (steering && tagAttributes(steering).get('PATHWAY-ID')) || defaultPathway;
  return variantsOf(text).find((variant) => (variant.pathwayId || defaultPathway) === pathway);
}

/** The alternate audio renditions (EXT-X-MEDIA TYPE=AUDIO with a URI) of a multivariant playlist. */
export function audioRenditionsOf(text: string): Rendition[] {
  return lines(text)
    .filter((line) => line.startsWith('#EXT-X-MEDIA:'))
    .map(tagAttributes)
    .filter((attributes) => attributes.get('TYPE') === 'AUDIO' && attributes.has('URI'))
    .map((attributes) => ({
      groupId: attributes.get('GROUP-ID') ?? '',
      uri: attributes.get('URI') as string,
      isDefault: attributes.get('DEFAULT') === 'YES',
    }));
}

/** The first init segment (EXT-X-MAP URI) of a media playlist, if it has one. */
export function initSegmentOf(text: string): string | undefined {
  const map = lines(text).find((line) => line.startsWith('#EXT-X-MAP:'));
  return map === undefined ? undefined : tagAttributes(map).get('URI');
}

// hls.js takes the next fragment when the start position is this close to a fragment's end.
const fragmentLookUpTolerance = 0.25;

/** A media segment of a playlist: its URI and its duration in seconds. */
export interface Segment {
  uri: string;
  duration: number;
}

/** The media segment hls.js loads first when it starts a media playlist at startTime, seconds. */
export function segmentAt(text: string, startTime: number): Segment | undefined {
  let start = 0;
  let duration: number | undefined;
  let last: Segment | undefined;
  for (const line of lines(text)) {
    if (line.startsWith('#EXTINF:')) duration = Number.parseFloat(line.slice('#EXTINF:'.length));
    else if (!line.startsWith('#') && duration !== undefined) {
      const segment = { uri: line, duration };
      if (startTime < start + duration - fragmentLookUpTolerance) return segment;
      start += duration;
      last = segment;
      duration = undefined;
    }
  }
  return last;
}
