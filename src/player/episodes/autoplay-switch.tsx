import { usePlayerContext } from '../player-context';
import { laterStrings } from '../../lib/later-strings';

/** 'Автовоспроизведение': whether the next episode starts by itself when one ends. */
export function AutoplaySwitch() {
  const { isAutoplay, setAutoplay } = usePlayerContext();
  return (
    <button
      type="button"
      role="menuitemcheckbox"
      aria-checked={isAutoplay}
      tabIndex={-1}
      className="menu-item autoplay-switch"
      onClick={() => setAutoplay(!isAutoplay)}
    >
      <span className="menu-item-label">{laterStrings.autoplaySwitch}</span>
      <span className="switch-track" aria-hidden="true">
        <span className="switch-thumb" />
      </span>
    </button>
  );
}
