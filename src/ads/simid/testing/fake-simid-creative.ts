import { vi } from 'vitest';
import type { SimidMessage } from '../simid-protocol';

/**
 * The creative's side of SIMID, played by a test over a frame of the page: it records what the
 * player sends its frame (JSON text, parsed here) and posts what a creative would, from that
 * frame's window.
 */
export function fakeSimidCreative(frame: HTMLIFrameElement, sessionId = 'session-1') {
  const frameWindow = frame.contentWindow;
  if (!frameWindow) throw new Error('the SIMID frame is not in the page');
  const received: SimidMessage[] = [];
  vi.spyOn(frameWindow, 'postMessage').mockImplementation((data: unknown) => {
    received.push(JSON.parse(String(data)) as SimidMessage);
  });
  let nextMessageId = 0;
  const send = (type: string, args?: unknown, source: Window | null = frameWindow) => {
    const messageId = nextMessageId++;
    const data = JSON.stringify({ sessionId, messageId, timestamp: Date.now(), type, args });
    window.dispatchEvent(new MessageEvent('message', { data, source }));
    return messageId;
  };
  const lastOf = (type: string) => received.filter((message) => message.type === type).at(-1);
  const answer = (kind: 'resolve' | 'reject', type: string, value?: unknown) => {
    const message = lastOf(type);
    if (!message) throw new Error(`the player sent no ${type}`);
    send(kind, { messageId: message.messageId, value });
  };

  return {
    received,
    /** The types the player sent, in order. */
    types: () => received.map((message) => message.type),
    lastOf,
    send,
    createSession: () => send('createSession'),
    resolve: (type: string, value?: unknown) => answer('resolve', type, value),
    reject: (type: string, errorCode: number, message = 'no') =>
      answer('reject', type, { errorCode, message }),
    /** Asks `SIMID:Creative:<name>`; returns its message id, for answerTo(). */
    request: (name: string, args?: unknown) => send(`SIMID:Creative:${name}`, args),
    /** The player's resolve or reject of the creative's message `messageId`. */
    answerTo: (messageId: number) =>
      received.find(
        (message) =>
          (message.type === 'resolve' || message.type === 'reject') &&
          (message.args as { messageId?: number } | undefined)?.messageId === messageId,
      ),
    /** Opens the session and resolves init: the creative is ready to start. */
    initialize() {
      send('createSession');
      answer('resolve', 'SIMID:Player:init');
    },
  };
}

export type FakeSimidCreative = ReturnType<typeof fakeSimidCreative>;

/** The tracking events of pinged URLs, by their `event` query parameter (else the URL itself). */
export const trackedEvents = (pinged: string[]) =>
  pinged.map((url) => new URL(url).searchParams.get('event') ?? url);
