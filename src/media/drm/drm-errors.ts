import type { ErrorData, ErrorDetails, ErrorTypes } from 'hls.js';
import type { DrmFailure, DrmPlayerError, PlayerError } from '../../lib/player-error';
import { LicenseTimeout } from './license-attempts';

// hls.js's names, checked against its enums without loading hls.js into this chunk.
const keySystemError: `${ErrorTypes.KEY_SYSTEM_ERROR}` = 'keySystemError';
const noAccess: `${ErrorDetails.KEY_SYSTEM_NO_ACCESS}` = 'keySystemNoAccess';
const noConfiguredLicense: `${ErrorDetails.KEY_SYSTEM_NO_CONFIGURED_LICENSE}` =
  'keySystemNoConfiguredLicense';
const licenseFailed: `${ErrorDetails.KEY_SYSTEM_LICENSE_REQUEST_FAILED}` =
  'keySystemLicenseRequestFailed';

/** The error of a license server that answered this status. */
export function isRefusal(status: number | undefined): boolean {
  return status === 401 || status === 403;
}

/** A DRM error of the player's own making (no EME, a native license that failed). */
export function drmError(failure: DrmFailure, detail: string, cause?: unknown): DrmPlayerError {
  return { kind: 'drm', failure, detail, fatal: true, cause };
}

/**
 * hls.js's key-system error as the player's, its details kept (the statistics' error_type) but a
 * license that came too late, which hls.js only knows as a failed request.
 */
export function drmErrorOfHls(data: ErrorData): DrmPlayerError | undefined {
  if (data.type !== keySystemError) return undefined;
  const timedOut = data.error instanceof LicenseTimeout;
  return {
    kind: 'drm',
    failure: failureOf(data),
    detail: timedOut ? 'keySystemLicenseTimeout' : data.details,
    fatal: data.fatal,
    cause: data,
  };
}

/**
 * A protected stream's media error that nothing recovered, when the element never decoded a
 * frame: the CDM had a key that did not decrypt it (a wrong key), a license failure; any other
 * as it is.
 */
export function mediaFailureOf(error: PlayerError, video: HTMLVideoElement): PlayerError {
  if (error.kind !== 'media' || video.getVideoPlaybackQuality().totalVideoFrames > 0) return error;
  return drmError('license', 'keySystemUndecryptable', error);
}

function failureOf(data: ErrorData): DrmFailure {
  if (data.details === noAccess || data.details === noConfiguredLicense) return 'unsupported';
  if (data.details === licenseFailed && isRefusal(data.response?.code)) return 'refused';
  return 'license';
}
