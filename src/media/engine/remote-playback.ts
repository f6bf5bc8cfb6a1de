import type { MediaStore } from '../media-store';
import { isDomError } from './dom-error';

interface AirPlayVideo extends HTMLVideoElement {
  webkitShowPlaybackTargetPicker?: () => void;
}

interface AvailabilityEvent extends Event {
  availability?: 'available' | 'not-available';
}

/**
 * Publishes whether this video can play on another device: AirPlay (Safari's target-availability
 * event) and cast (the Remote Playback API's availability). Returns the stop.
 */
export function watchRemoteTargets(video: HTMLVideoElement, store: MediaStore): () => void {
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

/** Playing the video attached now on another device: the AirPlay picker and the cast prompt. */
export function createRemotePlayback(attachedVideo: () => HTMLVideoElement | undefined) {
  return {
    /** Opens Safari's AirPlay picker, where there is one. */
    showAirPlayPicker() {
      (attachedVideo() as AirPlayVideo | undefined)?.webkitShowPlaybackTargetPicker?.();
    },
    /** Opens the browser's cast device picker. */
    async promptCast() {
      try {
        await attachedVideo()?.remote.prompt();
      } catch (error) {
        // The viewer closed the picker, or no device answered: nothing to report.
        if (!isDomError(error, 'NotAllowedError') && !isDomError(error, 'AbortError')) {
          console.warn('[player] cast prompt failed', error);
        }
      }
    },
  };
}
