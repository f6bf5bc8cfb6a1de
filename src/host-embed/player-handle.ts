import { embedStrings } from './embed-strings';
import { showFacade, type FacadeContent } from './facade';
import { createFrameStretch } from './frame-stretch';
import { scheduleLoad, type LoadStrategy } from './load-strategy';
import { playerPageUrl, type PlayerOptions } from './player-options';
import {
  hostSettingsParameter,
  pickEmbedSettings,
  type EmbedSettingsOptions,
} from './protocol/embed-settings';
import { encodeHostCommand, type HostCommand } from './protocol/host-commands';
import {
  readPlayerMessage,
  settingsRequestEvent,
  type PlayerEventName,
  type PlayerEvents,
} from './protocol/player-messages';

/**
 * Options of `create`: the player's query, its embed settings, where the player page is, and when
 * it loads.
 */
export interface CreateOptions extends PlayerOptions, EmbedSettingsOptions, FacadeContent {
  /** The player page; by default /player/ on the origin this script came from. */
  playerUrl?: string;
  /** The frame's accessible name, and the facade's title. */
  title?: string;
  /** When the player page loads: 'visible' (the default), 'idle', 'eager' or 'play' (a facade). */
  load?: LoadStrategy;
}

/** One embedded player. */
export interface PlayerHandle {
  readonly iframe: HTMLIFrameElement;
  /** Calls handler on each event of this player (never another's); returns the unsubscribe. */
  on<K extends PlayerEventName>(name: K, handler: (payload: PlayerEvents[K]) => void): () => void;
  off<K extends PlayerEventName>(name: K, handler: (payload: PlayerEvents[K]) => void): void;
  /** Pauses playback (the player's `pause` message). */
  pause(): void;
  /** Closes the player's open menus, as a click outside it would (the `click` message). */
  closeMenus(): void;
  /** Removes the frame and every listener of this handle. */
  destroy(): void;
}

// What a player needs of its frame: autoplay, fullscreen, picture-in-picture, DRM, cast.
const frameAllow = 'autoplay; fullscreen; picture-in-picture; encrypted-media; remote-playback';

type Handler = (payload: never) => void;

/** Embeds a player in target (an element or a selector) and returns its handle. */
export function createPlayer(
  target: Element | string,
  options: CreateOptions,
  defaultPlayerUrl: string,
): PlayerHandle {
  const container = typeof target === 'string' ? document.querySelector(target) : target;
  if (!container) throw new Error(`No element for the player: ${String(target)}`);
  const strategy = options.load ?? 'visible';
  // Behind a facade the click that loads the player is the play.
  const page = options.playerUrl ?? defaultPlayerUrl;
  const settings = pickEmbedSettings(options);
  const src = withSettingsFlag(
    playerPageUrl(page, strategy === 'play' ? { ...options, autoPlay: true } : options),
    settings,
  );
  const playerOrigin = new URL(src).origin;

  // The frame stays empty (about:blank, nothing fetched) until its strategy loads the player page.
  const iframe = document.createElement('iframe');
  iframe.title = options.title ?? embedStrings.frameTitle;
  iframe.allow = frameAllow;
  iframe.allowFullscreen = true;
  iframe.setAttribute('style', 'display:block;width:100%;aspect-ratio:16/9;border:0');
  const load = () => {
    iframe.src = src;
  };
  let cancelLoad: () => void;
  if (strategy === 'play') {
    cancelLoad = showFacade(container, options, () => {
      container.replaceChildren(iframe);
      load();
      iframe.focus();
    });
  } else {
    container.replaceChildren(iframe);
    cancelLoad = scheduleLoad(strategy, iframe, load);
  }

  const stretch = createFrameStretch(iframe);
  const handlers = new Map<PlayerEventName, Set<Handler>>();
  const emit = <K extends PlayerEventName>(name: K, payload: PlayerEvents[K]) => {
    for (const handler of [...(handlers.get(name) ?? [])]) {
      (handler as (payload: PlayerEvents[K]) => void)(payload);
    }
  };

  const post = (command: HostCommand) =>
    iframe.contentWindow?.postMessage(encodeHostCommand(command), playerOrigin);

  const onMessage = (event: MessageEvent) => {
    // Only this frame's player speaks for it: not another frame, not a page it navigated to.
    if (event.source !== iframe.contentWindow || event.origin !== playerOrigin) return;
    const message = readPlayerMessage(event.data);
    if (!message) return;
    if (message.eventName === settingsRequestEvent) {
      // To this frame's player only: the settings may hold an error-reporting DSN.
      post({ kind: 'settings', settings });
      return;
    }
    if (message.eventName === 'enterFullScreen') stretch.stretch();
    if (message.eventName === 'exitFullScreen') stretch.restore();
    emit(message.eventName, message.payload);
  };
  window.addEventListener('message', onMessage);

  const handle: PlayerHandle = {
    iframe,
    on(name, handler) {
      const set = handlers.get(name) ?? new Set<Handler>();
      set.add(handler as Handler);
      handlers.set(name, set);
      return () => handle.off(name, handler);
    },
    off(name, handler) {
      handlers.get(name)?.delete(handler as Handler);
    },
    pause: () => post({ kind: 'pause' }),
    closeMenus: () => post({ kind: 'click' }),
    destroy() {
      cancelLoad();
      window.removeEventListener('message', onMessage);
      stretch.restore();
      handlers.clear();
      iframe.remove();
    },
  };
  return handle;
}

/** The frame's address asks the page to wait for the settings only when there are some. */
function withSettingsFlag(src: string, settings: EmbedSettingsOptions): string {
  if (Object.keys(settings).length === 0) return src;
  const url = new URL(src);
  url.searchParams.set(hostSettingsParameter, '1');
  return url.href;
}
