import type { ReactNode, RefObject } from 'react';

interface MenuButtonProps {
  buttonRef: RefObject<HTMLButtonElement | null>;
  label: string;
  open: boolean;
  /** The id of the menu this button opens, set while it is open. */
  menuId: string;
  onClick(): void;
  children: ReactNode;
}

/** The button that opens a player menu, with the ARIA a menu button needs. */
export function MenuButton({ buttonRef, label, open, menuId, onClick, children }: MenuButtonProps) {
  return (
    <button
      ref={buttonRef}
      type="button"
      className="control-button"
      aria-label={label}
      aria-haspopup="menu"
      aria-expanded={open}
      aria-controls={open ? menuId : undefined}
      onClick={onClick}
    >
      {children}
    </button>
  );
}
