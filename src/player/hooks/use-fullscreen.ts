import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import {
  createFullscreenBridge,
  type FullscreenBridge,
  type FullscreenMode,
} from '../../embed/fullscreen-bridge';
import { isIOS } from '../../embed/is-ios';
import { listenToParent, postToParent } from '../../embed/parent-messages';
import { usePlayerEvents } from './media-context';

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

/** Fullscreen of the player element through the bridge: native, or stretched by the host on iOS. */
export function useFullscreen(
  elementRef: RefObject<HTMLElement | null>,
  videoRef: RefObject<HTMLVideoElement | null>,
  mode: FullscreenMode,
): FullscreenControls {
  const playerEvents = usePlayerEvents();
  const bridgeRef = useRef<FullscreenBridge | null>(null);
  const [isFullscreen, setIsFullscreen] = useState(false);
  const [isStretched, setIsStretched] = useState(false);

  useEffect(() => {
    const element = elementRef.current;
    if (!element) return;
    const bridge = createFullscreenBridge({
      element,
      video: videoRef.current,
      mode,
      isIOS: isIOS(),
      post: (eventName) => postToParent(eventName),
    });
    bridgeRef.current = bridge;
    let wasFullscreen = bridge.isFullscreen();
    const unsubscribe = bridge.subscribe(() => {
      const fullscreen = bridge.isFullscreen();
      setIsFullscreen(fullscreen);
      setIsStretched(bridge.isStretched());
      // The browser may tell of one change more than once (prefixed and standard events).
      if (fullscreen !== wasFullscreen) playerEvents.emit('fullscreenChange', { fullscreen });
      wasFullscreen = fullscreen;
    });
    const stopListening = listenToParent({
      frameFullscreen: ({ fullscreen }) => bridge.setFrameFullscreen(fullscreen),
    });
    return () => {
      // A host left stretching a player that is gone would trap the viewer in an empty frame.
      if (bridge.isStretched()) void bridge.exit();
      stopListening();
      unsubscribe();
      bridgeRef.current = null;
    };
  }, [elementRef, videoRef, mode, playerEvents]);

  const toggle = useCallback(() => void bridgeRef.current?.toggle(), []);
  const enter = useCallback(async () => {
    const bridge = bridgeRef.current;
    if (!bridge) return false;
    await bridge.enter();
    return bridge.isFullscreen();
  }, []);
  const exit = useCallback(() => void bridgeRef.current?.exit(), []);

  return { isFullscreen, isStretched, toggle, enter, exit };
}
