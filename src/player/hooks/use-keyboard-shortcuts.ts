import { useEffectEvent, useLayoutEffect, type RefObject } from 'react';
import { seekStepSeconds, volumeStep } from '../player-constants';

/** The player requests the keyboard can make. */
export interface KeyboardActions {
  togglePlay(): void;
  seekBy(deltaSeconds: number): void;
  /** To that share of the duration: 0 the start, 0.5 the middle. */
  seekToFraction(fraction: number): void;
  volumeBy(delta: number): void;
  toggleMute(): void;
  toggleFullscreen(): void;
  toggleSubtitles(): void;
  /** One step faster (1) or slower (-1) through the speeds the settings menu offers. */
  stepPlaybackRate(steps: number): void;
  toggleShortcutsHelp(): void;
  closeMenus(): void;
}

export interface Shortcut {
  /** The keys as KeyboardEvent.key spells them, letters in lower case. */
  keys: readonly string[];
  run(actions: KeyboardActions, key: string): void;
  /** A held key repeats keydown; toggling on each repeat would flap the state. */
  toggle?: boolean;
}

/**
 * Every shortcut, in the order the '?' overlay lists them (their descriptions are
 * laterStrings.shortcuts, by these names): the one table both the keys and the list read.
 */
export const shortcuts = {
  play: { keys: [' ', 'k'], run: (a) => a.togglePlay(), toggle: true },
  back: { keys: ['ArrowLeft'], run: (a) => a.seekBy(-seekStepSeconds) },
  forward: { keys: ['ArrowRight'], run: (a) => a.seekBy(seekStepSeconds) },
  tenth: { keys: [...'0123456789'], run: (a, key) => a.seekToFraction(+key / 10) },
  louder: { keys: ['ArrowUp'], run: (a) => a.volumeBy(volumeStep) },
  quieter: { keys: ['ArrowDown'], run: (a) => a.volumeBy(-volumeStep) },
  mute: { keys: ['m'], run: (a) => a.toggleMute(), toggle: true },
  fullscreen: { keys: ['f'], run: (a) => a.toggleFullscreen(), toggle: true },
  subtitles: { keys: ['c'], run: (a) => a.toggleSubtitles(), toggle: true },
  slower: { keys: ['<'], run: (a) => a.stepPlaybackRate(-1) },
  faster: { keys: ['>'], run: (a) => a.stepPlaybackRate(1) },
  help: { keys: ['?'], run: (a) => a.toggleShortcutsHelp(), toggle: true },
  close: { keys: ['Escape'], run: (a) => a.closeMenus() },
} satisfies Record<string, Shortcut>;

export type Shortcuts = typeof shortcuts;

const shortcutOf = (key: string): Shortcut | undefined =>
  Object.values(shortcuts).find((shortcut) => shortcut.keys.includes(key));

// Where another layout (Cyrillic) types something else, the physical key: Shift with ,./ of a US
// keyboard is < > ?.
const shiftedPunctuation: Record<string, string> = { Comma: '<', Period: '>', Slash: '?' };

/** The key a shortcut knows this press by: its own, or on another layout the physical key's. */
export function shortcutKey(event: KeyboardEvent): string {
  const key = event.key.length > 1 ? event.key : event.key.toLowerCase();
  if (shortcutOf(key) || /^[a-z]$/.test(key)) return key;
  const { code } = event;
  if (/^Key[A-Z]$/.test(code)) return code.slice(3).toLowerCase();
  return (event.shiftKey && shiftedPunctuation[code]) || key;
}

// Focus on a control leaves it the keys it uses itself: a text field (an input of a type that
// takes text included) every key; sliders their arrows and Home/End/Page Up/Page Down; menus and
// radios their arrows, Enter, Space and Home/End; other buttons only Enter and Space, which press
// them. The first kind the focus is in decides: a button in a menu is the menu's.
const ownedKeys: [control: string, keys: RegExp][] = [
  [
    'textarea,select,[contenteditable]:not([contenteditable=false]),' +
      'input:not([type=range],[type=checkbox],[type=radio],[type=button],[type=submit],[type=reset])',
    /^/,
  ],
  ['[type=range],[role=slider]', /^(Arrow|Home|End|Page)/],
  ['[role^=menu],[role=radio],[type=radio]', /^(Arrow|Home|End|Enter| )/],
  ['button,input,a,[role=button],[role=checkbox],[role=switch]', /^(Enter| )/],
];

const ownsKey = (target: Element, key: string) =>
  !!ownedKeys.find(([control]) => target.closest(control))?.[1].test(key);

/** Player shortcuts on keydown inside the target element, and on the page while nothing has focus. */
export function useKeyboardShortcuts(
  targetRef: RefObject<HTMLElement | null>,
  actions: KeyboardActions,
): void {
  const onKeyDown = useEffectEvent((event: KeyboardEvent) => {
    if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return;
    const key = shortcutKey(event);
    const shortcut = shortcutOf(key);
    if (!shortcut) return;
    if (event.target instanceof Element && ownsKey(event.target, event.key)) return;
    event.preventDefault();
    if (shortcut.toggle && event.repeat) return;
    shortcut.run(actions, key);
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
