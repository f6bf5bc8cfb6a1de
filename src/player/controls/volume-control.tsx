import type { CSSProperties } from 'react';
import { strings } from '../../lib/strings';
import { useMediaEngine, useMediaState } from '../hooks/media-context';
import { volumeStep } from '../player-constants';
import { ControlButton } from './control-button';

interface VolumeControlViewProps {
  volume: number;
  muted: boolean;
  setVolume(volume: number): void;
  /**
   * The mute button: mutes when sound is heard, else brings it back (a volume of 0 to 1). It reads
   * the element as it is then, so a second click before the first one's volumechange undoes it.
   */
  toggleMuted(): void;
}

/** Mute button with the volume slider (0–1, step 0.05) that pops up on hover or focus. */
export function VolumeControlView({
  volume,
  muted,
  setVolume,
  toggleMuted,
}: VolumeControlViewProps) {
  const silent = muted || volume === 0;
  return (
    <div className="volume-control">
      <ControlButton
        label={silent ? strings.unmute : strings.mute}
        icon={silent ? 'muted' : 'volume'}
        onClick={toggleMuted}
      />
      <input
        type="range"
        className="volume-slider"
        aria-label={strings.volume}
        aria-valuetext={`${Math.round((muted ? 0 : volume) * 100)}%`}
        min={0}
        max={1}
        step={volumeStep}
        value={muted ? 0 : volume}
        style={{ '--value': muted ? 0 : volume } as CSSProperties}
        onChange={(event) => setVolume(event.currentTarget.valueAsNumber)}
      />
    </div>
  );
}

/** The content video's volume control. */
export function VolumeControl() {
  const engine = useMediaEngine();
  const muted = useMediaState((state) => state.muted);
  const volume = useMediaState((state) => state.volume);
  return (
    <VolumeControlView
      volume={volume}
      muted={muted}
      setVolume={(value) => engine.setVolume(value)}
      toggleMuted={() => engine.toggleMuted()}
    />
  );
}
