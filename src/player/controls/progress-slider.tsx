import type { CSSProperties } from 'react';
import { formatTime } from '../../lib/format-time';
import { strings } from '../../lib/strings';
import { useMediaEngine, useMediaState } from '../hooks/media-context';

/** The seek bar: shows played and buffered time, seeks on input (mouse, touch or arrow keys). */
export function ProgressSlider() {
  const engine = useMediaEngine();
  const currentTime = useMediaState((state) => state.currentTime);
  const duration = useMediaState((state) => state.duration);
  const bufferedEnd = useMediaState((state) => state.bufferedEnd);
  const fraction = (time: number) => (duration > 0 ? Math.min(1, time / duration) : 0);
  const style = {
    '--played': fraction(currentTime),
    '--buffered': fraction(bufferedEnd),
  } as CSSProperties;
  return (
    <input
      type="range"
      className="progress-slider"
      aria-label={strings.seekSlider}
      aria-valuetext={`${formatTime(currentTime)} / ${formatTime(duration)}`}
      min={0}
      max={duration || 0}
      step="any"
      value={Math.min(currentTime, duration || 0)}
      disabled={duration <= 0}
      style={style}
      onChange={(event) => engine.seek(event.currentTarget.valueAsNumber)}
    />
  );
}
