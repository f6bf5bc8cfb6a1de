import type { ProtectionSource } from '../shared/master-playlist';
import type { StreamProtection, ViewerCredentials } from './stream-protection-types';

export type {
  CredentialHeaders,
  StreamProtection,
  ViewerCredentials,
} from './stream-protection-types';

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
