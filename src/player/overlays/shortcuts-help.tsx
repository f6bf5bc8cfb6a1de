import { useEffect, useEffectEvent, useId, useRef } from 'react';
import { laterStrings } from '../../lib/later-strings';
import type { Shortcuts, shortcutKey } from '../hooks/use-keyboard-shortcuts';
import { CloseButton } from './close-button';
import './shortcuts-help.css';

// Every shortcut of the table must have its text: a missing one fails the type check.
const descriptions: Record<keyof Shortcuts, string> = laterStrings.shortcuts;

/** How the list writes a key: its name ('Пробел', '←'), else the key itself in capitals. */
function keyLabel(key: string): string {
  return laterStrings.shortcutKeyNames[key] ?? key.toUpperCase();
}

/** The keys of one shortcut as the list shows them: a run of keys (0 to 9) as '0–9'. */
export function keyLabels(keys: readonly string[]): string[] {
  const labels = keys.map(keyLabel);
  return labels.length > 2 ? [`${labels[0]}–${labels.at(-1)}`] : labels;
}

const focusable = 'button, [href], input, select, textarea, [tabindex]:not([tabindex="-1"])';

export interface ShortcutsHelpProps {
  /**
   * The table the keyboard hook reads, and its way of reading a press (handed over rather than
   * imported, which would split the player's constants into a chunk of their own).
   */
  shortcuts: Shortcuts;
  shortcutKey: typeof shortcutKey;
  onClose(): void;
}

/**
 * The '?' overlay: a modal dialog listing every shortcut from the shortcut table. Focus moves to
 * its close button and comes back to where it was; Tab stays inside. While it shows, the player's
 * shortcuts rest: Escape and '?' close it, any other key does nothing (playback goes on).
 */
export default function ShortcutsHelp({ shortcuts, shortcutKey, onClose }: ShortcutsHelpProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const headingId = useId();
  const close = useEffectEvent(onClose);
  const keyOf = useEffectEvent(shortcutKey);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const doc = dialog.ownerDocument;
    const opener = doc.activeElement;
    // Modal: the rest of the page is inert, and the dialog shows above a fullscreen player too.
    dialog.showModal();
    dialog.querySelector<HTMLElement>(focusable)?.focus();
    // On the window, capturing: before the player's own listeners, which must not see the keys.
    const onKeyDown = (event: KeyboardEvent) => {
      event.stopPropagation();
      if (event.key === 'Tab') {
        event.preventDefault();
        moveFocusWithin(dialog, event.shiftKey ? -1 : 1);
      } else if (event.key === 'Escape' || keyOf(event) === '?') {
        event.preventDefault();
        close();
      }
    };
    const view = doc.defaultView ?? window;
    view.addEventListener('keydown', onKeyDown, true);
    return () => {
      view.removeEventListener('keydown', onKeyDown, true);
      dialog.close();
      if (opener instanceof HTMLElement) opener.focus();
    };
  }, []);

  return (
    // A click on the backdrop (the dialog itself, around its panel) closes it too.
    <dialog
      ref={dialogRef}
      className="shortcuts-help"
      aria-labelledby={headingId}
      onClick={(event) => event.target === event.currentTarget && onClose()}
    >
      <div className="shortcuts-help-panel">
        <div className="shortcuts-help-header">
          <h2 id={headingId} className="shortcuts-help-heading">
            {laterStrings.shortcutsTitle}
          </h2>
          <CloseButton onClose={onClose} />
        </div>
        <dl className="shortcuts-help-list">
          {Object.entries(shortcuts).map(([name, shortcut]) => (
            <div key={name} className="shortcuts-help-row">
              <dt>
                {keyLabels(shortcut.keys).map((label) => (
                  <kbd key={label}>{label}</kbd>
                ))}
              </dt>
              <dd>{descriptions[name as keyof Shortcuts]}</dd>
            </div>
          ))}
        </dl>
      </div>
    </dialog>
  );
}

/** Tab and Shift+Tab go round the dialog's own controls. */
function moveFocusWithin(dialog: HTMLElement, direction: 1 | -1): void {
  const controls = Array.from(dialog.querySelectorAll<HTMLElement>(focusable));
  const at = controls.indexOf(dialog.ownerDocument.activeElement as HTMLElement);
  const next = (at + direction + controls.length) % controls.length;
  controls[next]?.focus();
}
