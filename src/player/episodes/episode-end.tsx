import { laterStrings } from '../../lib/later-strings';
import { focusPlayerFrom } from '../focus-player';
import { useCountdown, useEpisodeEnd, type NextEpisodeOffer } from './use-auto-continue';
import './episodes.css';

/**
 * The end of an episode (its credits, where the catalogue marks them, or its post-roll while one
 * is due): the next one follows, after a cancellable countdown with autoplay on. Render it keyed
 * by the episode. Its polite live
 * region is there all along, so the countdown's appearance is announced, not only its ticks.
 */
export function EpisodeEnd({ postrollDue = false }: { postrollDue?: boolean }) {
  const offer = useEpisodeEnd(postrollDue);
  // Keyed by the episode, so every end starts a fresh countdown.
  return (
    <div aria-live="polite">{offer && <NextEpisodeCountdown key={offer.next.id} {...offer} />}</div>
  );
}

/** 'Следующая серия через N', with play-now and cancel. */
function NextEpisodeCountdown({ next, cancel }: NextEpisodeOffer) {
  const { secondsLeft, playNow } = useCountdown(next);
  if (secondsLeft === undefined) return null;
  // The card goes with the answer: the player keeps the focus, not the page's body.
  const answer = (act: () => void) => (event: { currentTarget: Element }) => {
    focusPlayerFrom(event.currentTarget);
    act();
  };
  return (
    <div
      className="next-countdown"
      role="group"
      aria-label={laterStrings.nextEpisodeButton}
      onPointerDown={(event) => event.stopPropagation()}
      onClick={(event) => event.stopPropagation()}
    >
      <p>{laterStrings.nextEpisodeIn(secondsLeft)}</p>
      <div className="next-countdown-actions">
        <button
          type="button"
          className="overlay-button overlay-button--primary"
          onClick={answer(playNow)}
        >
          {laterStrings.playNextNow}
        </button>
        <button type="button" className="overlay-button" onClick={answer(cancel)}>
          {laterStrings.cancel}
        </button>
      </div>
    </div>
  );
}
