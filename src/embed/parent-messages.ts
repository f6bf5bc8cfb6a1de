/** A JSON object sent to the host; typed loosely because the host only reads it as JSON. */
export type JsonObject = { readonly [key: string]: unknown };

/** The messages the player posts to the host page, each with its payload type. */
export interface ParentEventMap {
  episodeChanged: JsonObject;
  enterFullScreen: undefined;
  exitFullScreen: undefined;
}

export type ParentEventName = keyof ParentEventMap;

/** The payload is required only for events that carry one; the window comes last for tests. */
type PostArgs<K extends ParentEventName> = undefined extends ParentEventMap[K]
  ? [payload?: ParentEventMap[K], win?: Window]
  : [payload: ParentEventMap[K], win?: Window];

/** The messages the host may send: `{ kind: 'click' }` closes menus, `{ kind: 'pause' }` pauses. */
export interface ParentHandlers {
  click?(): void;
  pause?(): void;
}

type ParentKind = keyof ParentHandlers;

/** Whether the page runs inside a frame; a top-level window is its own parent. */
export function isFramed(win: Window = window): boolean {
  return win.parent != null && win.parent !== win;
}

/**
 * Posts `{ eventName, payload }` as JSON text to the parent frame (any origin); nothing when not
 * framed. An event without a payload says `payload: null`: the spec promises both fields.
 */
export function postToParent<K extends ParentEventName>(eventName: K, ...args: PostArgs<K>): void {
  const [payload, win = window] = args;
  if (!isFramed(win)) return;
  win.parent.postMessage(JSON.stringify({ eventName, payload: payload ?? null }), '*');
}

/** Calls the handler for each click/pause message from the parent frame; returns the unsubscribe. */
export function listenToParent(handlers: ParentHandlers, win: Window = window): () => void {
  const onMessage = (event: MessageEvent<unknown>) => {
    // Only the frame that embeds us may drive the player; other windows and unframed pages are ignored.
    if (!isFramed(win) || event.source !== win.parent) return;
    const kind = readKind(event.data);
    if (kind) handlers[kind]?.();
  };
  win.addEventListener('message', onMessage);
  return () => win.removeEventListener('message', onMessage);
}

/** The kind of a host message given as an object or JSON text; undefined for anything else. */
function readKind(data: unknown): ParentKind | undefined {
  const kind = parseParentMessage(data)?.kind;
  return kind === 'click' || kind === 'pause' ? kind : undefined;
}

/** A host message with a kind, given as an object or as JSON text; undefined for anything else. */
export function parseParentMessage(data: unknown): { kind: unknown } | undefined {
  let message = data;
  if (typeof data === 'string') {
    try {
      message = JSON.parse(data);
    } catch {
      // Other scripts on the host post arbitrary text; it is not for us.
      return undefined;
    }
  }
  if (typeof message !== 'object' || message === null || !('kind' in message)) return undefined;
  return message;
}
