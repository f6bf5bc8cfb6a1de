import type { AdView } from '../../ads/ad-view';
import { formatTime } from '../../lib/format-time';
import { strings } from '../../lib/strings';
import { ControlButton } from '../controls/control-button';
import { VolumeControlView } from '../controls/volume-control';
import { useMediaEngine } from '../hooks/media-context';
import { useAdHandle, useAdState } from './ad-context';
import { lazyPart } from '../lazy-part';
import './ads.css';

// The advertiser's link and the skip button load at the first break's start, while its VAST
// loads (a pre-roll's with the UI's modules, vite.config.ts): a film without ads never fetches them.
const AdOverVideo = lazyPart(() => import('./ad-over-video').then((part) => part.AdOverVideo));

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
      {active && <AdOverVideo ad={ad} />}
      {ad && <AdControlsBar ad={ad} />}
    </div>
  );
}
