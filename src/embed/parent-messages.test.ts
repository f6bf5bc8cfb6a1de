import { afterEach, describe, expect, it, vi } from 'vitest';
import { isFramed, listenToParent, postToParent } from './parent-messages';
import { sampleEpisode as episode } from '../host-embed/protocol/testing/message-samples';
import { framedWindow } from './testing/framed-window';

function message(win: Window, data: unknown, source: Window | null): void {
  win.dispatchEvent(new MessageEvent('message', { data, source }));
}

afterEach(() => {
  vi.restoreAllMocks();
  document.body.replaceChildren();
});

describe('postToParent', () => {
  it('posts eventName and payload as JSON text to the parent, any origin', () => {
    const win = framedWindow();
    const post = vi.spyOn(win.parent, 'postMessage');
    postToParent('episodeChanged', episode, win);
    expect(post).toHaveBeenCalledTimes(1);
    const [data, target] = post.mock.calls[0] ?? [];
    expect(target).toBe('*');
    expect(typeof data).toBe('string');
    expect(JSON.parse(String(data))).toEqual({ eventName: 'episodeChanged', payload: episode });
  });

  it('posts the fullscreen messages with both fields, the payload null (spec §7)', () => {
    const win = framedWindow();
    const post = vi.spyOn(win.parent, 'postMessage');
    postToParent('enterFullScreen', undefined, win);
    postToParent('exitFullScreen', undefined, win);
    // The text itself: toEqual would take a missing payload for an undefined one.
    expect(post.mock.calls.map(([data]) => data)).toEqual([
      '{"eventName":"enterFullScreen","payload":null}',
      '{"eventName":"exitFullScreen","payload":null}',
    ]);
  });

  it('does nothing when the page is not framed', () => {
    expect(isFramed(window)).toBe(false);
    const post = vi.spyOn(window, 'postMessage');
    postToParent('enterFullScreen');
    expect(post).not.toHaveBeenCalled();
  });
});

describe('listenToParent', () => {
  it('accepts click and pause from the parent as objects and as JSON text', () => {
    const win = framedWindow();
    const click = vi.fn();
    const pause = vi.fn();
    listenToParent({ click, pause }, win);

    message(win, { kind: 'click' }, win.parent);
    expect(click).toHaveBeenCalledTimes(1);
    message(win, '{"kind":"pause"}', win.parent);
    expect(pause).toHaveBeenCalledTimes(1);
    message(win, JSON.stringify({ kind: 'click', extra: 1 }), win.parent);
    expect(click).toHaveBeenCalledTimes(2);
    expect(pause).toHaveBeenCalledTimes(1);
  });

  it('ignores messages from any other window', () => {
    const win = framedWindow();
    const stranger = framedWindow();
    const click = vi.fn();
    listenToParent({ click }, win);
    message(win, { kind: 'click' }, stranger);
    message(win, { kind: 'click' }, win);
    message(win, { kind: 'click' }, null);
    expect(click).not.toHaveBeenCalled();
  });

  it('ignores everything when the page is not framed', () => {
    const click = vi.fn();
    const stop = listenToParent({ click });
    message(window, { kind: 'click' }, window.parent);
    stop();
    expect(click).not.toHaveBeenCalled();
  });

  it('hands each handler its command and the message it came in (for a reply)', () => {
    const win = framedWindow();
    const settings = vi.fn();
    listenToParent({ settings }, win);
    message(win, { kind: 'settings', settings: { errorProject: 'host' } }, win.parent);
    expect(settings).toHaveBeenCalledWith(
      { kind: 'settings', settings: { errorProject: 'host' } },
      expect.objectContaining({ source: win.parent }),
    );
  });

  // Every body that is no command is in the host-protocol tests; here, that none reaches a handler.
  it.each([
    ['malformed JSON', '{"kind":'],
    ['an unknown kind', '{"kind":"play"}'],
    ['a call of another version', '{"kind":"call","v":2,"id":1,"method":"play","args":[]}'],
    [
      'a call of no method the player has',
      '{"kind":"call","v":1,"id":1,"method":"eval","args":[]}',
    ],
    ['a call without an id', '{"kind":"call","v":1,"method":"play","args":[]}'],
    ['null', null],
  ])('ignores %s without an error', (_label, data) => {
    const win = framedWindow();
    const click = vi.fn();
    const pause = vi.fn();
    // jsdom reports an exception thrown by a listener as an error event on the window.
    const errors: unknown[] = [];
    win.addEventListener('error', (event) => errors.push(event.error));
    listenToParent({ click, pause }, win);
    message(win, data, win.parent);
    expect(errors).toEqual([]);
    expect(click).not.toHaveBeenCalled();
    expect(pause).not.toHaveBeenCalled();
  });

  it('skips a kind without a handler', () => {
    const win = framedWindow();
    const errors: unknown[] = [];
    win.addEventListener('error', (event) => errors.push(event.error));
    listenToParent({}, win);
    message(win, { kind: 'pause' }, win.parent);
    expect(errors).toEqual([]);
  });

  it('stops listening after unsubscribe', () => {
    const win = framedWindow();
    const click = vi.fn();
    const stop = listenToParent({ click }, win);
    message(win, { kind: 'click' }, win.parent);
    stop();
    message(win, { kind: 'click' }, win.parent);
    expect(click).toHaveBeenCalledTimes(1);
  });
});
