/**
 * What part of the player met an error (after hls.js's ErrorTypes, with the player's own):
 * - network: the stream's playlists and fragments over the network (hls.js networkError);
 * - media: decoding and buffering, hls.js's mediaError or the element's MediaError;
 * - manifest: the master playlist failed to load or parse (the screen names its URL);
 * - unsupported: the browser plays no HLS, or the episode has no source to play;
 * - blocked: the content may not play on this site (spec section 8);
 * - availability: the availability check gave no answer (the content then counts as available);
 * - ad: an ad failed, with its VAST error code;
 * - drm: a protected stream's keys: no key system, a refused license, a license or key failure;
 * - other: anything else (hls.js's other and mux errors, a load that threw).
 */
export type PlayerErrorKind =
  | 'network'
  | 'media'
  | 'manifest'
  | 'unsupported'
  | 'blocked'
  | 'availability'
  | 'ad'
  | 'drm'
  | 'other';

/** An error the player met, the same for the engine, the ads, the statistics and the screens. */
export interface PlayerError {
  kind: PlayerErrorKind;
  /**
   * Which error exactly: hls.js's details ('bufferStalledError', 'fragLoadError'…), the element's
   * 'mediaError<code>', the player's own name ('Video blocked'…) or an ad's VAST code. The
   * statistics send it as error_type, so it never changes for an error they already report.
   */
  detail: string;
  /**
   * What met it cannot go on by itself: the stream (unless the engine recovers it, as hls.js's
   * fatal), the ad (the break moves on), the content (blocked). False for errors gone past.
   */
  fatal: boolean;
  /** The address that failed to load, where the error is about one: the master playlist, a VAST tag. */
  url?: string;
  /**
   * The underlying error as its source gave it, as Error.cause (hls.js's error data, a MediaError,
   * what was thrown); not a request's Cause.
   */
  cause?: unknown;
}

/** An ad's failure: `code` is the VAST error code its Error URLs got, a number on the wire too. */
export interface AdPlayerError<Code extends number = number> extends PlayerError {
  kind: 'ad';
  code: Code;
}

/**
 * Why a protected stream cannot play, one screen each: the browser has no key system the stream
 * names (or no EME at all), the license server refused the viewer (401/403), or anything else
 * about the license or the keys (a wrong key, a 5xx after retries, no answer in time).
 */
export type DrmFailure = 'unsupported' | 'refused' | 'license';

/** A protected stream's error: hls.js's key-system details (or the player's own), with its failure. */
export interface DrmPlayerError extends PlayerError {
  kind: 'drm';
  failure: DrmFailure;
}

/** A protected stream's error, with the way it failed. */
export function isDrmError(error: PlayerError): error is DrmPlayerError {
  return error.kind === 'drm' && 'failure' in error;
}

/** An error whose type contains 'buffer' is also a buffering error (spec section 8). */
export function isBufferingError(error: PlayerError): boolean {
  return error.detail.toLowerCase().includes('buffer');
}

/** The first play of content that may not play on this site. */
export function contentBlockedError(): PlayerError {
  return { kind: 'blocked', detail: 'Video blocked', fatal: true };
}

/** The availability check failed or timed out: told, while the content plays on (spec section 9). */
export function availabilityCheckError(cause: unknown): PlayerError {
  return { kind: 'availability', detail: 'Availability check failed', fatal: false, cause };
}

/** An ad failed with this VAST error code; the break moves on to its next ad. */
export function adPlayerError<Code extends number>(
  code: Code,
  url: string,
  cause?: unknown,
): AdPlayerError<Code> {
  return { kind: 'ad', detail: String(code), code, fatal: true, url, cause };
}
