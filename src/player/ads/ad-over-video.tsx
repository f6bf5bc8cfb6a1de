import type { MouseEvent } from 'react';
import type { AdView } from '../../ads/ad-view';
import { laterStrings } from '../../lib/later-strings';
import { AdSkipButton } from './ad-skip-button';

/** Where a pointer clicked in the link (which covers the player's box); a key's click has no place. */
function clickPosition(event: MouseEvent<HTMLElement>) {
  if (event.detail === 0) return undefined;
  const box = event.currentTarget.getBoundingClientRect();
  return { x: event.clientX - box.left, y: event.clientY - box.top };
}

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
          onClick={(event) => ad.controls.clickThrough(clickPosition(event))}
        />
      )}
      <AdSkipButton ad={ad} />
    </>
  );
}
