import { usePlayerContext } from '../player-context';
import { EpisodesMenu, NextEpisodeButton } from '../episodes/series-ui';
import { AudioMenu } from '../menus/audio-menu';
import { SettingsMenu, SubtitlesMenu } from '../menus/settings-menu';
import { AirPlayButton, CastButton, PictureInPictureButton } from './device-buttons';
import { FullscreenButton } from './fullscreen-button';
import { ShareButton } from '../share/share-button';
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

/**
 * Desktop: title, audio and share on top, centre play, and the bottom bar in the spec's order with
 * the series' next-episode button and seasons-and-episodes menu before the settings.
 */
export function DesktopControls({
  title,
  fullscreen,
  onToggleFullscreen,
  onBarPointerEnter,
  onBarPointerLeave,
}: DesktopControlsProps) {
  const { content, episode, disabledShare } = usePlayerContext();
  return (
    <>
      <div
        className="title-overlay"
        onPointerEnter={onBarPointerEnter}
        onPointerLeave={onBarPointerLeave}
      >
        <span className="title-text">{title}</span>
        <AudioMenu placement="below" />
        {!disabledShare && (
          <ShareButton title={title} movieId={content.id} episodeId={episode.id} />
        )}
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
          <NextEpisodeButton />
          <EpisodesMenu placement="above" />
          <SettingsMenu placement="above" />
          <SubtitlesMenu />
          <PictureInPictureButton />
          <CastButton />
          <FullscreenButton active={fullscreen} onToggle={onToggleFullscreen} />
        </div>
      </div>
    </>
  );
}
