import { strings } from '../../lib/strings';
import { Icon } from '../icons';
import { useAdState } from './ad-context';

/** 'Пропустить N' counting down, then 'Пропустить' with an icon; absent for an unskippable ad. */
export function AdSkipButton() {
  const ad = useAdState((state) => state.ad);
  const secondsLeft =
    ad?.skipAt === undefined ? undefined : Math.max(0, Math.ceil(ad.skipAt - ad.currentTime));
  const counting = secondsLeft !== undefined && secondsLeft > 0 && !ad?.skippable;
  if (!ad || (!counting && !ad.skippable)) return null;
  return (
    <button
      type="button"
      className="ad-skip"
      aria-disabled={counting}
      onClick={counting ? undefined : ad.controls.skip}
    >
      {counting ? (
        strings.adSkipIn(secondsLeft)
      ) : (
        <>
          {strings.adSkip}
          <Icon name="nextEpisode" />
        </>
      )}
    </button>
  );
}
