import { createStore } from 'zustand/vanilla';
import {
  createFullscreenBridge,
  type FullscreenBridge,
  type FullscreenMode,
} from '../embed/fullscreen-bridge';
import type { HostLink } from '../embed/host-link';
import type { PlayerEventEmitter } from './player-events';

/** Whether the player fills the screen, and whether the host's frame does it (parent mode, iOS). */
export interface FullscreenState {
  isFullscreen: boolean;
  isStretched: boolean;
}

interface SessionFullscreenOptions {
  host: HostLink;
  events: PlayerEventEmitter;
  isIOS: () => boolean;
}

/**
 * The player's fullscreen, as the session's: the UI hands it the player's element once rendered
 * (`attach`), and anyone (the viewer's controls, the host's command) asks it to enter or leave.
 * Each change is told once to the player's events, whatever way the browser told it.
 */
export function createSessionFullscreen({ host, events, isIOS }: SessionFullscreenOptions) {
  const store = createStore<FullscreenState>()(() => ({ isFullscreen: false, isStretched: false }));
  let bridge: FullscreenBridge | undefined;

  /** Fullscreen of this element (and its video) in this mode, until the returned detach. */
  function attach(element: HTMLElement, video: HTMLVideoElement | null, mode: FullscreenMode) {
    const attached = createFullscreenBridge({
      element,
      video,
      mode,
      isIOS: isIOS(),
      post: (eventName) => host.post(eventName),
    });
    bridge = attached;
    const unsubscribe = attached.subscribe(() => {
      const next = { isFullscreen: attached.isFullscreen(), isStretched: attached.isStretched() };
      // The browser may tell of one change more than once (prefixed and standard events).
      const changed = next.isFullscreen !== store.getState().isFullscreen;
      store.setState(next);
      if (changed) events.emit('fullscreenChange', { fullscreen: next.isFullscreen });
    });
    const stopListening = host.listen({
      frameFullscreen: ({ fullscreen }) => attached.setFrameFullscreen(fullscreen),
    });
    return () => {
      // A host left stretching a player that is gone would trap the viewer in an empty frame.
      if (attached.isStretched()) void attached.exit();
      stopListening();
      unsubscribe();
      if (bridge === attached) bridge = undefined;
    };
  }

  return {
    store,
    attach,
    /** Resolves with whether the player fills the screen now (a request may be refused). */
    async enter(): Promise<boolean> {
      if (!bridge) return false;
      await bridge.enter();
      return bridge.isFullscreen();
    },
    exit: () => void bridge?.exit(),
    toggle: () => void bridge?.toggle(),
  };
}

export type SessionFullscreen = ReturnType<typeof createSessionFullscreen>;
