import { useId, useState } from 'react';
import { stripListNumber } from '../../session/episode-order';
import { usePlayerContext } from '../player-context';
import { laterStrings } from '../../lib/later-strings';
import { ControlButton } from '../controls/control-button';
import './episodes.css';

/**
 * 'Следующая серия', with a preview card of the next episode while hovered or focused. Choosing it
 * plays the next episode and switches autoplay on.
 */
export function NextEpisodeButton() {
  const { nextEpisode, selectEpisode, setAutoplay } = usePlayerContext();
  const [previewing, setPreviewing] = useState(false);
  const cardId = useId();
  if (!nextEpisode) return null;

  const show = () => setPreviewing(true);
  const hide = () => setPreviewing(false);
  return (
    <div
      className="next-episode"
      onPointerEnter={show}
      onPointerLeave={hide}
      onFocus={show}
      onBlur={hide}
    >
      <ControlButton
        label={laterStrings.nextEpisodeButton}
        icon="nextEpisode"
        aria-describedby={previewing ? cardId : undefined}
        onClick={() => {
          hide();
          setAutoplay(true);
          selectEpisode(nextEpisode, { play: true, offerResume: true });
        }}
      />
      {previewing && (
        <div id={cardId} className="next-episode-card" role="tooltip">
          {nextEpisode.posterPath && (
            <img className="next-episode-poster" src={nextEpisode.posterPath} alt="" />
          )}
          <div className="next-episode-text">
            <p className="next-episode-heading">{laterStrings.nextEpisodeHeading}</p>
            <p className="next-episode-number">{laterStrings.episodeNumber(nextEpisode.order)}</p>
            <p className="next-episode-title">{stripListNumber(nextEpisode.title)}</p>
            {nextEpisode.description && (
              <p className="next-episode-description">{stripListNumber(nextEpisode.description)}</p>
            )}
          </div>
        </div>
      )}
    </div>
  );
}
