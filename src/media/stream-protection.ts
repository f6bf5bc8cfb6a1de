import type { ErrorData, HlsConfig } from 'hls.js';
import type { PlayerError } from '../lib/player-error';
import type { ProtectionSource } from './master-playlist';

/** The headers a license request carries, as a call of the services does: read at each request. */
export type CredentialHeaders = () => Promise<Record<string, string>>;

/** Who the viewer is, as the services' calls tell it (the API client has both). */
export interface ViewerCredentials {
  session: { deviceId(): string | undefined };
  /** The access token, refreshed first when it has expired; undefined for an anonymous viewer. */
  refresher: { freshAccessToken(): Promise<string | undefined> };
}

/** What a protected stream adds to its hls.js instance or its element; the DRM chunk builds it. */
export interface StreamProtection {
  /** Set when nothing here can play it (no EME, no key system for this way of playing): not loaded. */
  unavailable?: PlayerError;
  hlsConfig: Partial<HlsConfig>;
  /** hls.js's key-system errors as the player's; undefined for any other error. */
  errorOf(data: ErrorData): PlayerError | undefined;
  /** A media error the stream cannot recover from, as a key failure when no frame ever decoded. */
  mediaFailure(error: PlayerError, video: HTMLVideoElement): PlayerError;
  /** Gives the element the keys the browser's own HLS asks for (FairPlay); returns the stop. */
  attachNative(video: HTMLVideoElement, onFailure: (error: PlayerError) => void): () => void;
}

/**
 * The protection of a stream whose master playlist names key systems, from the DRM chunk: a clear
 * stream never loads it.
 */
export function loadStreamProtection(
  source: ProtectionSource,
  viewer: ViewerCredentials | undefined,
  playsNatively: boolean,
): Promise<StreamProtection> {
  return import('./drm/stream-protection').then((drm) =>
    drm.streamProtection(source, drm.credentialHeaders(viewer), playsNatively),
  );
}
