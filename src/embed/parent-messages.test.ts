import { afterEach, describe, expect, it, vi } from 'vitest';
import { isFramed, listenToParent, postToParent } from './parent-messages';
import { framedWindow } from './testing/framed-window';

function message(win: Window, data: unknown, source: Window | null): void {
  win.dispatchEvent(new MessageEvent('message', { data, source }));
}

// Shaped like the catalogue's Episode; embed/ may not import the API types.
const episode = {
  id: 7,
  contentId: 2,
  order: 3,
  season: { id: 1, order: 1 },
  title: 'Финал',
  description: null,
  posterPath: null,
  duration: 30,
  watchProgress: null,
  watchedAt: null,
  isCompleted: false,
  m3u8MasterFilePath: '/media/series/s1e3/master.m3u8',
};

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

  it.each([
    ['malformed JSON', '{"kind":'],
    ['JSON that is not an object', '42'],
    ['JSON null', 'null'],
    ['an unknown kind', '{"kind":"play"}'],
    ['an inherited property name as kind', '{"kind":"__proto__"}'],
    ['another inherited property name as kind', { kind: 'constructor' }],
    ['a kind in another case', { kind: 'CLICK' }],
    ['a kind that is not a string', { kind: 1 }],
    ['an object without kind', { eventName: 'click' }],
    ['null', null],
    ['undefined', undefined],
    ['an array', ['click']],
    ['a number', 5],
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
