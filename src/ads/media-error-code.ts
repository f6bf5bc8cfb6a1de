import { AdErrorCode } from './ad-types';

/**
 * The ad error code of an ad element's MediaError. The file's type already passed canPlayType, so
 * a source that cannot be opened before anything played means the file is not there (or not
 * media); a network or decode failure is a failed delivery before the start, a failed playback after.
 */
export function mediaErrorCode(error: MediaError | null, started: boolean): AdErrorCode {
  switch (error?.code) {
    case MediaError.MEDIA_ERR_SRC_NOT_SUPPORTED:
      return started ? AdErrorCode.playbackFailed : AdErrorCode.mediaNotFound;
    case MediaError.MEDIA_ERR_NETWORK:
      return AdErrorCode.mediaDeliveryFailed;
    case MediaError.MEDIA_ERR_DECODE:
      return started ? AdErrorCode.playbackFailed : AdErrorCode.mediaDeliveryFailed;
    default:
      return AdErrorCode.undefinedError;
  }
}
