import { useEffect, type RefObject } from 'react';
import { useStore } from 'zustand';
import type { FullscreenMode } from '../../embed/fullscreen-bridge';
import { useSessionFullscreen } from './media-context';

/** The fullscreen state of the player and the requests that change it. */
export interface FullscreenControls {
  isFullscreen: boolean;
  /** The host frame stretches the player (parent mode on iOS): the mobile top row shows a close button. */
  isStretched: boolean;
  toggle(): void;
  /** Resolves with whether the player fills the screen now (a request may be refused). */
  enter(): Promise<boolean>;
  exit(): void;
}

/**
 * The player element's fullscreen, the session's: the element (and its video) is attached to it
 * while rendered, and the controls' requests are the viewer's.
 */
export function useFullscreen(
  elementRef: RefObject<HTMLElement | null>,
  videoRef: RefObject<HTMLVideoElement | null>,
  mode: FullscreenMode,
): FullscreenControls {
  const fullscreen = useSessionFullscreen();
  const { isFullscreen, isStretched } = useStore(fullscreen.store);

  useEffect(() => {
    const element = elementRef.current;
    if (!element) return;
    return fullscreen.attach(element, videoRef.current, mode);
  }, [elementRef, videoRef, mode, fullscreen]);

  const { toggle, enter, exit } = fullscreen;
  return { isFullscreen, isStretched, toggle, enter, exit };
}
