import type { PlayerError } from '../../lib/player-error';
import type { CredentialHeaders } from '../stream-protection-types';
import { drmError, isRefusal } from './drm-errors';
import type { FairPlayLicense } from './key-systems';
import {
  createLicenseAttempts,
  LicenseTimeout,
  nextAsk,
  wait,
  type LicensePolicy,
} from './license-attempts';

/** What the browser's own HLS asks of FairPlay, on Safari's standard EME. */
const fairPlayConfiguration: MediaKeySystemConfiguration[] = [
  {
    initDataTypes: ['skd', 'sinf'],
    videoCapabilities: [{ contentType: 'application/vnd.apple.mpegurl', robustness: '' }],
    distinctiveIdentifier: 'not-allowed',
    persistentState: 'not-allowed',
    sessionTypes: ['temporary'],
  },
];

/** A license server's answer that is not a license. */
class LicenseRefusal extends Error {
  constructor(
    url: string,
    readonly status: number,
  ) {
    super(`${url} answered ${status}`);
    this.name = 'LicenseRefusal';
  }
}

/**
 * Gives video FairPlay's keys for the browser's own HLS (Safari without MSE): at the stream's
 * first `encrypted` event the key system, the certificate and the element's MediaKeys, then one
 * key session per event, its license asked as the policy says (raw SPC in, raw CKC out, the
 * form of Apple's sample key server). Returns the stop.
 */
export function attachNativeFairPlay(
  video: HTMLVideoElement,
  fairPlay: FairPlayLicense,
  credentials: CredentialHeaders,
  policy: LicensePolicy,
  onFailure: (error: PlayerError) => void,
): () => void {
  let keys: Promise<MediaKeys> | undefined;
  let stopped = false;
  const sessions: MediaKeySession[] = [];

  const setUpKeys = async () => {
    let access: MediaKeySystemAccess;
    try {
      access = await navigator.requestMediaKeySystemAccess('com.apple.fps', fairPlayConfiguration);
    } catch (error) {
      throw drmError('unsupported', 'keySystemNoAccess', error);
    }
    const mediaKeys = await access.createMediaKeys();
    const certificate = await fetchLicense(fairPlay.certificateUrl, undefined, credentials, policy);
    await mediaKeys.setServerCertificate(certificate);
    // Stopped while the certificate came: the element gets no keys of a stream it left.
    if (stopped) throw new Error('Stopped before the keys were set');
    await video.setMediaKeys(mediaKeys);
    return mediaKeys;
  };

  const onEncrypted = (event: MediaEncryptedEvent) => {
    const { initDataType, initData } = event;
    if (!initData) return;
    keys ??= setUpKeys();
    void keys
      .then(async (mediaKeys) => {
        // Stopped while the keys were set: no session the stop could no longer close.
        if (stopped) return;
        const session = mediaKeys.createSession();
        sessions.push(session);
        session.addEventListener('message', (message) => {
          void fetchLicense(fairPlay.licenseUrl, message.message, credentials, policy)
            .then((license) => session.update(license))
            .catch(fail);
        });
        session.addEventListener('keystatuseschange', () => {
          session.keyStatuses.forEach((status) => {
            if (status === 'internal-error' || status === 'output-restricted')
              fail(drmError('license', `keyStatus-${status}`));
          });
        });
        await session.generateRequest(initDataType, initData);
      })
      .catch(fail);
  };

  function fail(error: unknown) {
    if (stopped) return;
    stopped = true;
    onFailure(asDrmError(error));
  }

  video.addEventListener('encrypted', onEncrypted);
  return () => {
    stopped = true;
    video.removeEventListener('encrypted', onEncrypted);
    for (const session of sessions) void session.close().catch(() => undefined);
  };
}

function asDrmError(error: unknown): PlayerError {
  if (isPlayerError(error)) return error;
  if (error instanceof LicenseRefusal)
    return drmError(
      isRefusal(error.status) ? 'refused' : 'license',
      'keySystemLicenseRequestFailed',
      error,
    );
  if (error instanceof LicenseTimeout) return drmError('license', 'keySystemLicenseTimeout', error);
  return drmError('license', 'keySystemNoKeys', error);
}

function isPlayerError(error: unknown): error is PlayerError {
  return typeof error === 'object' && error !== null && 'kind' in error && 'failure' in error;
}

/** A license (or certificate, without a body) asked as the policy says, with the page's credentials. */
export async function fetchLicense(
  url: string,
  body: ArrayBuffer | undefined,
  credentials: CredentialHeaders,
  policy: LicensePolicy,
  sleep: (ms: number) => Promise<void> = wait,
): Promise<ArrayBuffer> {
  const attempts = createLicenseAttempts(policy);
  for (;;) {
    const timeoutMs = await nextAsk(attempts, url, policy, sleep);
    let status = 0;
    try {
      const response = await fetch(url, {
        method: body ? 'POST' : 'GET',
        body,
        headers: await credentials(),
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (response.ok) return await response.arrayBuffer();
      status = response.status;
    } catch {
      // No answer (or none in time): status 0, asked again while the policy allows.
    }
    if (!attempts.mayRetry(status)) throw new LicenseRefusal(url, status);
  }
}
