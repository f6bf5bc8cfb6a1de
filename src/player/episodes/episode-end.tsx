import type { Episode } from '../../api';
import { strings } from '../../lib/strings';
import { useCountdown, useEpisodeEnd } from './use-auto-continue';
import './episodes.css';

/**
 * The end of an episode: the next one follows, after a cancellable countdown with autoplay on.
 * Render it keyed by the episode.
 */
export function EpisodeEnd() {
  const next = useEpisodeEnd();
  // Keyed by the episode, so every end starts a fresh countdown.
  return next ? <NextEpisodeCountdown key={next.id} next={next} /> : null;
}

/** 'Следующая серия через N', with play-now and cancel. */
function NextEpisodeCountdown({ next }: { next: Episode }) {
  const { secondsLeft, playNow, cancel } = useCountdown(next);
  if (secondsLeft === undefined) return null;
  return (
    <div
      className="next-countdown"
      role="group"
      aria-label={strings.nextEpisodeButton}
      onPointerDown={(event) => event.stopPropagation()}
      onClick={(event) => event.stopPropagation()}
    >
      <p aria-live="polite">{strings.nextEpisodeIn(secondsLeft)}</p>
      <div className="next-countdown-actions">
        <button type="button" className="overlay-button overlay-button--primary" onClick={playNow}>
          {strings.playNextNow}
        </button>
        <button type="button" className="overlay-button" onClick={cancel}>
          {strings.cancel}
        </button>
      </div>
    </div>
  );
}
