import { afterEach, describe, expect, it, vi } from 'vitest';
import { openSimidSession, type CreativeRequest } from './simid-session';
import { fakeSimidCreative } from './testing/fake-simid-creative';

function setup() {
  const frame = document.createElement('iframe');
  document.body.append(frame);
  const requests: CreativeRequest[] = [];
  const onCreated = vi.fn();
  const session = openSimidSession({
    frame,
    onCreated,
    onRequest: (request) => requests.push(request),
  });
  return { frame, session, requests, onCreated, creative: fakeSimidCreative(frame) };
}

afterEach(() => {
  vi.restoreAllMocks();
  document.body.replaceChildren();
});

describe('the SIMID session', () => {
  it('opens with the creative’s createSession, answered with a resolve of its message id', () => {
    const { session, creative, onCreated } = setup();
    expect(session.created).toBe(false);
    const id = creative.createSession();
    expect(session.created).toBe(true);
    expect(onCreated).toHaveBeenCalledOnce();
    expect(creative.received).toEqual([
      {
        sessionId: 'session-1',
        messageId: 0,
        timestamp: expect.any(Number),
        type: 'resolve',
        args: { messageId: id },
      },
    ]);
  });

  it('sends nothing before the session exists', () => {
    const { session, creative } = setup();
    session.post('SIMID:Player:log', { message: 'early' });
    void session.ask('SIMID:Player:init', {});
    expect(creative.received).toEqual([]);
  });

  it('numbers its messages from 0, each as JSON text with the session id', () => {
    const { frame, session, creative } = setup();
    const postMessage = vi.mocked(frame.contentWindow?.postMessage);
    creative.createSession();
    session.post('SIMID:Media:play');
    void session.ask('SIMID:Player:init', { environmentData: {} });
    expect(creative.received.map(({ messageId, type }) => [messageId, type])).toEqual([
      [0, 'resolve'],
      [1, 'SIMID:Media:play'],
      [2, 'SIMID:Player:init'],
    ]);
    expect(typeof postMessage?.mock.calls[1]?.[0]).toBe('string');
    expect(postMessage?.mock.calls[1]?.[1]).toBe('*');
  });

  it('settles an ask with the creative’s resolve or reject of it, once', async () => {
    const { session, creative } = setup();
    creative.createSession();
    const init = session.ask('SIMID:Player:init');
    creative.resolve('SIMID:Player:init', { ready: true });
    expect(await init).toEqual({ resolved: true, value: { ready: true } });
    const start = session.ask('SIMID:Player:startCreative');
    creative.reject('SIMID:Player:startCreative', 1104, 'not here');
    expect(await start).toEqual({
      resolved: false,
      value: { errorCode: 1104, message: 'not here' },
    });
  });

  it('hears only its frame’s window, its session id, and well-formed messages', () => {
    const { frame, creative, requests, onCreated } = setup();
    const other = document.createElement('iframe');
    document.body.append(other);
    creative.send('createSession', undefined, other.contentWindow);
    creative.send('createSession', undefined, null);
    // Before the session, nothing but createSession opens it.
    creative.send('SIMID:Creative:requestSkip');
    expect(onCreated).not.toHaveBeenCalled();

    creative.createSession();
    const spoof = (sessionId: string) =>
      JSON.stringify({ sessionId, messageId: 9, timestamp: 0, type: 'SIMID:Creative:requestStop' });
    window.dispatchEvent(
      new MessageEvent('message', { data: spoof('another'), source: frame.contentWindow }),
    );
    window.dispatchEvent(
      new MessageEvent('message', { data: '{not json', source: frame.contentWindow }),
    );
    window.dispatchEvent(
      new MessageEvent('message', { data: spoof('session-1'), source: other.contentWindow }),
    );
    expect(requests).toEqual([]);
    // A second createSession changes nothing.
    creative.send('createSession');
    expect(onCreated).toHaveBeenCalledOnce();
  });

  it('hands on the creative’s requests by name, each answered at most once', () => {
    const { creative, requests } = setup();
    creative.createSession();
    const id = creative.request('requestChangeAdDuration', { duration: 20 });
    expect(requests.map(({ name, args }) => [name, args])).toEqual([
      ['requestchangeadduration', { duration: 20 }],
    ]);
    requests[0]?.reject(1202, 'too long');
    requests[0]?.resolve();
    expect(creative.answerTo(id)).toMatchObject({
      type: 'reject',
      args: { messageId: id, value: { errorCode: 1202, message: 'too long' } },
    });
    expect(creative.received.filter((message) => message.type === 'resolve')).toHaveLength(1);
  });

  it('ignores other namespaces and answers to nothing it asked', () => {
    const { creative, requests } = setup();
    creative.createSession();
    creative.send('SIMID:Player:init');
    creative.send('resolve', { messageId: 42 });
    expect(requests).toEqual([]);
  });

  it('hears and sends nothing once closed', () => {
    const { session, creative, requests } = setup();
    creative.createSession();
    session.close();
    creative.request('requestSkip');
    session.post('SIMID:Media:pause');
    expect(requests).toEqual([]);
    expect(creative.types()).toEqual(['resolve']);
  });
});
