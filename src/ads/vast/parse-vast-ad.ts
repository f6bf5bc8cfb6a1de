import type {
  AdMediaFile,
  AdProgressTracking,
  AdTrackingEvent,
  AdVastMacros,
  ParsedAd,
} from '../ad-types';
import { parseAdTimeOffset } from './skip-offset';
import { inlineSkipOffsetText } from './vast-xml';

/** A URL of the vast-client's objects (the library ships `any` types; these are the fields we read). */
interface VastUrlTemplate {
  id: string | null;
  url: string;
}

interface VastMediaFile {
  fileURL: string | null;
  mimeType: string | null;
  width: number;
  height: number;
  codec: string | null;
  bitrate: number;
  apiFramework: string | null;
}

interface VastLinearCreative {
  type: 'linear';
  id: string | null;
  universalAdIds: { idRegistry: string; value: string }[];
  /** -1 when the VAST gives no readable duration. */
  duration: number;
  mediaFiles: VastMediaFile[];
  videoClickThroughURLTemplate: VastUrlTemplate | null;
  videoClickTrackingURLTemplates: VastUrlTemplate[];
  adParameters: { value: string } | null;
  /** Event name to URLs; progress events are keyed `progress-<seconds>` or `progress-<n>%`. */
  trackingEvents: Record<string, string[]>;
}

/** An ad of the vast-client's response, wrappers already merged into it. */
export interface VastAd {
  id: string | null;
  adServingId: string | null;
  adType: string | null;
  sequence: string | null;
  categories: { value: string }[];
  /** The wrappers' too: the library gathers them into the ad. */
  blockedAdCategories: { value: string }[];
  errorURLTemplates: string[];
  impressionURLTemplates: VastUrlTemplate[];
  creatives: (VastLinearCreative | { type: 'companion' | 'nonlinear' })[];
}

/** The vast-client's parse result. */
export interface VastResponse {
  ads: VastAd[];
}

const trackingEvents: AdTrackingEvent[] = [
  'start',
  'loaded',
  'resume',
  'pause',
  'complete',
  'skip',
  'firstQuartile',
  'midpoint',
  'thirdQuartile',
  'mute',
  'unmute',
];

const progressPrefix = 'progress-';

function urls(templates: (VastUrlTemplate | string)[]): string[] {
  return templates
    .map((template) => (typeof template === 'string' ? template : template.url))
    .filter((url) => url !== '');
}

function mediaFile(file: VastMediaFile): AdMediaFile {
  return {
    url: file.fileURL ?? '',
    type: file.mimeType ?? '',
    width: file.width,
    height: file.height,
    codec: file.codec ?? undefined,
    bitrate: file.bitrate > 0 ? file.bitrate : undefined,
    apiFramework: file.apiFramework ?? undefined,
  };
}

function progressTracking(events: Record<string, string[]>): AdProgressTracking[] {
  return Object.entries(events).flatMap(([name, eventUrls]) => {
    if (!name.startsWith(progressPrefix)) return [];
    // The library keys a clock offset by its seconds (-1 when it could not read it), a percentage as is.
    const offset = parseAdTimeOffset(name.slice(progressPrefix.length));
    return offset ? [{ offset, urls: urls(eventUrls) }] : [];
  });
}

/** What the VAST says of the ad for its URLs' macros (as vast-client's own tracker reads it). */
function vastMacros(ad: VastAd, linear: VastLinearCreative): AdVastMacros {
  const values = (items: { value: string }[]) =>
    items.map((item) => item.value).filter((value) => value !== '');
  return {
    adServingId: ad.adServingId || undefined,
    adType: ad.adType || undefined,
    podSequence: ad.sequence || undefined,
    universalAdIds: linear.universalAdIds
      .filter((id) => id.value !== '')
      .map((id) => `${id.idRegistry} ${id.value}`),
    categories: values(ad.categories),
    blockedCategories: values(ad.blockedAdCategories),
  };
}

/** Maps the library's response (one ad, wrappers merged) to a ParsedAd; undefined without a linear creative. */
export function parseVastAd(
  response: VastResponse,
  source: { url: string; documents: Document[] },
): ParsedAd | undefined {
  const ad = response.ads[0];
  const linear = ad?.creatives.find(
    (creative): creative is VastLinearCreative => creative.type === 'linear',
  );
  if (!ad || !linear) return undefined;
  return {
    id: ad.id || linear.id || source.url,
    duration: linear.duration >= 0 ? linear.duration : undefined,
    skipOffset: parseAdTimeOffset(inlineSkipOffsetText(source.documents, ad.id)),
    mediaFiles: linear.mediaFiles.map(mediaFile),
    clickThroughUrl: linear.videoClickThroughURLTemplate?.url || undefined,
    clickTrackingUrls: urls(linear.videoClickTrackingURLTemplates),
    impressionUrls: urls(ad.impressionURLTemplates),
    errorUrls: urls(ad.errorURLTemplates),
    tracking: Object.fromEntries(
      trackingEvents.flatMap((event) => {
        const eventUrls = urls(linear.trackingEvents[event] ?? []);
        return eventUrls.length > 0 ? [[event, eventUrls]] : [];
      }),
    ),
    progressTracking: progressTracking(linear.trackingEvents),
    adParameters: linear.adParameters?.value,
    adCount: response.ads.length,
    vastMacros: vastMacros(ad, linear),
  };
}
