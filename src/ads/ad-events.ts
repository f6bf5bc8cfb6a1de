import { createEmitter } from '../lib/emitter';
import type { AdEndPhase } from './ad-lifecycle';
import type { AdHistoryItem } from './ad-history';
import type { AdErrorCode } from './ad-types';
import type { AdKind } from './ad-view';

/** What the ad layer tells the rest of the page (analytics subscribes). */
export interface AdEvents extends Record<string, unknown> {
  /** A break takes the screen (told by the player's scheduler, before any ad loads). */
  adBreakStart: { kind: AdKind };
  adBreakEnd: { kind: AdKind };
  /** An ad began to play: its impression counted. */
  adStart: AdHistoryItem;
  /** At most once a second while an ad plays (spec section 9). */
  adTimeUpdate: { item: AdHistoryItem; currentTime: number; duration: number };
  adEnd: { item: AdHistoryItem; phase: AdEndPhase };
  /** An ad failed; its Error URLs were called with this code (by the player or the VAST library). */
  adError: { code: AdErrorCode; vastUrl: string; message: string };
}

/** A new emitter of ad events, one per player. */
export const createAdEvents = () => createEmitter<AdEvents>();
export type AdEventEmitter = ReturnType<typeof createAdEvents>;
