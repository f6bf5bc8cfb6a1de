import {
  readHostCommand,
  type HostCommand,
  type HostCommandKind,
  type HostCommandOf,
} from '../host-embed/protocol/host-commands';
import {
  encodePlayerMessage,
  type PlayerMessage,
  type PlayerMessageName,
  type PlayerMessages,
} from '../host-embed/protocol/player-messages';

/** The payload is required only for messages that carry one; the window comes last for tests. */
type PostArgs<K extends PlayerMessageName> = undefined extends PlayerMessages[K]
  ? [payload?: PlayerMessages[K], win?: Window]
  : [payload: PlayerMessages[K], win?: Window];

/**
 * What the page does on each command of its host (`click` closes menus, `pause` pauses), given the
 * message it came in (whose source and origin a reply goes to).
 */
export type ParentHandlers = {
  [K in HostCommandKind]?: (command: HostCommandOf<K>, event: MessageEvent<unknown>) => void;
};

/** Whether the page runs inside a frame; a top-level window is its own parent. */
export function isFramed(win: Window = window): boolean {
  return win.parent != null && win.parent !== win;
}

/**
 * Posts the message, as the spec puts it on the wire, to the parent frame (any origin); nothing
 * when not framed.
 */
export function postToParent<K extends PlayerMessageName>(
  eventName: K,
  ...args: PostArgs<K>
): void {
  const [payload, win = window] = args;
  postMessageToParent({ eventName, payload } as PlayerMessage, win);
}

/** Posts this message to the parent frame (any origin); nothing when not framed. */
export function postMessageToParent(message: PlayerMessage, win: Window = window): void {
  if (isFramed(win)) win.parent.postMessage(encodePlayerMessage(message), '*');
}

/** Answers the message's sender, and no other window or origin, with this message. */
export function replyTo(event: MessageEvent<unknown>, message: PlayerMessage): void {
  const source = event.source as Window | null;
  source?.postMessage(encodePlayerMessage(message), { targetOrigin: event.origin });
}

/** Calls the handler for each command from the parent frame; returns the unsubscribe. */
export function listenToParent(handlers: ParentHandlers, win: Window = window): () => void {
  const onMessage = (event: MessageEvent<unknown>) => {
    // Only the frame that embeds us may drive the player; other windows and unframed pages are ignored.
    if (!isFramed(win) || event.source !== win.parent) return;
    const command = readHostCommand(event.data);
    if (!command) return;
    const handler = handlers[command.kind] as
      ((command: HostCommand, event: MessageEvent<unknown>) => void) | undefined;
    handler?.(command, event);
  };
  win.addEventListener('message', onMessage);
  return () => win.removeEventListener('message', onMessage);
}

/** A command of the host, given as an object or as JSON text; undefined for anything else. */
export const parseParentMessage = readHostCommand;
