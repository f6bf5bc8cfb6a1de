import { useEffectEvent, useLayoutEffect, type RefObject } from 'react';
import { seekStepSeconds, volumeStep } from '../player-constants';

/** The player requests the keyboard can make. */
export interface KeyboardActions {
  togglePlay(): void;
  seekBy(deltaSeconds: number): void;
  volumeBy(delta: number): void;
  toggleMute(): void;
  toggleFullscreen(): void;
  toggleSubtitles(): void;
  closeMenus(): void;
}

interface Shortcut {
  run(actions: KeyboardActions): void;
  /** Space and arrows: buttons, sliders and menu items use them themselves. */
  ownKey: boolean;
  /** A held key repeats keydown; toggling on each repeat would flap the state. */
  toggle: boolean;
}

const keyShortcuts: Record<string, Shortcut> = {
  ' ': { run: (a) => a.togglePlay(), ownKey: true, toggle: true },
  ArrowLeft: { run: (a) => a.seekBy(-seekStepSeconds), ownKey: true, toggle: false },
  ArrowRight: { run: (a) => a.seekBy(seekStepSeconds), ownKey: true, toggle: false },
  ArrowUp: { run: (a) => a.volumeBy(volumeStep), ownKey: true, toggle: false },
  ArrowDown: { run: (a) => a.volumeBy(-volumeStep), ownKey: true, toggle: false },
  Escape: { run: (a) => a.closeMenus(), ownKey: false, toggle: false },
};

const letterShortcuts: Record<string, Shortcut> = {
  k: { run: (a) => a.togglePlay(), ownKey: false, toggle: true },
  m: { run: (a) => a.toggleMute(), ownKey: false, toggle: true },
  f: { run: (a) => a.toggleFullscreen(), ownKey: false, toggle: true },
  c: { run: (a) => a.toggleSubtitles(), ownKey: false, toggle: true },
};

// Inputs of these types take no text, so letter shortcuts still apply while they have focus.
const nonTextInputTypes = new Set(['range', 'checkbox', 'radio', 'button', 'submit', 'reset']);

const ownKeyControls =
  'button, [role="button"], input, [role="slider"], [role^="menuitem"], [role="checkbox"], [role="radio"]';

const textEntry = 'textarea, select, [contenteditable]:not([contenteditable="false"])';

function shortcutFor(event: KeyboardEvent): Shortcut | undefined {
  const byKey = keyShortcuts[event.key];
  if (byKey) return byKey;
  const key = event.key.toLowerCase();
  // A Cyrillic layout gives 'л' for K: fall back to the physical key then.
  const letter = /^[a-z]$/.test(key)
    ? key
    : /^Key[A-Z]$/.test(event.code)
      ? event.code.slice(3).toLowerCase()
      : undefined;
  return letter === undefined ? undefined : letterShortcuts[letter];
}

function isTextEntry(target: Element): boolean {
  if (target.closest(textEntry)) return true;
  return target instanceof HTMLInputElement && !nonTextInputTypes.has(target.type);
}

/** Player shortcuts on keydown inside the target element, and on the page while nothing has focus. */
export function useKeyboardShortcuts(
  targetRef: RefObject<HTMLElement | null>,
  actions: KeyboardActions,
): void {
  const onKeyDown = useEffectEvent((event: KeyboardEvent) => {
    if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return;
    const shortcut = shortcutFor(event);
    if (!shortcut) return;
    const target = event.target instanceof Element ? event.target : null;
    if (target && isTextEntry(target)) return;
    if (shortcut.ownKey && target?.closest(ownKeyControls)) return;
    event.preventDefault();
    if (shortcut.toggle && event.repeat) return;
    shortcut.run(actions);
  });

  // Before the first paint: a key pressed as soon as the controls show must count.
  useLayoutEffect(() => {
    const element = targetRef.current;
    const doc = element?.ownerDocument ?? document;
    const onElementKeyDown = (event: KeyboardEvent) => onKeyDown(event);
    // Right after the frame loads focus is on the body, outside the player, and keys still count.
    const onDocumentKeyDown = (event: KeyboardEvent) => {
      if (event.target === doc.body || event.target === doc.documentElement) onKeyDown(event);
    };
    element?.addEventListener('keydown', onElementKeyDown);
    doc.addEventListener('keydown', onDocumentKeyDown);
    return () => {
      element?.removeEventListener('keydown', onElementKeyDown);
      doc.removeEventListener('keydown', onDocumentKeyDown);
    };
  }, [targetRef]);
}
