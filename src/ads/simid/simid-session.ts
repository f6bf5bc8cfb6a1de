import {
  argsOf,
  creativeRequestName,
  parseSimidMessage,
  protocolType,
  type SimidMessage,
} from './simid-protocol';

/** The creative's answer to a message of the player's: its resolve, or its reject. */
export interface SimidAnswer {
  resolved: boolean;
  /** The answer's args.value: data for a resolve, `{ errorCode, message }` for a reject. */
  value: unknown;
}

/** A request or notice of the creative's (`SIMID:Creative:*`), to be answered at most once. */
export interface CreativeRequest {
  /** The name after `SIMID:Creative:`, lower case (see creativeRequest). */
  name: string;
  args: Record<string, unknown>;
  resolve(value?: unknown): void;
  reject(errorCode: number, reason?: string): void;
}

export interface SimidSessionOptions {
  /** The creative's frame: only its window's messages count. */
  frame: HTMLIFrameElement;
  /** The creative created its session (its first message): the player may talk to it now. */
  onCreated(): void;
  onRequest(request: CreativeRequest): void;
}

export interface SimidSession {
  /** Whether the creative has created the session. */
  readonly created: boolean;
  /** Sends a message that expects no answer; dropped while there is no session. */
  post(type: string, args?: unknown): void;
  /** Sends a message and settles with the creative's answer; never, if none comes. */
  ask(type: string, args?: unknown): Promise<SimidAnswer>;
  /** Stops listening: nothing is sent or delivered after it. */
  close(): void;
}

/**
 * The session layer of SIMID (section 8.4) over one creative's frame: the creative opens it with
 * createSession, and from then on only messages from that frame's window carrying its session id
 * are heard. Messages go out as JSON text (section 8.3.2), each numbered from 0.
 */
export function openSimidSession(options: SimidSessionOptions): SimidSession {
  const { frame } = options;
  const listening = new AbortController();
  const pending = new Map<number, (answer: SimidAnswer) => void>();
  let sessionId: string | undefined;
  let nextMessageId = 0;
  let closed = false;

  const send = (type: string, args?: unknown): number | undefined => {
    if (closed || sessionId === undefined) return undefined;
    const messageId = nextMessageId++;
    const message: SimidMessage = { sessionId, messageId, timestamp: Date.now(), type, args };
    // '*': the creative's page may have been redirected to another origin; nothing sent here is
    // a secret, and what comes back is checked by its window and session id.
    frame.contentWindow?.postMessage(JSON.stringify(message), '*');
    return messageId;
  };

  const answerOnce = (message: SimidMessage) => {
    let answered = false;
    return (type: 'resolve' | 'reject', value?: unknown) => {
      if (answered) return;
      answered = true;
      send(type, { messageId: message.messageId, value });
    };
  };

  const onMessage = (event: MessageEvent) => {
    // A removed frame has no window: a message from no source must not pass for its own.
    const frameWindow = frame.contentWindow;
    if (closed || !frameWindow || event.source !== frameWindow) return;
    const message = parseSimidMessage(event.data);
    if (!message) return;
    if (sessionId === undefined) {
      if (message.type !== protocolType.createSession || message.sessionId === '') return;
      sessionId = message.sessionId;
      answerOnce(message)('resolve');
      options.onCreated();
      return;
    }
    if (message.sessionId !== sessionId) return;
    if (message.type === protocolType.resolve || message.type === protocolType.reject) {
      const args = argsOf(message);
      const settle = typeof args.messageId === 'number' ? pending.get(args.messageId) : undefined;
      if (!settle || typeof args.messageId !== 'number') return;
      pending.delete(args.messageId);
      settle({ resolved: message.type === protocolType.resolve, value: args.value });
      return;
    }
    const name = creativeRequestName(message.type);
    if (name === undefined) return;
    const answer = answerOnce(message);
    options.onRequest({
      name,
      args: argsOf(message),
      resolve: (value) => answer('resolve', value),
      reject: (errorCode, reason) => answer('reject', { errorCode, message: reason }),
    });
  };
  frame.ownerDocument.defaultView?.addEventListener('message', onMessage, {
    signal: listening.signal,
  });

  return {
    get created() {
      return sessionId !== undefined;
    },
    post(type, args) {
      send(type, args);
    },
    ask(type, args) {
      return new Promise((resolve) => {
        const messageId = send(type, args);
        if (messageId !== undefined) pending.set(messageId, resolve);
      });
    },
    close() {
      closed = true;
      pending.clear();
      listening.abort();
    },
  };
}
