import { useCallback, useEffect, useRef, type KeyboardEvent } from 'react';
import { useMenu } from './menu-context';
import type { MenuEvent } from './menu-state';

/**
 * What a menu button and its panel share: an outside pointerdown closes the open menu, Escape
 * closes it and gives focus back to the button, and so does Tab before moving on.
 */
export function useMenuAnchor(open: boolean) {
  const { dispatch } = useMenu();
  const anchorRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

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
  const finish = useCallback(
    (event: MenuEvent) => {
      dispatch(event);
      buttonRef.current?.focus();
    },
    [dispatch],
  );

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (!open) return;
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      finish({ type: 'close' });
    } else if (event.key === 'Tab') {
      // From the button, the browser's Tab then moves on as if the menu had never opened.
      finish({ type: 'close' });
    }
  };

  return { anchorRef, buttonRef, finish, onKeyDown };
}
