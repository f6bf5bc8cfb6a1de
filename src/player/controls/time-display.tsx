import { formatTime } from '../../lib/format-time';
import { useMediaState } from '../hooks/media-context';
import { playedSecond, useShownMediaState } from '../hooks/controls-shown';

/** Current time and duration, 'M:SS / M:SS'. */
export function TimeDisplay() {
  const second = useShownMediaState(playedSecond);
  const duration = useMediaState((state) => state.duration);
  return (
    <span className="time-display">
      <span data-testid="current-time">{formatTime(second)}</span>
      {' / '}
      <span data-testid="duration">{formatTime(duration)}</span>
    </span>
  );
}
