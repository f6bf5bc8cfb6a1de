import { useEffect, useRef, type MouseEvent } from 'react';

export interface MenuClosingPress {
  onPointerDown(): void;
  /** The surface's click handler, except for the clicks of a press that closed a menu. */
  onClick(event: MouseEvent<HTMLElement>): void;
  onDoubleClick(event: MouseEvent<HTMLElement>): void;
}

interface SurfaceHandlers {
  onClick?(event: MouseEvent<HTMLElement>): void;
  onDoubleClick?(event: MouseEvent<HTMLElement>): void;
}

/**
 * Spec §4: a click on the player closes an open menu, and that is all it does. The press that
 * closes the menu spends its click (and a double click it starts): no play toggle, no tap on the
 * controls, no fullscreen.
 */
export function useMenuClosingPress(
  menuOpen: boolean,
  closeMenus: () => void,
  surface: SurfaceHandlers,
): MenuClosingPress {
  const menuOpenNow = useRef(menuOpen);
  useEffect(() => {
    menuOpenNow.current = menuOpen;
  }, [menuOpen]);
  // Whether a menu was open as the press began: read on the window in the capture phase, before
  // the menus' own outside-press listeners (on the document) close it.
  const openAtPress = useRef(false);
  useEffect(() => {
    const onPress = () => {
      openAtPress.current = menuOpenNow.current;
    };
    window.addEventListener('pointerdown', onPress, true);
    return () => window.removeEventListener('pointerdown', onPress, true);
  }, []);
  // Set by the press that closed a menu; its clicks (detail 1, 2, …) are one gesture, which a
  // click of detail 1 ends.
  const closedMenu = useRef(false);
  const pressClosing = useRef(false);
  return {
    onPointerDown() {
      pressClosing.current = openAtPress.current;
      if (!openAtPress.current) return;
      closedMenu.current = true;
      closeMenus();
    },
    onClick(event) {
      const sameGesture = pressClosing.current || event.detail > 1;
      pressClosing.current = false;
      if (closedMenu.current && sameGesture) return;
      closedMenu.current = false;
      surface.onClick?.(event);
    },
    onDoubleClick(event) {
      if (!closedMenu.current) surface.onDoubleClick?.(event);
    },
  };
}
