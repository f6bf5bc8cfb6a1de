import { resolveUiLanguage } from '../lib/resolve-ui-language';
import { embedStrings } from './embed-strings';
import { showFacade, type FacadeContent } from './facade';
import { createFrameStretch } from './frame-stretch';
import { canDelegateFullscreen } from './fullscreen-delegation';
import { scheduleLoad, type LoadStrategy } from './load-strategy';
import { playerPageUrl, type PlayerOptions } from './player-options';
import {
  hostSettingsParameter,
  pickEmbedSettings,
  type EmbedSettingsOptions,
} from './protocol/embed-settings';
import { fullscreenRefusedMessage } from './protocol/fullscreen-refusal';
import {
  hostApiVersion,
  hostMethodNames,
  type HostMethodName,
  type HostMethods,
  type HostReply,
  type PlayerReady,
} from './protocol/host-api';
import { encodeHostCommand, type HostCommand, type HostCommandOf } from './protocol/host-commands';
import {
  readPlayerMessage,
  settingsRequestEvent,
  type PlayerEventName,
  type PlayerEvents,
  type PlayerMessages,
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

/** The host API's methods as the handle offers them: each resolves once the player has done it. */
export type PlayerMethods = {
  [K in HostMethodName]: (
    ...args: Parameters<HostMethods[K]>
  ) => Promise<ReturnType<HostMethods[K]>>;
};

/**
 * One embedded player: its commands and getters (calls made before the player is ready wait for
 * it), its events, and `destroy`.
 */
export interface PlayerHandle extends PlayerMethods {
  readonly iframe: HTMLIFrameElement;
  /** Resolves once the player takes commands, with its protocol version and episode. */
  ready(): Promise<PlayerReady>;
  /** Calls handler on each event of this player (never another's); returns the unsubscribe. */
  on<K extends PlayerEventName>(name: K, handler: (payload: PlayerEvents[K]) => void): () => void;
  off<K extends PlayerEventName>(name: K, handler: (payload: PlayerEvents[K]) => void): void;
  /** Removes the frame and every listener of this handle; calls still waiting are refused. */
  destroy(): void;
}

// What a player needs of its frame: autoplay, fullscreen, picture-in-picture, DRM, cast, and the
// share button's clipboard and share sheet.
const frameAllow =
  'autoplay; fullscreen; picture-in-picture; encrypted-media; remote-playback; clipboard-write; web-share';

type StatWindow = Window & { sendStat?: unknown };

interface PendingCall {
  resolve(value: unknown): void;
  reject(error: Error): void;
}

type HostCallCommand = HostCommandOf<'call'>;

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
  const texts = embedStrings[resolveUiLanguage(options.uiLanguage, navigator.languages)];
  const iframe = document.createElement('iframe');
  iframe.title = options.title ?? texts.frameTitle;
  iframe.allow = frameAllow;
  iframe.allowFullscreen = true;
  iframe.setAttribute('style', 'display:block;width:100%;aspect-ratio:16/9;border:0');
  const load = () => {
    iframe.src = src;
  };
  let cancelLoad: () => void;
  if (strategy === 'play') {
    cancelLoad = showFacade(container, options, texts.play, () => {
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

  const post = (command: HostCommand, options?: { delegate: 'fullscreen' }) =>
    iframe.contentWindow?.postMessage(encodeHostCommand(command), {
      targetOrigin: playerOrigin,
      // Capability delegation: the host's click lets the player's frame go fullscreen.
      ...options,
    } as WindowPostMessageOptions);

  // The host API: calls wait for the player's ready, and a new page in the frame says it again.
  let readyInfo: PlayerReady | undefined;
  let destroyed = false;
  // Why the player in the frame could not start: calls are refused until a page in it is ready.
  let cannotStart: string | undefined;
  let nextCallId = 1;
  // Every call not answered yet, in the order it was made.
  const pending = new Map<number, PendingCall & { command: HostCallCommand }>();
  const readyWaiters: PendingCall[] = [];

  const send = (command: HostCallCommand) =>
    // Capability delegation: the host's click lets the player's frame go fullscreen.
    post(command, command.method === 'requestFullscreen' ? { delegate: 'fullscreen' } : undefined);

  const refusal = () => (destroyed ? 'The player was destroyed' : cannotStart);

  const call = (method: HostMethodName, args: unknown[]) =>
    new Promise<unknown>((resolve, reject) => {
      const refused = refusal();
      if (refused) {
        reject(new Error(refused));
        return;
      }
      const id = nextCallId++;
      const command: HostCallCommand = { kind: 'call', v: hostApiVersion, id, method, args };
      pending.set(id, { resolve, reject, command });
      if (readyInfo) send(command);
    });

  const settle = ({ id, ...answer }: HostReply) => {
    const waiting = pending.get(id);
    if (!waiting) return;
    pending.delete(id);
    if ('error' in answer) waiting.reject(new Error(answer.error));
    // JSON has no NaN: a duration not known yet comes as null.
    else waiting.resolve(answer.value === null ? Number.NaN : answer.value);
  };

  const refuseAll = (reason: string) => {
    for (const waiting of [...pending.values(), ...readyWaiters.splice(0)]) {
      waiting.reject(new Error(reason));
    }
    pending.clear();
  };

  const onReady = (info: PlayerReady) => {
    readyInfo = info;
    cannotStart = undefined;
    // The first page's calls waited for it; a new page never saw those sent to the one before.
    for (const { command } of pending.values()) send(command);
    for (const waiter of readyWaiters.splice(0)) waiter.resolve(info);
  };

  const onMessage = (event: MessageEvent) => {
    // Only this frame's player speaks for it: not another frame, not a page it navigated to.
    if (event.source !== iframe.contentWindow || event.origin !== playerOrigin) return;
    const message = readPlayerMessage(event.data);
    if (!message) return;
    switch (message.eventName) {
      case settingsRequestEvent:
        // To this frame's player only: the settings may hold an error-reporting DSN.
        post({ kind: 'settings', settings });
        return;
      case 'stat':
        handOnStat(message.payload);
        return;
      case 'reply':
        settle(message.payload);
        return;
      case 'ready':
        onReady(message.payload);
        break;
      case 'error':
        // A player that cannot start answers nothing: its calls are refused, waiting or new.
        if (!readyInfo && message.payload.fatal) {
          cannotStart = `The player cannot start: ${message.payload.detail}`;
          refuseAll(cannotStart);
        }
        break;
      case 'enterFullScreen':
        stretch.stretch();
        break;
      case 'exitFullScreen':
        stretch.restore();
        // The player's own exit, while the frame itself fills the screen (Firefox, Safari).
        if (document.fullscreenElement === iframe) void document.exitFullscreen().catch(() => {});
        break;
    }
    emit(message.eventName, message.payload as PlayerEvents[typeof message.eventName]);
  };
  window.addEventListener('message', onMessage);

  // The player cannot see its frame fill the screen (the frame's document has no fullscreen
  // element then): it is told, to offer the way out.
  let frameFullscreen = false;
  const onFullscreenChange = () => {
    const fullscreen = document.fullscreenElement === iframe;
    if (fullscreen === frameFullscreen) return;
    frameFullscreen = fullscreen;
    post({ kind: 'frameFullscreen', fullscreen });
  };
  document.addEventListener('fullscreenchange', onFullscreenChange);

  // Firefox and Safari cannot hand the host's click on to the frame: the host's own fullscreen of
  // the frame, asked within that click, is the one they allow.
  const fullscreenFrame = async () => {
    const refused = refusal();
    if (refused) throw new Error(refused);
    if (document.fullscreenElement === iframe) return;
    try {
      await iframe.requestFullscreen();
    } catch {
      throw new Error(fullscreenRefusedMessage);
    }
  };

  const methods = Object.fromEntries(
    hostMethodNames.map((method) => [method, (...args: unknown[]) => call(method, args)]),
  ) as PlayerMethods;
  if (!canDelegateFullscreen()) methods.requestFullscreen = fullscreenFrame;

  const handle: PlayerHandle = {
    ...methods,
    iframe,
    ready: () => {
      const refused = refusal();
      if (refused) return Promise.reject(new Error(refused));
      if (readyInfo) return Promise.resolve(readyInfo);
      return new Promise<PlayerReady>((resolve, reject) =>
        readyWaiters.push({ resolve: resolve as (value: unknown) => void, reject }),
      );
    },
    on(name, handler) {
      const set = handlers.get(name) ?? new Set<Handler>();
      set.add(handler as Handler);
      handlers.set(name, set);
      return () => handle.off(name, handler);
    },
    off(name, handler) {
      handlers.get(name)?.delete(handler as Handler);
    },
    destroy() {
      destroyed = true;
      cancelLoad();
      window.removeEventListener('message', onMessage);
      document.removeEventListener('fullscreenchange', onFullscreenChange);
      stretch.restore();
      handlers.clear();
      refuseAll('The player was destroyed');
      iframe.remove();
    },
  };
  return handle;
}

/**
 * A statistics event the player could not hand to this page itself (a frame of another origin):
 * to the page's sendStat when it has one, as the player would have called it.
 */
function handOnStat({ eventName, payload }: PlayerMessages['stat']): void {
  const sendStat = (window as StatWindow).sendStat;
  if (typeof sendStat !== 'function') return;
  try {
    sendStat.call(window, eventName, payload);
  } catch (error) {
    console.warn('[embed] the page’s sendStat threw', error);
  }
}

/** The frame's address asks the page to wait for the settings only when there are some. */
function withSettingsFlag(src: string, settings: EmbedSettingsOptions): string {
  if (Object.keys(settings).length === 0) return src;
  const url = new URL(src);
  url.searchParams.set(hostSettingsParameter, '1');
  return url.href;
}
