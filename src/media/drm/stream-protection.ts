import type { ProtectionSource } from '../../shared/master-playlist';
import type {
  CredentialHeaders,
  StreamProtection,
  ViewerCredentials,
} from '../stream-protection-types';
import { drmError, drmErrorOfHls, mediaFailureOf } from './drm-errors';
import { hlsLicenseRequests } from './hls-license-requests';
import { hlsDrmSystems, licenseOf, nativeFairPlay, readKeySystems } from './key-systems';
import { licensePolicyWith } from './license-attempts';
import { attachNativeFairPlay } from './native-fairplay';

const noStop = () => undefined;

/** The headers of the services' calls: X-Session-Context, and the bearer token of a signed-in viewer. */
export function credentialHeaders(viewer: ViewerCredentials | undefined): CredentialHeaders {
  return async () => {
    const token = await viewer?.refresher.freshAccessToken();
    const device = { 'X-Session-Context': viewer?.session.deviceId() ?? '' };
    return token ? { ...device, Authorization: `Bearer ${token}` } : device;
  };
}

/**
 * The protection of a stream whose master playlist names key systems: hls.js's EME settings
 * (Widevine, PlayReady, Clear Key, FairPlay on MSE) or FairPlay on the browser's own HLS. A stream
 * nothing here can decrypt (no EME, as in an insecure context; no key system for this way of
 * playing) is unavailable, with the unsupported screen's error.
 */
export function streamProtection(
  source: ProtectionSource,
  credentials: CredentialHeaders,
  playsNatively: boolean,
): StreamProtection {
  const licenses = readKeySystems(source.keySystems, source.masterUrl);
  const drmSystems = hlsDrmSystems(licenses);
  const fairPlay = nativeFairPlay(licenses);
  const hasEme = typeof navigator.requestMediaKeySystemAccess === 'function';
  const hasSystem = playsNatively ? fairPlay !== undefined : Object.keys(drmSystems).length > 0;
  return {
    unavailable: !hasEme
      ? drmError('unsupported', 'keySystemUnavailable')
      : !hasSystem
        ? drmError('unsupported', 'keySystemNoConfiguredLicense')
        : undefined,
    hlsConfig: {
      emeEnabled: true,
      // The CDM starts with the manifest, beside the playlists and fragments, not at the first key.
      requireKeySystemAccessOnStart: true,
      drmSystems,
      // Each system's license server may set its own deadline (docs/drm.md).
      ...hlsLicenseRequests(credentials, (keySystem) =>
        licensePolicyWith(licenseOf(licenses, keySystem)?.deadlineMs),
      ),
    },
    errorOf: drmErrorOfHls,
    mediaFailure: mediaFailureOf,
    attachNative: (video, onFailure) =>
      fairPlay
        ? attachNativeFairPlay(
            video,
            fairPlay,
            credentials,
            licensePolicyWith(fairPlay.deadlineMs),
            onFailure,
          )
        : noStop,
  };
}
