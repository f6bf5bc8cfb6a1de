import { unknownAdDuration } from '../lib/unknown-ad-duration';
import type { AdKind } from './ad-view';

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
