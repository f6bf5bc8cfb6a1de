import { useMemo, type MouseEvent } from 'react';
import { laterStrings } from '../../lib/later-strings';
import { episodeMarkers } from '../../session/episode-markers';
import { useMediaEngine, useMediaState } from '../hooks/media-context';
import { focusPlayerFrom } from '../focus-player';
import { usePlayerContext } from '../player-context';
import './skip-intro.css';

/**
 * 'Пропустить заставку' while the episode's intro plays, a jump to its end. Its polite live region
 * is there from the episode's start, so the button's appearance is announced without taking the
 * focus from where the viewer is. An ad break covers the film and hides it; the screen says when
 * (reading the ads' store from here would split the store's React binding off the page's chunk).
 */
export function SkipIntro({ adBreak }: { adBreak: boolean }) {
  const { episode, isAvailable } = usePlayerContext();
  const intro = useMemo(() => episodeMarkers(episode).intro, [episode]);
  const engine = useMediaEngine();
  const inIntro = useMediaState(
    ({ currentTime }) =>
      intro !== undefined && currentTime >= intro.start && currentTime < intro.end,
  );

  const skip = (event: MouseEvent<HTMLButtonElement>) => {
    if (!intro) return;
    // The button goes with the intro: the player keeps the focus, not the page's body.
    focusPlayerFrom(event.currentTarget);
    engine.seek(intro.end);
  };
  return (
    <div className="skip-intro" aria-live="polite">
      {/* Blocked content plays only its placeholder slate: nothing to skip there. */}
      {inIntro && isAvailable && !adBreak && (
        <button type="button" className="overlay-button skip-intro-button" onClick={skip}>
          {laterStrings.skipIntro}
        </button>
      )}
    </div>
  );
}
