import type { AdTimeOffset } from '../ad-types';
import { parseAdTimeOffset } from '../vast/skip-offset';

/** Where a VMAP break falls: the start, the end, the n-th ad opportunity, a time or a percentage. */
export type VmapTimeOffset = 'start' | 'end' | { position: number } | AdTimeOffset;

/** The VMAP tracking events of a break (VMAP 1.0 section 2.3.3). */
export type VmapTrackingEvent = 'breakStart' | 'breakEnd' | 'error';

/** Where a break's VAST comes from: a tag to request, or a VAST document carried in the VMAP. */
export type VmapAdSource = { kind: 'tag'; url: string } | { kind: 'inline'; xml: string };

/** One linear break of a VMAP schedule, as the player plays it. */
export interface VmapBreak {
  /** The breakId, else the break's place in the document (1 for the first). */
  id: string;
  offset: VmapTimeOffset;
  source: VmapAdSource;
  /** followRedirects="false": the VAST's wrappers are not followed. */
  followRedirects: boolean;
  tracking: Record<VmapTrackingEvent, string[]>;
}

// VMAP's elements carry its namespace (vmap:AdBreak), VAST's inside it another or none: names
// are matched without their prefix.
const children = (parent: Element, name: string) =>
  Array.from(parent.children).filter((child) => child.localName === name);

const text = (element: Element) => element.textContent?.trim() ?? '';

/** A timeOffset: start, end, #n (n from 1), or a VAST time offset (HH:MM:SS.mmm, n% up to 100). */
export function parseVmapTimeOffset(value: string | null): VmapTimeOffset | undefined {
  const trimmed = value?.trim() ?? '';
  const lower = trimmed.toLowerCase();
  if (lower === 'start' || lower === 'end') return lower;
  const position = /^#([1-9]\d*)$/.exec(trimmed);
  if (position) return { position: Number(position[1]) };
  return parseAdTimeOffset(trimmed);
}

// A tag of the VAST template (no templateType, or vast, vast1…vast4), else the break is not ours.
const isVastTemplate = (element: Element) =>
  /^(vast\d?)?$/i.test(element.getAttribute('templateType')?.trim() ?? '');

function adSourceOf(adSource: Element, base: string): VmapAdSource | undefined {
  const vast = children(adSource, 'VASTAdData')
    .flatMap((data) => children(data, 'VAST'))
    .at(0);
  if (vast) return { kind: 'inline', xml: new XMLSerializer().serializeToString(vast) };
  const tag = children(adSource, 'AdTagURI').find(isVastTemplate);
  const url = tag && absoluteUrl(text(tag), base);
  return url ? { kind: 'tag', url } : undefined;
}

// Relative addresses are the VMAP's own; anything but http(s) is never requested.
function absoluteUrl(value: string, base: string): string | undefined {
  if (value === '' || !URL.canParse(value, base)) return undefined;
  const url = new URL(value, base);
  return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined;
}

function trackingOf(adBreak: Element, base: string): Record<VmapTrackingEvent, string[]> {
  const tracking: Record<VmapTrackingEvent, string[]> = { breakStart: [], breakEnd: [], error: [] };
  for (const element of children(adBreak, 'TrackingEvents').flatMap((events) =>
    children(events, 'Tracking'),
  )) {
    const event = element.getAttribute('event');
    const url = absoluteUrl(text(element), base);
    if (url && (event === 'breakStart' || event === 'breakEnd' || event === 'error')) {
      tracking[event].push(url);
    }
  }
  return tracking;
}

/**
 * The linear breaks of a VMAP 1.0 document loaded from `base`, in document order. A break is left
 * out when the player could not play it: not linear (breakType), no readable timeOffset, or no
 * VAST to fill it (no AdSource, a CustomAdData or a non-VAST templateType).
 */
export function vmapBreaks(document: Document, base: string): VmapBreak[] {
  return children(document.documentElement, 'AdBreak').flatMap((adBreak, index) => {
    const types = (adBreak.getAttribute('breakType') ?? '').split(',').map((type) => type.trim());
    const offset = parseVmapTimeOffset(adBreak.getAttribute('timeOffset'));
    const adSource = children(adBreak, 'AdSource').at(0);
    const source = adSource && adSourceOf(adSource, base);
    if (!types.includes('linear') || !offset || !source) return [];
    return [
      {
        id: adBreak.getAttribute('breakId') || String(index + 1),
        offset,
        source,
        followRedirects: adSource.getAttribute('followRedirects')?.trim() !== 'false',
        tracking: trackingOf(adBreak, base),
      },
    ];
  });
}
