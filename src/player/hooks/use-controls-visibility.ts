import { useCallback, useEffect, useRef, useState } from 'react';
import { controlsHideDelayMs } from '../player-constants';

export interface ControlsVisibilityOptions {
  playing: boolean;
  menuOpen: boolean;
  /** On mobile a tap shows or hides the controls; pointer moves do not count. */
  mobile: boolean;
}

/** Whether the controls show, and the handlers that wake them. */
export interface ControlsVisibility {
  visible: boolean;
  /** On the player: shows the controls and restarts the hide delay (desktop). */
  onPointerMove(): void;
  /** On the player: hides the controls at once while playing (desktop). */
  onPointerLeave(): void;
  /** On the control bar: the controls stay while the pointer is on it. */
  onBarPointerEnter(): void;
  onBarPointerLeave(): void;
  /** On the player surface: toggles the controls while playing (mobile). */
  onTap(): void;
  /** Shows the controls and restarts the hide delay, e.g. after a keyboard shortcut. */
  show(): void;
}

/** Controls stay while paused, a menu is open or the pointer is on the bar; otherwise they fade. */
export function useControlsVisibility({
  playing,
  menuOpen,
  mobile,
}: ControlsVisibilityOptions): ControlsVisibility {
  const [idle, setIdle] = useState(false);
  const [onBar, setOnBar] = useState(false);
  const canHide = playing && !menuOpen && !onBar;

  // Each time hiding becomes possible (play, menu closed, bar left) the full delay runs again.
  const [couldHide, setCouldHide] = useState(canHide);
  if (couldHide !== canHide) {
    setCouldHide(canHide);
    setIdle(false);
  }

  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const restartTimer = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setIdle(true), controlsHideDelayMs);
  }, []);

  useEffect(() => {
    if (!canHide || idle) return;
    restartTimer();
    return () => clearTimeout(timer.current);
  }, [canHide, idle, restartTimer]);

  // Idle only counts while the controls can hide, and is reset whenever that changes, so the
  // handlers below need not check playing, menus or the bar themselves.
  const show = useCallback(() => {
    setIdle(false);
    restartTimer();
  }, [restartTimer]);

  const onPointerMove = useCallback(() => {
    if (!mobile) show();
  }, [mobile, show]);

  const onPointerLeave = useCallback(() => {
    if (!mobile) setIdle(true);
  }, [mobile]);

  const onTap = useCallback(() => {
    if (mobile) setIdle((wasIdle) => !wasIdle);
  }, [mobile]);

  const onBarPointerEnter = useCallback(() => setOnBar(true), []);
  const onBarPointerLeave = useCallback(() => setOnBar(false), []);

  return {
    visible: !canHide || !idle,
    onPointerMove,
    onPointerLeave,
    onBarPointerEnter,
    onBarPointerLeave,
    onTap,
    show,
  };
}
