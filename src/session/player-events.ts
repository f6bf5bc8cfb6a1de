import { createEmitter } from '../lib/emitter';
import type { PlayerError } from '../lib/player-error';

/** What the player tells the rest of the page (analytics subscribes; nothing calls it from a button). */
export interface PlayerEvents extends Record<string, unknown> {
  /** The player entered or left fullscreen (native, or stretched by the host). */
  fullscreenChange: { fullscreen: boolean };
  /** The viewer opened the settings menu ('settings') or one of its entries (a submenu's name). */
  settingsClick: { item: string };
  /** The viewer chose a playback rate in the settings. */
  speedSelect: { rate: number };
  /** The viewer chose a quality in the settings: a level and its height, or 'auto'. */
  qualitySelect: { level: number | 'auto'; height: number | undefined };
  /** The player's own errors (the content blocked, the availability check failed); the stream's come from the engine. */
  error: PlayerError;
}

/** A new emitter of the player's events, one per player session. */
export const createPlayerEvents = () => createEmitter<PlayerEvents>();
export type PlayerEventEmitter = ReturnType<typeof createPlayerEvents>;
