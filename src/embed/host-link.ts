import type {
  PlayerMessage,
  PlayerMessageName,
  PlayerMessages,
} from '../host-embed/protocol/player-messages';
import {
  isFramed,
  listenToParent,
  postMessageToParent,
  replyTo,
  type ParentHandlers,
} from './parent-messages';

/** The payload is required only for messages that carry one. */
type PayloadArgs<K extends PlayerMessageName> = undefined extends PlayerMessages[K]
  ? [payload?: PlayerMessages[K]]
  : [payload: PlayerMessages[K]];

/**
 * The one way between the player page and the page that frames it: every message to the host and
 * every command from it goes through the link a session is given (a test gives its own).
 */
export interface HostLink {
  /** Whether a host frames the page; unframed, the link posts nothing and hears nothing. */
  readonly framed: boolean;
  /** Posts one message to the host (any origin: the spec's messages carry nothing private). */
  post<K extends PlayerMessageName>(eventName: K, ...payload: PayloadArgs<K>): void;
  /** Posts a message already made. */
  send(message: PlayerMessage): void;
  /** Calls the handlers for the host's commands (its own frame's only); returns the stop. */
  listen(handlers: ParentHandlers): () => void;
  /** Answers one command's sender, and no other window or origin. */
  reply(event: MessageEvent<unknown>, message: PlayerMessage): void;
}

/** The link of this window to its parent frame. */
export function createHostLink(win: Window = window): HostLink {
  return {
    framed: isFramed(win),
    post: (eventName, ...[payload]) =>
      postMessageToParent({ eventName, payload } as PlayerMessage, win),
    send: (message) => postMessageToParent(message, win),
    listen: (handlers) => listenToParent(handlers, win),
    reply: replyTo,
  };
}
