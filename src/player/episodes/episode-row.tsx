import type { Episode } from '../../api';
import { stripListNumber } from '../../session/episode-order';
import { formatTime } from '../../lib/format-time';
import { laterStrings } from '../../lib/later-strings';
import { Icon } from '../icons';
import { laterIcons } from '../later-icons';

interface EpisodeRowProps {
  episode: Episode;
  current: boolean;
  /** Watched share, 0–1. */
  share: number;
  completed: boolean;
  onSelect(): void;
}

/** An episode of a season panel: poster, order and title, duration, progress, completed mark. */
export function EpisodeRow({ episode, current, share, completed, onSelect }: EpisodeRowProps) {
  return (
    <button
      type="button"
      role="menuitemradio"
      aria-checked={current}
      tabIndex={-1}
      className="menu-item episode-row"
      onClick={onSelect}
    >
      {episode.posterPath ? (
        <img className="episode-row-poster" src={episode.posterPath} alt="" loading="lazy" />
      ) : (
        <span className="episode-row-poster" />
      )}
      <span className="episode-row-text">
        <span className="episode-row-title">
          {laterStrings.episodeRowLabel(episode.order, stripListNumber(episode.title))}
        </span>
        <span className="episode-row-meta">
          {episode.duration != null && <span>{formatTime(episode.duration)}</span>}
          {completed && (
            <span className="episode-row-completed">
              <Icon path={laterIcons.check} />
              {laterStrings.episodeCompleted}
            </span>
          )}
        </span>
        <span className="episode-row-progress" aria-hidden="true">
          <span style={{ width: `${Math.round(share * 100)}%` }} />
        </span>
      </span>
    </button>
  );
}
