import { strings } from '../../lib/strings';
import { AudioMenu } from '../menus/audio-menu';
import { SettingsMenu } from '../menus/settings-menu';
import { ControlButton } from './control-button';
import { FullscreenButton } from './fullscreen-button';
import { PlayButton } from './play-button';
import { ProgressSlider } from './progress-slider';
import { SeekBackButton, SeekForwardButton } from './seek-buttons';
import { VolumeControl } from './volume-control';

interface MobileControlsProps {
  fullscreen: boolean;
  /** The host stretches the frame (parent mode on iOS): a close button leaves it. */
  stretched: boolean;
  onToggleFullscreen(): void;
}

/** Mobile: settings (and close) on top; back, play, forward in the middle; volume, progress, fullscreen below. */
export function MobileControls({ fullscreen, stretched, onToggleFullscreen }: MobileControlsProps) {
  return (
    <>
      <div className="mobile-top-row">
        <AudioMenu placement="below" />
        <SettingsMenu mobile />
        {stretched && (
          <ControlButton
            label={strings.closeFullscreen}
            icon="close"
            onClick={onToggleFullscreen}
          />
        )}
      </div>
      <div className="center-controls">
        <SeekBackButton />
        <PlayButton large />
        <SeekForwardButton />
      </div>
      <div className="mobile-bottom-row">
        <VolumeControl />
        <ProgressSlider />
        <FullscreenButton active={fullscreen} onToggle={onToggleFullscreen} />
      </div>
    </>
  );
}
