import type { ErrorData } from 'hls.js';
import type { PlayerError } from '../lib/player-error';
import type { HlsConstructor } from './load-hls';

/** What the mapping reads of hls.js's error data. */
export type HlsErrorData = Pick<ErrorData, 'type' | 'details' | 'fatal'>;

/** hls.js's enums, from the loaded module: the page's boot does not bundle hls.js. */
type HlsErrorEnums = Pick<HlsConstructor, 'ErrorTypes' | 'ErrorDetails'>;

/**
 * hls.js's error as the player's: its details, its fatal, its data as the cause. The master
 * playlist's failures are the manifest's (with the stream's URL), the other network errors the
 * network's, media errors the media's, and the rest (key system, mux, other) other.
 */
export function playerErrorOfHls(
  data: HlsErrorData,
  streamUrl: string,
  { ErrorTypes, ErrorDetails }: HlsErrorEnums,
): PlayerError {
  const error = { detail: data.details, fatal: data.fatal, cause: data };
  const manifestFailures: string[] = [
    ErrorDetails.MANIFEST_LOAD_ERROR,
    ErrorDetails.MANIFEST_LOAD_TIMEOUT,
    ErrorDetails.MANIFEST_PARSING_ERROR,
  ];
  if (manifestFailures.includes(data.details))
    return { kind: 'manifest', ...error, url: streamUrl };
  if (data.type === ErrorTypes.NETWORK_ERROR) return { kind: 'network', ...error };
  if (data.type === ErrorTypes.MEDIA_ERROR) return { kind: 'media', ...error };
  return { kind: 'other', ...error };
}

/** The element's own error as the player's: a media error named after its MediaError code ('mediaError3'). */
export function playerErrorOfElement(error: MediaError | null): PlayerError {
  const detail = error ? `mediaError${error.code}` : 'mediaError';
  return { kind: 'media', detail, fatal: true, cause: error };
}
