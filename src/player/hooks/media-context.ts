import { createContext, useContext } from 'react';
import { useStore } from 'zustand';
import type { MediaEngine } from '../../media/media-engine-types';
import type { MediaState, MediaStore } from '../../media/media-store';
import type { Subscribable } from '../../analytics/subscribable';
import type { HostUiRequests } from '../../session/host-calls';
import type { PlayerEventEmitter } from '../../session/player-events';
import type { PlayerSession } from '../../session/player-session';

/** The content video's store, the viewer's engine and the player's events, shared by every control. */
export interface MediaHandle {
  store: MediaStore;
  engine: MediaEngine;
  events: PlayerEventEmitter;
  /** What the host page asks of the UI itself (the session carries out its other commands). */
  host: Subscribable<HostUiRequests>;
  /** The player's fullscreen (the session's): the screen attaches its element to it. */
  fullscreen: PlayerSession['fullscreen'];
}

export const MediaContext = createContext<MediaHandle | null>(null);

function useMediaHandle(): MediaHandle {
  const handle = useContext(MediaContext);
  if (!handle) throw new Error('A player control was rendered outside <MediaContext>');
  return handle;
}

/** The engine, for sending requests (play, seek…). */
export function useMediaEngine(): MediaEngine {
  return useMediaHandle().engine;
}

/** The player's events (settings clicks, fullscreen, errors) that the statistics report. */
export function usePlayerEvents(): PlayerEventEmitter {
  return useMediaHandle().events;
}

/** What the host page asks of the UI itself. */
export function useHostCommands(): MediaHandle['host'] {
  return useMediaHandle().host;
}

/** The player's fullscreen: its state, its element's attachment, the viewer's requests. */
export function useSessionFullscreen(): MediaHandle['fullscreen'] {
  return useMediaHandle().fullscreen;
}

/** One slice of the media state; the component re-renders only when that slice changes. */
export function useMediaState<T>(selector: (state: MediaState) => T): T {
  return useStore(useMediaHandle().store, selector);
}

/** The store itself, for reading the state inside event handlers without subscribing. */
export function useMediaStoreApi(): MediaStore {
  return useMediaHandle().store;
}
