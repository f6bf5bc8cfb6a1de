import { createEmitter } from '../lib/emitter';

/** What the media engine tells the rest of the page besides its state (analytics subscribes). */
export interface MediaEvents extends Record<string, unknown> {
  /**
   * An error of the streaming engine, recovered or fatal: hls.js's error details
   * ('bufferStalledError', 'fragLoadError'…), or the element's own for native HLS.
   */
  streamError: { type: string; fatal: boolean };
  /** A seek was asked for (by the viewer, through the UI); the engine's own seeks never say so. */
  seekRequest: { to: number };
}

/** A new emitter of media events, one per engine. */
export const createMediaEvents = () => createEmitter<MediaEvents>();
export type MediaEventEmitter = ReturnType<typeof createMediaEvents>;
