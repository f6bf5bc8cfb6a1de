import { AudioMenu } from '../menus/audio-menu';
import { SettingsMenu, SubtitlesButton } from '../menus/settings-menu';
import { AirPlayButton, CastButton, PictureInPictureButton } from './device-buttons';
import { FullscreenButton } from './fullscreen-button';
import { PlayButton } from './play-button';
import { ProgressSlider } from './progress-slider';
import { SeekBackButton, SeekForwardButton } from './seek-buttons';
import { TimeDisplay } from './time-display';
import { VolumeControl } from './volume-control';

interface DesktopControlsProps {
  title: string;
  fullscreen: boolean;
  onToggleFullscreen(): void;
  onBarPointerEnter(): void;
  onBarPointerLeave(): void;
}

/** Desktop: title and audio on top, centre play, and the bottom bar in the spec's order. */
export function DesktopControls({
  title,
  fullscreen,
  onToggleFullscreen,
  onBarPointerEnter,
  onBarPointerLeave,
}: DesktopControlsProps) {
  return (
    <>
      <div
        className="title-overlay"
        onPointerEnter={onBarPointerEnter}
        onPointerLeave={onBarPointerLeave}
      >
        <span className="title-text">{title}</span>
        <AudioMenu placement="below" />
      </div>
      <div className="center-controls">
        <PlayButton large decorative />
      </div>
      <div
        className="control-bar"
        onPointerEnter={onBarPointerEnter}
        onPointerLeave={onBarPointerLeave}
      >
        <ProgressSlider />
        <div className="control-row">
          <PlayButton />
          <SeekBackButton />
          <SeekForwardButton />
          <VolumeControl />
          <TimeDisplay />
          <span className="control-spacer" />
          <AirPlayButton />
          <SettingsMenu placement="above" />
          <SubtitlesButton />
          <PictureInPictureButton />
          <CastButton />
          <FullscreenButton active={fullscreen} onToggle={onToggleFullscreen} />
        </div>
      </div>
    </>
  );
}
