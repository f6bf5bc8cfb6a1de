import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useMenu } from './menu-context';
import type { MenuEvent } from './menu-state';
import './menus.css';

export interface ControlMenuProps {
  label: string;
  /** The button's face: its icon. */
  icon: ReactNode;
  open: boolean;
  onToggle(): void;
  /** Added to the button's class (a state the icon alone does not show). */
  buttonClass?: string;
  /** Where the panel opens: above or below the button, or over the whole player (mobile). */
  placement: 'above' | 'below' | 'full';
  /** Added to the panel's class. */
  panelClass?: string;
  /** The panel's list, given the id the button points at and the way a choice ends the menu. */
  children(menu: { id: string; finish(event: MenuEvent): void }): ReactNode;
}

/**
 * A menu of the controls (settings, subtitles, audio, episodes): its button, with the ARIA a menu
 * button needs, and while open the panel with its list. A press outside closes the open menu, and
 * so does one on the backdrop of a panel over the whole player; Escape closes it and gives focus
 * back to the button, and so does Tab before moving on.
 */
export function ControlMenu(props: ControlMenuProps) {
  const { label, icon, open, onToggle, buttonClass, placement, panelClass, children } = props;
  const { dispatch } = useMenu();
  const anchorRef = useRef<HTMLDivElement>(null);
  const id = useId();
  const buttonId = `${id}button`;

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && anchorRef.current?.contains(event.target)) return;
      dispatch({ type: 'close' });
    };
    // Capture, so a control that stops its own pointer events still closes the menu.
    document.addEventListener('pointerdown', onPointerDown, true);
    return () => document.removeEventListener('pointerdown', onPointerDown, true);
  }, [open, dispatch]);

  /** Sends the event and puts focus back on the button, which the closing panel would drop. */
  const finish = (event: MenuEvent) => {
    dispatch(event);
    document.getElementById(buttonId)?.focus();
  };

  const panelBase = `menu-panel menu-panel--${placement}`;
  return (
    <div
      ref={anchorRef}
      className="menu-anchor"
      onKeyDown={(event) => {
        if (!open) return;
        if (event.key === 'Escape') {
          event.preventDefault();
          event.stopPropagation();
          finish({ type: 'close' });
        } else if (event.key === 'Tab') {
          // From the button, the browser's Tab then moves on as if the menu had never opened.
          finish({ type: 'close' });
        }
      }}
    >
      <button
        id={buttonId}
        type="button"
        className={buttonClass ? `control-button ${buttonClass}` : 'control-button'}
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        onClick={onToggle}
      >
        {icon}
      </button>
      {open && (
        <div
          className={panelClass ? `${panelBase} ${panelClass}` : panelBase}
          onPointerDown={(event) => {
            if (placement === 'full' && event.target === event.currentTarget) {
              dispatch({ type: 'close' });
            }
          }}
        >
          {children({ id, finish })}
        </div>
      )}
    </div>
  );
}
