import type { ParsedAd } from '../ad-types';

/** A parsed VAST ad with nothing in it but what a test gives: no files, URLs or tracking. */
export function parsedAd(fields: Partial<ParsedAd> = {}): ParsedAd {
  return {
    id: 'ad',
    duration: 10,
    skipOffset: undefined,
    mediaFiles: [],
    clickThroughUrl: undefined,
    clickTrackingUrls: [],
    impressionUrls: [],
    errorUrls: [],
    tracking: {},
    progressTracking: [],
    adParameters: undefined,
    adCount: 1,
    vastMacros: {
      adServingId: undefined,
      adType: undefined,
      podSequence: undefined,
      universalAdIds: [],
      categories: [],
      blockedCategories: [],
    },
    ...fields,
  };
}
