import { useState } from 'react';
import { strings } from '../../lib/strings';
import { useMediaEngine, useMediaState } from '../hooks/media-context';
import { Icon } from '../icons';
import './menus.css';

/**
 * The desktop bar's 'Субтитры' button, a quick switch like YouTube's CC: turns shown subtitles off,
 * or turns on the track last shown (the first one before any). Absent when there are no tracks.
 */
export function SubtitlesButton() {
  const engine = useMediaEngine();
  const options = useMediaState((state) => state.subtitleOptions);
  const current = useMediaState((state) => state.currentSubtitle);
  // Follows the store, so a track chosen anywhere (menu, engine default) counts as the last used.
  const [lastUsed, setLastUsed] = useState(current);
  if (current !== undefined && current !== lastUsed) setLastUsed(current);

  if (options.length === 0) return null;
  const toggle = () => {
    if (current !== undefined) {
      engine.setSubtitle(undefined);
      return;
    }
    const track = options.find((option) => option.id === lastUsed) ?? options[0];
    engine.setSubtitle(track?.id);
  };

  return (
    <button
      type="button"
      className="control-button subtitles-button"
      aria-label={strings.subtitlesButton}
      aria-pressed={current !== undefined}
      onClick={toggle}
    >
      <Icon name="subtitles" />
    </button>
  );
}
