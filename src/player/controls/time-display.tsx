import { formatTime } from '../../lib/format-time';
import { useMediaState } from '../hooks/media-context';

/** Current time and duration, 'M:SS / M:SS'. */
export function TimeDisplay() {
  // Whole seconds only, so the display re-renders once a second rather than on every timeupdate.
  const second = useMediaState((state) => Math.floor(state.currentTime));
  const duration = useMediaState((state) => state.duration);
  return (
    <span className="time-display">
      <span data-testid="current-time">{formatTime(second)}</span>
      {' / '}
      <span data-testid="duration">{formatTime(duration)}</span>
    </span>
  );
}
