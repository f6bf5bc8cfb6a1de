import type { MediaStore } from './media-store';

interface AirPlayVideo extends HTMLVideoElement {
  webkitShowPlaybackTargetPicker?: () => void;
}

interface AvailabilityEvent extends Event {
  availability?: 'available' | 'not-available';
}

/**
 * Publishes which device features the browser offers for this video: picture-in-picture,
 * AirPlay (Safari's target-availability event) and casting (Remote Playback API availability).
 */
export function watchDeviceFeatures(video: HTMLVideoElement, store: MediaStore): () => void {
  store.setState({
    pictureInPictureEnabled:
      typeof document !== 'undefined' &&
      document.pictureInPictureEnabled === true &&
      typeof video.requestPictureInPicture === 'function' &&
      !video.disablePictureInPicture,
  });

  const onAirPlay = (event: AvailabilityEvent) =>
    store.setState({ airPlayAvailable: event.availability === 'available' });
  video.addEventListener('webkitplaybacktargetavailabilitychanged', onAirPlay);

  let castWatch: number | undefined;
  const remote = video.remote as RemotePlayback | undefined;
  remote
    ?.watchAvailability((available) => store.setState({ castAvailable: available }))
    .then((id) => {
      castWatch = id;
    })
    // NotSupportedError (e.g. MediaSource streams on some browsers): no cast button.
    .catch(() => store.setState({ castAvailable: false }));

  return () => {
    video.removeEventListener('webkitplaybacktargetavailabilitychanged', onAirPlay);
    if (castWatch !== undefined) remote?.cancelWatchAvailability(castWatch).catch(() => undefined);
  };
}

/** Opens Safari's AirPlay picker, where there is one. */
export function showAirPlayPicker(video: HTMLVideoElement): void {
  (video as AirPlayVideo).webkitShowPlaybackTargetPicker?.();
}
