import { strings } from '../../lib/strings';
import { useMediaEngine, useMediaState } from '../hooks/media-context';
import { ControlButton } from './control-button';

/** Picture-in-picture, where the browser offers it. */
export function PictureInPictureButton() {
  const engine = useMediaEngine();
  const enabled = useMediaState((state) => state.pictureInPictureEnabled);
  const active = useMediaState((state) => state.pictureInPicture);
  if (!enabled) return null;
  return (
    <ControlButton
      label={strings.pictureInPicture}
      icon="pictureInPicture"
      aria-pressed={active}
      onClick={() => void engine.togglePictureInPicture()}
    />
  );
}

/** AirPlay, only when Safari reports a target. */
export function AirPlayButton() {
  const engine = useMediaEngine();
  const available = useMediaState((state) => state.airPlayAvailable);
  if (!available) return null;
  return (
    <ControlButton
      label={strings.airPlay}
      icon="airPlay"
      onClick={() => engine.showAirPlayPicker()}
    />
  );
}

/** Cast through the Remote Playback API, only when a device is available. */
export function CastButton() {
  const engine = useMediaEngine();
  const available = useMediaState((state) => state.castAvailable);
  if (!available) return null;
  return (
    <ControlButton label={strings.cast} icon="cast" onClick={() => void engine.promptCast()} />
  );
}
