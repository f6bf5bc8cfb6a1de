import type { AdView } from '../../ads/ad-view';
import { laterStrings } from '../../lib/later-strings';
import { Icon } from '../icons';

/** 'Пропустить N' counting down, then 'Пропустить' with an icon; absent for an unskippable ad. */
export function AdSkipButton({ ad }: { ad: AdView }) {
  const secondsLeft =
    ad.skipAt === undefined ? undefined : Math.max(0, Math.ceil(ad.skipAt - ad.currentTime));
  const counting = secondsLeft !== undefined && secondsLeft > 0 && !ad.skippable;
  if (!counting && !ad.skippable) return null;
  return (
    <button
      type="button"
      className="ad-skip"
      aria-disabled={counting}
      onClick={counting ? undefined : ad.controls.skip}
    >
      {counting ? (
        laterStrings.adSkipIn(secondsLeft)
      ) : (
        <>
          {laterStrings.adSkip}
          <Icon name="nextEpisode" />
        </>
      )}
    </button>
  );
}
