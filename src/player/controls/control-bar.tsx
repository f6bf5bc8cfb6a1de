import { PlayButton } from './play-button';
import { ProgressSlider } from './progress-slider';
import { TimeDisplay } from './time-display';

/** The bottom bar: progress above, buttons and time below. */
export function ControlBar() {
  return (
    <div className="control-bar">
      <ProgressSlider />
      <div className="control-row">
        <PlayButton />
        <TimeDisplay />
      </div>
    </div>
  );
}
