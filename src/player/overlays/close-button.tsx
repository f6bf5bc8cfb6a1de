import { laterStrings } from '../../lib/later-strings';
import { Icon } from '../icons';
import './close-button.css';

/** The round 'Закрыть' button in the corner of the player's dialogs (share, shortcuts). */
export function CloseButton({ onClose }: { onClose: () => void }) {
  return (
    <button
      type="button"
      className="close-button"
      aria-label={laterStrings.closeDialog}
      title={laterStrings.closeDialog}
      onClick={onClose}
    >
      <Icon name="close" />
    </button>
  );
}
