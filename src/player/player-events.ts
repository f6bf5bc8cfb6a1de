import { createEmitter } from '../lib/emitter';

/** What the player tells the rest of the page (analytics subscribes; nothing calls it from a button). */
export interface PlayerEvents extends Record<string, unknown> {
  /** A player error: its type ('Video blocked', a streaming-engine error…) and a message. */
  error: { type: string; message: string };
}

/** The player's events for this page. */
export const playerEvents = createEmitter<PlayerEvents>();
