import type { AdView } from '../../ads/ad-view';
import { laterStrings } from '../../lib/later-strings';
import { AdSkipButton } from './ad-skip-button';

/** Over the ad on screen, if any yet: the advertiser's link and the skip button. */
export function AdOverVideo({ ad }: { ad: AdView | undefined }) {
  if (!ad) return null;
  return (
    <>
      {!ad.isVpaid && ad.clickThroughUrl && (
        <a
          className="ad-click-through"
          href={ad.clickThroughUrl}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={laterStrings.adClickThrough}
          onClick={ad.controls.clickThrough}
        />
      )}
      <AdSkipButton ad={ad} />
    </>
  );
}
