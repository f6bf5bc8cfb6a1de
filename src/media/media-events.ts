import { createEmitter } from '../lib/emitter';
import type { PlayerError } from '../lib/player-error';

/** What the media engine tells the rest of the page besides its state (analytics subscribes). */
export interface MediaEvents extends Record<string, unknown> {
  /**
   * An error of the stream, recovered or fatal: hls.js's ('bufferStalledError', 'fragLoadError'…),
   * the element's own ('mediaError3'), or the engine's (nothing can play the source).
   */
  streamError: PlayerError;
  /** The element refused a play for good (an autoplay even muted, a play without a gesture). */
  playRefused: { reason: string };
}

/** A new emitter of media events, one per engine. */
export const createMediaEvents = () => createEmitter<MediaEvents>();
export type MediaEventEmitter = ReturnType<typeof createMediaEvents>;
