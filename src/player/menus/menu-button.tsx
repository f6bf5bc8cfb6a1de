import type { ReactNode, RefObject } from 'react';

interface MenuButtonProps {
  buttonRef: RefObject<HTMLButtonElement | null>;
  label: string;
  open: boolean;
  /** The id of the menu this button opens, set while it is open. */
  menuId: string;
  onClick(): void;
  /** Added to control-button (a state the icon alone does not show). */
  className?: string;
  children: ReactNode;
}

/** The button that opens a player menu, with the ARIA a menu button needs. */
export function MenuButton(props: MenuButtonProps) {
  const { buttonRef, label, open, menuId, onClick, className, children } = props;
  return (
    <button
      ref={buttonRef}
      type="button"
      className={className ? `control-button ${className}` : 'control-button'}
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
