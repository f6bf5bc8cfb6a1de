// What a protected stream needs and gives, shared by the engine and the DRM chunk it loads.
import type { ErrorData, HlsConfig } from 'hls.js';
import type { PlayerError } from '../lib/player-error';

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
