import type {
  AdMediaFile,
  AdProgressTracking,
  AdTrackingEvent,
  AdVastMacros,
  ParsedAd,
  SimidCreativeFile,
  SimidNonlinear,
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

/** `<InteractiveCreativeFile>`, beside the media files of a VAST 4 linear creative. */
interface VastInteractiveCreativeFile {
  fileURL: string | null;
  apiFramework: string | null;
  variableDuration: boolean;
}

interface VastLinearCreative {
  type: 'linear';
  id: string | null;
  universalAdIds: { idRegistry: string; value: string }[];
  /** -1 when the VAST gives no readable duration. */
  duration: number;
  mediaFiles: VastMediaFile[];
  interactiveCreativeFile: VastInteractiveCreativeFile | null;
  videoClickThroughURLTemplate: VastUrlTemplate | null;
  videoClickTrackingURLTemplates: VastUrlTemplate[];
  adParameters: { value: string } | null;
  /** Event name to URLs; progress events are keyed `progress-<seconds>` or `progress-<n>%`. */
  trackingEvents: Record<string, string[]>;
}

/** One `<NonLinear>` of a NonLinearAds creative; the library keeps the attributes as text. */
interface VastNonLinear {
  id: string | null;
  width: string | number | null;
  height: string | number | null;
  /** Seconds; -1 or less when unreadable. */
  minSuggestedDuration: number;
  apiFramework: string | null;
  iframeResource: string | null;
  nonlinearClickThroughURLTemplate: string | null;
  nonlinearClickTrackingURLTemplates: VastUrlTemplate[];
  adParameters: { value: string } | null;
}

interface VastNonLinearCreative {
  type: 'nonlinear';
  id: string | null;
  variations: VastNonLinear[];
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
  creatives: (VastLinearCreative | VastNonLinearCreative | { type: 'companion' })[];
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
  'creativeView',
  'acceptInvitation',
  'expand',
  'adExpand',
  'collapse',
  'adCollapse',
  'close',
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

/**
 * What the VAST says of the ad for its URLs' macros (as vast-client's own tracker reads it); a
 * nonlinear creative has no UniversalAdIds the library reads.
 */
function vastMacros(
  ad: VastAd,
  universalAdIds: VastLinearCreative['universalAdIds'] = [],
): AdVastMacros {
  const values = (items: { value: string }[]) =>
    items.map((item) => item.value).filter((value) => value !== '');
  return {
    adServingId: ad.adServingId || undefined,
    adType: ad.adType || undefined,
    podSequence: ad.sequence || undefined,
    universalAdIds: universalAdIds
      .filter((id) => id.value !== '')
      .map((id) => `${id.idRegistry} ${id.value}`),
    categories: values(ad.categories),
    blockedCategories: values(ad.blockedAdCategories),
  };
}

const isSimid = (apiFramework: string | null) => apiFramework?.toUpperCase() === 'SIMID';

function simidCreativeFile(
  file: VastInteractiveCreativeFile | null,
): SimidCreativeFile | undefined {
  const url = file?.fileURL?.trim();
  if (!file || !url || !isSimid(file.apiFramework)) return undefined;
  return { url, variableDuration: file.variableDuration };
}

const pixels = (text: string | number | null) =>
  Math.max(0, Number.parseInt(String(text), 10) || 0);

function simidNonlinear(variation: VastNonLinear): SimidNonlinear | undefined {
  const url = variation.iframeResource?.trim();
  if (!url || !isSimid(variation.apiFramework)) return undefined;
  return {
    url,
    width: pixels(variation.width),
    height: pixels(variation.height),
    minSuggestedDuration:
      variation.minSuggestedDuration > 0 ? variation.minSuggestedDuration : undefined,
  };
}

function trackingOf(events: Record<string, string[]>): ParsedAd['tracking'] {
  return Object.fromEntries(
    trackingEvents.flatMap((event) => {
      const eventUrls = urls(events[event] ?? []);
      return eventUrls.length > 0 ? [[event, eventUrls]] : [];
    }),
  );
}

/** The ad's SIMID overlay, for an ad that has no linear creative. */
function nonlinearAd(ad: VastAd, url: string, adCount: number): ParsedAd | undefined {
  for (const creative of ad.creatives) {
    if (creative.type !== 'nonlinear') continue;
    for (const variation of creative.variations) {
      const nonlinear = simidNonlinear(variation);
      if (!nonlinear) continue;
      return {
        id: ad.id || variation.id || creative.id || url,
        duration: undefined,
        skipOffset: undefined,
        mediaFiles: [],
        clickThroughUrl: variation.nonlinearClickThroughURLTemplate || undefined,
        clickTrackingUrls: urls(variation.nonlinearClickTrackingURLTemplates),
        impressionUrls: urls(ad.impressionURLTemplates),
        errorUrls: urls(ad.errorURLTemplates),
        tracking: trackingOf(creative.trackingEvents),
        progressTracking: [],
        adParameters: variation.adParameters?.value,
        adCount,
        vastMacros: vastMacros(ad),
        nonlinear,
      };
    }
  }
  return undefined;
}

/**
 * Maps the library's response (one ad, wrappers merged) to a ParsedAd: its linear creative, else
 * its SIMID overlay; undefined with neither.
 */
export function parseVastAd(
  response: VastResponse,
  source: { url: string; documents: Document[] },
): ParsedAd | undefined {
  const ad = response.ads[0];
  const linear = ad?.creatives.find(
    (creative): creative is VastLinearCreative => creative.type === 'linear',
  );
  if (!ad) return undefined;
  if (!linear) return nonlinearAd(ad, source.url, response.ads.length);
  const simid = simidCreativeFile(linear.interactiveCreativeFile);
  return {
    id: ad.id || linear.id || source.url,
    duration: linear.duration >= 0 ? linear.duration : undefined,
    skipOffset: parseAdTimeOffset(inlineSkipOffsetText(source.documents, ad.id)),
    mediaFiles: linear.mediaFiles.map(mediaFile),
    clickThroughUrl: linear.videoClickThroughURLTemplate?.url || undefined,
    clickTrackingUrls: urls(linear.videoClickTrackingURLTemplates),
    impressionUrls: urls(ad.impressionURLTemplates),
    errorUrls: urls(ad.errorURLTemplates),
    tracking: trackingOf(linear.trackingEvents),
    progressTracking: progressTracking(linear.trackingEvents),
    adParameters: linear.adParameters?.value,
    adCount: response.ads.length,
    vastMacros: vastMacros(ad, linear.universalAdIds),
    ...(simid && { simid }),
  };
}
