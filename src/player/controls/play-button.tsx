import { strings } from '../../lib/strings';
import { useMediaEngine, useMediaState } from '../hooks/media-context';

/** Play / pause toggle of the control bar. */
export function PlayButton() {
  const engine = useMediaEngine();
  const paused = useMediaState((state) => state.paused);
  return (
    <button
      type="button"
      className="control-button"
      aria-label={paused ? strings.play : strings.pause}
      onClick={() => void engine.togglePlay()}
    >
      <svg viewBox="0 0 24 24" aria-hidden="true">
        {paused ? <path d="M8 5v14l11-7z" /> : <path d="M6 5h4v14H6zm8 0h4v14h-4z" />}
      </svg>
    </button>
  );
}
