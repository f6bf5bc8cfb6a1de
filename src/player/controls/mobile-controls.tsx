import { usePlayerContext } from '../player-context';
import { strings } from '../../lib/strings';
import { EpisodesMenu, NextEpisodeButton } from '../episodes/series-ui';
import { AudioMenu } from '../menus/audio-menu';
import { SettingsMenu } from '../menus/settings-menu';
import { useShareAction } from '../share/share-button';
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

/**
 * Mobile: the title (spec §2's title overlay, cut to one line), audio, seasons and episodes, next
 * episode and settings (with share) on top, and a close button when stretched; back, play, forward in the middle; volume, progress, fullscreen below.
 */
export function MobileControls({ fullscreen, stretched, onToggleFullscreen }: MobileControlsProps) {
  const { content, episode, title, disabledShare } = usePlayerContext();
  // On small screens share lives in the settings menu, and uses the device's own share sheet.
  const share = useShareAction({ title, movieId: content.id, episodeId: episode.id, mobile: true });
  return (
    <>
      <div className="mobile-top-row">
        <span className="title-text">{title}</span>
        <AudioMenu placement="below" />
        <EpisodesMenu mobile />
        <NextEpisodeButton />
        <SettingsMenu mobile onShare={disabledShare ? undefined : share.open} />
        {share.popup}
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
