import { strings } from '../../lib/strings';
import { useMediaEngine, useMediaState } from '../hooks/media-context';
import { Icon } from '../icons';
import './menus.css';

/**
 * The desktop bar's 'Субтитры' button, a quick switch like YouTube's CC: turns shown subtitles off,
 * or turns on the track last shown (the first one before any). Absent when there are no tracks.
 * The engine decides from the tracks as they are now, not from this render's (maybe older) state.
 */
export function SubtitlesButton() {
  const engine = useMediaEngine();
  const options = useMediaState((state) => state.subtitleOptions);
  const current = useMediaState((state) => state.currentSubtitle);

  if (options.length === 0) return null;
  return (
    <button
      type="button"
      className="control-button subtitles-button"
      aria-label={strings.subtitlesButton}
      aria-pressed={current !== undefined}
      onClick={() => engine.toggleSubtitles()}
    >
      <Icon name="subtitles" />
    </button>
  );
}
