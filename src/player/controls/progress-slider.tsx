import { useState, type CSSProperties, type PointerEvent } from 'react';
import { formatTime } from '../../lib/format-time';
import { strings } from '../../lib/strings';
import {
  bufferedRedrawMs,
  bufferedSecond,
  playedSecond,
  useShownMediaState,
} from '../hooks/controls-shown';
import { useMediaEngine, useMediaState } from '../hooks/media-context';
import { lazyPart } from '../lazy-part';
import { onSeekSliderKey } from './seek-slider-keys';

// The hovered time's picture loads at the first hover: many viewers never point at the bar.
const SeekPreview = lazyPart(() => import('./seek-preview').then((part) => part.SeekPreview));

/** The seek bar: played and buffered time, the time under the pointer, seeks on input. */
export function ProgressSlider() {
  const engine = useMediaEngine();
  // Whole seconds, like the time display: the bar and the time re-render together, once a second.
  const currentTime = useShownMediaState(playedSecond);
  const duration = useMediaState((state) => state.duration);
  const bufferedEnd = useShownMediaState(bufferedSecond, bufferedRedrawMs);
  const [hover, setHover] = useState<{ time: number; x: number } | undefined>();
  const fraction = (time: number) => (duration > 0 ? Math.min(1, time / duration) : 0);

  const onPointerMove = (event: PointerEvent<HTMLInputElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    if (box.width <= 0 || duration <= 0) return;
    const x = Math.min(Math.max(0, event.clientX - box.left), box.width);
    setHover({ time: (x / box.width) * duration, x });
  };

  return (
    <div className="progress">
      {hover && (
        <span className="progress-hover-time" style={{ left: hover.x }} aria-hidden="true">
          {formatTime(hover.time)}
        </span>
      )}
      {hover && <SeekPreview hover={hover} />}
      <input
        type="range"
        className="progress-slider"
        aria-label={strings.seekSlider}
        aria-valuetext={`${formatTime(currentTime)} ${strings.of} ${formatTime(duration)}`}
        min={0}
        max={duration || 0}
        step="any"
        value={Math.min(currentTime, duration || 0)}
        disabled={duration <= 0}
        style={
          {
            '--played': fraction(currentTime),
            '--buffered': fraction(bufferedEnd),
          } as CSSProperties
        }
        onChange={(event) => engine.seek(event.currentTarget.valueAsNumber)}
        onKeyDown={(event) => onSeekSliderKey(event, engine, duration)}
        onPointerMove={onPointerMove}
        onPointerLeave={() => setHover(undefined)}
      />
    </div>
  );
}
