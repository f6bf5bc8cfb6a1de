import type { PlayerMessageName } from '../host-embed/protocol/player-messages';

/** Embed setting: the browser's fullscreen, or the host frame stretching the player on iOS. */
export type FullscreenMode = 'native' | 'parent';

/** The host messages the bridge posts in parent mode. */
export type FullscreenMessage = Extract<PlayerMessageName, 'enterFullScreen' | 'exitFullScreen'>;

export interface FullscreenBridgeOptions {
  /** The player element that goes fullscreen together with its controls. */
  element: HTMLElement;
  /** The content video: iPhone Safari can put only a video element into fullscreen. */
  video?: HTMLVideoElement | null;
  mode: FullscreenMode;
  isIOS: boolean;
  /** Posts a message to the host frame (postToParent in the page). */
  post(eventName: FullscreenMessage): void;
}

/** Fullscreen for the player whatever the browser offers; enter/exit never reject. */
export interface FullscreenBridge {
  enter(): Promise<void>;
  exit(): Promise<void>;
  toggle(): Promise<void>;
  isFullscreen(): boolean;
  /** Whether the host frame stretches the player (parent mode on iOS) rather than the browser. */
  isStretched(): boolean;
  /** The host put the player's frame itself into fullscreen (true), or it left (false). */
  setFrameFullscreen(fullscreen: boolean): void;
  /** Calls the listener whenever the fullscreen state may have changed; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
}

// Safari before 16.4 knows only the prefixed API; the DOM typings know only the standard one.
interface PrefixedDocument extends Document {
  webkitFullscreenElement?: Element | null;
  webkitFullscreenEnabled?: boolean;
  webkitExitFullscreen?: () => void;
}

interface PrefixedElement extends HTMLElement {
  webkitRequestFullscreen?: () => void;
}

interface PrefixedVideo extends HTMLVideoElement {
  webkitEnterFullscreen?: () => void;
  webkitExitFullscreen?: () => void;
  webkitDisplayingFullscreen?: boolean;
}

const documentEvents = ['fullscreenchange', 'webkitfullscreenchange'];
const videoEvents = ['webkitbeginfullscreen', 'webkitendfullscreen'];

/** Creates the fullscreen bridge for one player element (and its video). */
export function createFullscreenBridge(options: FullscreenBridgeOptions): FullscreenBridge {
  const element = options.element as PrefixedElement;
  const video = (options.video ?? undefined) as PrefixedVideo | undefined;
  const doc = element.ownerDocument as PrefixedDocument;
  // The spec sends iOS to the host in parent mode; elsewhere parent mode is native fullscreen.
  const stretchMode = options.mode === 'parent' && options.isIOS;
  const listeners = new Set<() => void>();
  let stretched = false;
  // The host's fullscreen of the whole frame (Firefox, Safari): the page inside cannot see it.
  let frameFullscreen = false;

  const notify = () => {
    for (const listener of [...listeners]) listener();
  };

  const nativeFullscreen = (): boolean => {
    const current = doc.fullscreenElement ?? doc.webkitFullscreenElement ?? null;
    return (
      (current !== null && element.contains(current)) || video?.webkitDisplayingFullscreen === true
    );
  };

  const isFullscreen = () => (stretchMode ? stretched : nativeFullscreen() || frameFullscreen);

  const enter = async (): Promise<void> => {
    if (isFullscreen()) return;
    if (stretchMode) {
      stretched = true;
      options.post('enterFullScreen');
      notify();
      return;
    }
    // jsdom and old Safari lack parts of the API; iPhone Safari reports element fullscreen as disabled.
    const enabled: boolean | undefined = doc.fullscreenEnabled ?? doc.webkitFullscreenEnabled;
    if (enabled !== false && typeof element.requestFullscreen === 'function') {
      await attempt(() => element.requestFullscreen());
    } else if (enabled !== false && typeof element.webkitRequestFullscreen === 'function') {
      await attempt(() => element.webkitRequestFullscreen?.());
    } else if (typeof video?.webkitEnterFullscreen === 'function') {
      await attempt(() => video.webkitEnterFullscreen?.());
    }
  };

  const exit = async (): Promise<void> => {
    if (!isFullscreen()) return;
    if (stretchMode) {
      stretched = false;
      options.post('exitFullScreen');
      notify();
      return;
    }
    // Only the host can take its frame out of fullscreen.
    if (frameFullscreen && !nativeFullscreen()) return options.post('exitFullScreen');
    if (video?.webkitDisplayingFullscreen === true) {
      await attempt(() => video.webkitExitFullscreen?.());
    } else if (typeof doc.exitFullscreen === 'function') {
      await attempt(() => doc.exitFullscreen());
    } else {
      await attempt(() => doc.webkitExitFullscreen?.());
    }
  };

  const subscribe = (listener: () => void) => {
    // The browser listeners live only while someone listens, so an unused bridge holds nothing.
    if (listeners.size === 0) {
      for (const name of documentEvents) doc.addEventListener(name, notify);
      for (const name of videoEvents) video?.addEventListener(name, notify);
    }
    listeners.add(listener);
    return () => {
      if (!listeners.delete(listener) || listeners.size > 0) return;
      for (const name of documentEvents) doc.removeEventListener(name, notify);
      for (const name of videoEvents) video?.removeEventListener(name, notify);
    };
  };

  return {
    enter,
    exit,
    toggle: () => (isFullscreen() ? exit() : enter()),
    isFullscreen,
    isStretched: () => stretched,
    setFrameFullscreen(fullscreen) {
      // The embed script tells only of changes.
      frameFullscreen = fullscreen;
      notify();
    },
    subscribe,
  };
}

/** Runs a fullscreen request; a refusal (no user gesture, no permission) leaves the state as it was. */
async function attempt(request: () => Promise<void> | void): Promise<void> {
  try {
    await request();
  } catch {
    // The fullscreenchange event never comes, so listeners keep showing the real state.
  }
}
