import { createEmitter } from '../lib/emitter';
import type { AdPlayerError } from '../lib/player-error';
import type { AdEndPhase } from './ad-lifecycle';
import type { AdHistoryItem } from './ad-history';
import type { AdErrorCode } from './ad-types';
import type { AdKind } from './ad-view';

/** One ad's own event, naming it. */
interface OfAd {
  item: AdHistoryItem;
}

/**
 * What the ad layer tells the rest of the page (analytics subscribes). Every event after adStart
 * names an ad that began to play; an ad that never did is told of by adError alone.
 */
export interface AdEvents extends Record<string, unknown> {
  /** A break takes the screen (told by the player's scheduler, before any ad loads). */
  adBreakStart: { kind: AdKind };
  adBreakEnd: { kind: AdKind };
  /** An ad began to play: its impression counted. */
  adStart: AdHistoryItem;
  /** Each time update while the ad plays (analytics keeps one a second, spec section 9). */
  adTimeUpdate: OfAd & { currentTime: number; duration: number };
  adPause: OfAd;
  adResume: OfAd;
  /** The viewer followed the advertiser's link. */
  adClick: OfAd;
  /** A played ad is over: completed, skipped, stopped or failed while playing. */
  adEnd: OfAd & { phase: AdEndPhase };
  /**
   * An ad failed; its Error URLs were called with its code (by the player or the VAST library).
   * The error's url is its VAST tag, its cause what failed in words; `item` is the failed ad once
   * its VAST was read, whether or not it began to play.
   */
  adError: AdPlayerError<AdErrorCode> & { item?: AdHistoryItem };
}

/** A new emitter of ad events, one per player. */
export const createAdEvents = () => createEmitter<AdEvents>();
export type AdEventEmitter = ReturnType<typeof createAdEvents>;
