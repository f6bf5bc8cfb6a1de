import { useEffect, useRef, type FocusEvent, type KeyboardEvent, type ReactNode } from 'react';
import { laterStrings } from '../../lib/later-strings';
import { Icon } from '../icons';
import { laterIcons } from '../later-icons';

const itemSelector = '[role="menuitem"], [role="menuitemradio"], [role="menuitemcheckbox"]';

export interface MenuListProps {
  /** The menu's accessible name. */
  label: string;
  id?: string;
  /** Index of the item that takes focus when the list opens; the first by default. */
  initialFocus?: number;
  /** ArrowLeft: back to the parent list (submenus only). */
  onBack?: () => void;
  children: ReactNode;
}

/**
 * A role="menu" list with the menu keyboard: focus on an item when it opens, ArrowDown / ArrowUp
 * (wrapping), Home / End, ArrowRight opens a submenu entry, ArrowLeft goes back. Enter and Space
 * are the items' own button activation; Escape belongs to the menu's owner.
 */
export function MenuList({ label, id, initialFocus = 0, onBack, children }: MenuListProps) {
  const listRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const items = menuItems(listRef.current);
    (items[initialFocus] ?? items[0])?.focus();
  }, [initialFocus]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const items = menuItems(listRef.current);
    const current = items.findIndex((item) => item === event.target);
    const last = items.length - 1;
    switch (event.key) {
      case 'ArrowDown':
        items[current < last ? current + 1 : 0]?.focus();
        break;
      case 'ArrowUp':
        items[current > 0 ? current - 1 : last]?.focus();
        break;
      case 'Home':
        items[0]?.focus();
        break;
      case 'End':
        items[last]?.focus();
        break;
      case 'ArrowRight':
        if (items[current]?.hasAttribute('aria-haspopup')) items[current]?.click();
        break;
      case 'ArrowLeft':
        onBack?.();
        break;
      case 'Enter':
      case ' ':
        // Let the button activate, but keep the key from the player's own shortcuts.
        event.stopPropagation();
        return;
      default:
        return;
    }
    event.preventDefault();
    event.stopPropagation();
  };

  // Roving tabindex: the focused item is the list's one tab stop (a list that scrolls keeps one).
  const onFocus = (event: FocusEvent<HTMLDivElement>) => {
    for (const item of menuItems(listRef.current)) item.tabIndex = item === event.target ? 0 : -1;
  };

  return (
    <div
      ref={listRef}
      id={id}
      role="menu"
      aria-label={label}
      className="menu-list"
      onKeyDown={onKeyDown}
      onFocus={onFocus}
    >
      {children}
    </div>
  );
}

function menuItems(list: HTMLElement | null): HTMLElement[] {
  return list ? Array.from(list.querySelectorAll<HTMLElement>(itemSelector)) : [];
}

/** A main-list entry: its label, the current value, and a submenu behind it. */
export function MenuEntry(props: { label: string; value: string; onOpen: () => void }) {
  return (
    <button
      type="button"
      role="menuitem"
      aria-haspopup="menu"
      tabIndex={-1}
      className="menu-item"
      onClick={props.onOpen}
    >
      <span className="menu-item-label">{props.label}</span>{' '}
      <span className="menu-item-value">{props.value}</span>
      <Icon path={laterIcons.chevronRight} />
    </button>
  );
}

/** The 'Назад' entry at the top of a submenu. */
export function MenuBackItem(props: { onBack: () => void }) {
  return (
    <button
      type="button"
      role="menuitem"
      tabIndex={-1}
      className="menu-item menu-back"
      onClick={props.onBack}
    >
      <Icon path={laterIcons.chevronLeft} />
      {laterStrings.menuBack}
    </button>
  );
}

/** One option of a menu, checked when it is the current one. */
export function MenuRadioItem(props: { label: string; checked: boolean; onSelect: () => void }) {
  return (
    <button
      type="button"
      role="menuitemradio"
      aria-checked={props.checked}
      tabIndex={-1}
      className="menu-item"
      onClick={props.onSelect}
    >
      <Icon path={laterIcons.check} className="menu-check" />
      {props.label}
    </button>
  );
}
