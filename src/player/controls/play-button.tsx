import { strings } from '../../lib/strings';
import { useMediaEngine, useMediaState } from '../hooks/media-context';
import { ControlButton } from './control-button';

/**
 * Play / pause toggle. `large` is the centre button over the video; as `decorative` (desktop,
 * where the bar has the named one) it is hidden from assistive technology and the tab order.
 */
export function PlayButton({
  large = false,
  decorative = false,
}: {
  large?: boolean;
  decorative?: boolean;
}) {
  const engine = useMediaEngine();
  const paused = useMediaState((state) => state.paused);
  return (
    <ControlButton
      label={paused ? strings.play : strings.pause}
      icon={paused ? 'play' : 'pause'}
      className={large ? 'control-button-large' : undefined}
      onClick={() => void engine.togglePlay()}
      {...(decorative ? { 'aria-hidden': true, tabIndex: -1 } : {})}
    />
  );
}
