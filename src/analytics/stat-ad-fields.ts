import { unknownAdDuration } from '../lib/unknown-ad-duration';

/** An ad as analytics knows it: the ads module's history item (spec section 3). */
export interface StatAdItem {
  id: string;
  type: string;
  /** Content seconds at which the break began. */
  position: number;
  /** Ad seconds, or -2 when unknown. */
  duration: number;
  /** The position as a percentage of the content's duration. */
  perc: number;
}

/** The ad fields of the payload, from the ad playing or last played. */
export interface StatAdFields {
  ad_id: string | null;
  ad_type: string | null;
  ad_duration_sec: number;
  ad_position_perc: number | null;
  ad_position: number | null;
}

/** The ad fields of the payload (spec section 7): nulls and the unknown duration before any ad. */
export function adFields(item: StatAdItem | undefined): StatAdFields {
  return {
    ad_id: item?.id ?? null,
    ad_type: item?.type ?? null,
    ad_duration_sec: item?.duration ?? unknownAdDuration,
    ad_position_perc: item?.perc ?? null,
    ad_position: item?.position ?? null,
  };
}
