import type { AdView } from '../../ads/ad-view';
import { formatTime } from '../../lib/format-time';
import { strings } from '../../lib/strings';
import { ControlButton } from '../controls/control-button';
import { VolumeControlView } from '../controls/volume-control';
import { useMediaEngine } from '../hooks/media-context';
import { useAdHandle, useAdState } from './ad-context';
import { AdSkipButton } from './ad-skip-button';
import './ads.css';

function AdControlsBar({ ad }: { ad: AdView }) {
  // The viewer's play and pause go to the ad on screen (the session routes them).
  const engine = useMediaEngine();
  const remaining = ad.duration > 0 ? ad.duration - ad.currentTime : undefined;
  return (
    <div className="ad-bar">
      <ControlButton
        label={ad.paused ? strings.play : strings.pause}
        icon={ad.paused ? 'play' : 'pause'}
        onClick={() => void engine.togglePlay()}
      />
      <VolumeControlView
        volume={ad.volume}
        muted={ad.muted}
        setVolume={ad.controls.setVolume}
        toggleMuted={ad.controls.toggleMuted}
      />
      <span className="ad-label">
        {remaining === undefined
          ? strings.adLabel
          : strings.adRemaining(formatTime(Math.ceil(remaining)))}
      </span>
    </div>
  );
}

/**
 * The ad layer over the content: the box the ads play in (always present, shown during a break)
 * and, over the ad on screen, its controls, skip button and the advertiser's link.
 */
export function AdOverlay() {
  const { container } = useAdHandle();
  const active = useAdState((state) => state.active);
  const ad = useAdState((state) => state.ad);
  return (
    <div className="ad-layer" hidden={!active} role="region" aria-label={strings.adRegion}>
      <div ref={container} className="ad-slot" />
      {ad && !ad.isVpaid && ad.clickThroughUrl && (
        <a
          className="ad-click-through"
          href={ad.clickThroughUrl}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={strings.adClickThrough}
          onClick={ad.controls.clickThrough}
        />
      )}
      {ad && (
        <>
          <AdSkipButton />
          <AdControlsBar ad={ad} />
        </>
      )}
    </div>
  );
}
