import { strings } from '../../lib/strings';
import { useMediaState } from '../hooks/media-context';

/** Shown while playback waits for data. */
export function BufferingSpinner() {
  const waiting = useMediaState((state) => state.waiting && !state.paused);
  if (!waiting) return null;
  return <div className="buffering-spinner" role="status" aria-label={strings.buffering} />;
}
