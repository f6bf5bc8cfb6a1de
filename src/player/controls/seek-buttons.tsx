import { strings } from '../../lib/strings';
import { useMediaEngine } from '../hooks/media-context';
import { seekStepSeconds } from '../player-constants';
import { ControlButton } from './control-button';

/** Back 10 s. */
export function SeekBackButton() {
  const engine = useMediaEngine();
  return (
    <ControlButton
      label={strings.seekBack}
      icon="back10"
      onClick={() => engine.seekBy(-seekStepSeconds)}
    />
  );
}

/** Forward 10 s. */
export function SeekForwardButton() {
  const engine = useMediaEngine();
  return (
    <ControlButton
      label={strings.seekForward}
      icon="forward10"
      onClick={() => engine.seekBy(seekStepSeconds)}
    />
  );
}
