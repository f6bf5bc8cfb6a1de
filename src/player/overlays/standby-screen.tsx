import { strings } from '../../lib/strings';
import { ControlButton } from '../controls/control-button';
import { useMediaEngine } from '../hooks/media-context';

/**
 * What a viewer saving data sees before the first play, while nothing of the stream has loaded:
 * the poster and a play button that starts the load.
 */
export function StandbyScreen({ poster }: { poster: string | undefined }) {
  const engine = useMediaEngine();
  return (
    <div className="standby-screen">
      {poster && <img className="standby-poster" src={poster} alt="" />}
      <ControlButton
        label={strings.play}
        icon="play"
        className="control-button-large"
        onClick={() => void engine.play()}
      />
    </div>
  );
}
