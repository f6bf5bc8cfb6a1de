import type { AdKind } from './ad-view';

/** The duration analytics report for an ad whose length is not known (spec section 9). */
export const unknownAdDuration = -2;

/** A played ad, for analytics (spec section 3, ad-history item). */
export interface AdHistoryItem {
  id: string;
  type: AdKind;
  /** Content seconds at which the break began. */
  position: number;
  /** Ad seconds, or unknownAdDuration. */
  duration: number;
  /** The position as a percentage of the content's duration. */
  perc: number;
}

/** The history item of an ad that began at `position` of content lasting `contentDuration`. */
export function adHistoryItem(
  id: string,
  type: AdKind,
  adDuration: number | undefined,
  position: number,
  contentDuration: number,
): AdHistoryItem {
  const duration =
    adDuration !== undefined && adDuration > 0 ? Math.round(adDuration) : unknownAdDuration;
  const perc = contentDuration > 0 ? Math.round((position / contentDuration) * 10000) / 100 : 0;
  return { id, type, position: Math.round(position), duration, perc };
}

/** The ad fields of the analytics payload (spec section 7), from the ad playing or last played. */
export function adAnalyticsFields(item: AdHistoryItem | undefined) {
  return {
    ad_id: item?.id ?? null,
    ad_type: item?.type ?? null,
    ad_duration_sec: item?.duration ?? unknownAdDuration,
    ad_position_perc: item?.perc ?? null,
    ad_position: item?.position ?? null,
  };
}
