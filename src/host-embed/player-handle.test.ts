import { afterEach, describe, expect, it, vi } from 'vitest';
import { createPlayer, type PlayerHandle } from './player-handle';
import {
  encodePlayerMessage,
  type PlayerEventName,
  type PlayerMessage,
} from './protocol/player-messages';
import { playerMessageSamples } from './protocol/testing/message-samples';

const playerPage = 'https://player.example/player/';
const playerOrigin = 'https://player.example';

type PlayerEvent = Extract<PlayerMessage, { eventName: PlayerEventName }>;

// What the embed script handles itself rather than passing on to the host's handlers.
const scriptMessages = new Set(['settingsRequest', 'stat', 'reply']);

afterEach(() => {
  vi.restoreAllMocks();
  document.body.replaceChildren();
});

function embed(options: Parameters<typeof createPlayer>[1]) {
  const container = document.createElement('div');
  document.body.append(container);
  return createPlayer(container, { load: 'eager', ...options }, playerPage);
}

describe('the interface language', () => {
  it('goes to the player page as hl, and names the frame and the facade in it', () => {
    const english = embed({ movieId: 1, uiLanguage: 'en' });
    expect(english.iframe.src).toBe(`${playerPage}?movie_id=1&hl=en`);
    expect(english.iframe.title).toBe('Video player');
    expect(embed({ movieId: 1 }).iframe.title).toBe('Видеоплеер');

    const container = document.createElement('div');
    document.body.append(container);
    createPlayer(
      container,
      { movieId: 1, load: 'play', uiLanguage: 'en', title: 'Film' },
      playerPage,
    );
    expect(container.querySelector('button')?.getAttribute('aria-label')).toBe('Play: Film');
  });

  it('follows the host visitor’s browser with auto', () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-GB', 'ru']);
    expect(embed({ movieId: 1, uiLanguage: 'auto' }).iframe.title).toBe('Video player');
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['ru-RU']);
    expect(embed({ movieId: 1, uiLanguage: 'auto' }).iframe.title).toBe('Видеоплеер');
  });
});

describe('embed settings through the embed script', () => {
  it('marks the frame address only when there are settings; never puts them in it', () => {
    expect(embed({ movieId: 1 }).iframe.src).toBe(`${playerPage}?movie_id=1`);
    const src = embed({ movieId: 1, baseUrl: 'https://catalogue.example/api' }).iframe.src;
    expect(src).toBe(`${playerPage}?movie_id=1&host_settings=1`);
  });

  it('answers its own frame’s request, to the player’s origin only, with its settings', () => {
    const settings = {
      adListUrl: 'https://ads.example/list.json',
      errorDsn: 'https://k@e.example/1',
    };
    const handle = embed({ movieId: 1, ...settings });
    const frameWindow = handle.iframe.contentWindow;
    if (!frameWindow) throw new Error('no frame window');
    // jsdom's own postMessage takes no options object: it would throw in the listener.
    const post = vi.spyOn(frameWindow, 'postMessage').mockImplementation(() => undefined);
    const request = '{"eventName":"settingsRequest","payload":null}';

    // From another origin, or another window: no answer.
    window.dispatchEvent(
      new MessageEvent('message', {
        data: request,
        source: frameWindow,
        origin: 'https://evil.example',
      }),
    );
    window.dispatchEvent(
      new MessageEvent('message', {
        data: request,
        source: window,
        origin: 'https://player.example',
      }),
    );
    expect(post).not.toHaveBeenCalled();

    window.dispatchEvent(
      new MessageEvent('message', {
        data: request,
        source: frameWindow,
        origin: 'https://player.example',
      }),
    );
    expect(post).toHaveBeenCalledWith(JSON.stringify({ kind: 'settings', settings }), {
      targetOrigin: 'https://player.example',
    });
    handle.destroy();
  });
});

describe("the player's events", () => {
  it('reach the handlers of every event the player page can post, with their payloads', () => {
    const handle = embed({ movieId: 1 });
    const events = Object.entries(playerMessageSamples)
      .map(([eventName, payload]) => ({ eventName, payload }) as PlayerMessage)
      .filter((message): message is PlayerEvent => !scriptMessages.has(message.eventName));
    const heard: unknown[] = [];
    for (const { eventName } of events) {
      handle.on(eventName, (payload) => heard.push({ eventName, payload }));
    }
    for (const message of events) {
      window.dispatchEvent(
        new MessageEvent('message', {
          data: encodePlayerMessage(message),
          source: handle.iframe.contentWindow,
          origin: playerOrigin,
        }),
      );
    }
    expect(heard).toStrictEqual(events);
    handle.destroy();
  });
});

// The host API: a handle's calls, the player's replies, and what it hands the page itself.

type StatWindow = Window & { sendStat?: unknown };

/** The frame's window, whose postMessage is spied on (jsdom's own would throw on the options). */
function framePosts(handle: PlayerHandle) {
  const frameWindow = handle.iframe.contentWindow;
  if (!frameWindow) throw new Error('no frame window');
  return vi.spyOn(frameWindow, 'postMessage').mockImplementation(() => undefined);
}

/** A message of the player page, from handle's frame and the player's origin unless told. */
function fromPlayer(
  handle: PlayerHandle,
  message: PlayerMessage,
  { source = handle.iframe.contentWindow, origin = playerOrigin }: Partial<MessageEventInit> = {},
) {
  window.dispatchEvent(
    new MessageEvent('message', { data: encodePlayerMessage(message), source, origin }),
  );
}

const ready: PlayerMessage = { eventName: 'ready', payload: playerMessageSamples.ready };

function reply(
  handle: PlayerHandle,
  payload: { id: number; value?: unknown } | { id: number; error: string },
) {
  fromPlayer(handle, { eventName: 'reply', payload });
}

/** The call as the embed script posts it, to the player's origin only. */
/** Makes the browser read postMessage's `delegate` option (Chromium) or not (Firefox, Safari). */
function browserDelegates(delegates: boolean) {
  vi.spyOn(window, 'postMessage').mockImplementation((_message, options) => {
    if (delegates) void (options as { delegate?: unknown }).delegate;
  });
}

function posted(id: number, method: string, args: unknown[] = [], delegate?: 'fullscreen') {
  const options = { targetOrigin: playerOrigin, ...(delegate && { delegate }) };
  return [JSON.stringify({ kind: 'call', v: 1, id, method, args }), options];
}

/** Whether promise has settled yet (it is watched from now on). */
function watch(promise: Promise<unknown>) {
  const state = { settled: false };
  promise.then(
    () => (state.settled = true),
    () => (state.settled = true),
  );
  return state;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the host API’s calls', () => {
  it('posts nothing before ready, then every call made so far in order, to the player only', () => {
    const handle = embed({ movieId: 1 });
    const post = framePosts(handle);
    void handle.play();
    void handle.seek(30);
    void handle.setQuality('auto');
    expect(post).not.toHaveBeenCalled();

    fromPlayer(handle, ready);
    // The exact text: the player reads the call by its fields, its version first.
    expect(post.mock.calls).toStrictEqual([
      posted(1, 'play'),
      posted(2, 'seek', [30]),
      posted(3, 'setQuality', ['auto']),
    ]);
    expect(post.mock.calls[1]?.[0]).toBe(
      '{"kind":"call","v":1,"id":2,"method":"seek","args":[30]}',
    );
  });

  it('posts a call made after ready at once, and an answered one never again', () => {
    const handle = embed({ movieId: 1 });
    const post = framePosts(handle);
    void handle.pause();
    fromPlayer(handle, ready);
    reply(handle, { id: 1 });
    void handle.setVolume(0.5);
    reply(handle, { id: 2 });
    // A ready again (a new page in the frame): nothing is left to send it.
    fromPlayer(handle, ready);
    expect(post.mock.calls).toStrictEqual([posted(1, 'pause'), posted(2, 'setVolume', [0.5])]);
  });

  it('sends a new page in the frame the calls the page before left unanswered', async () => {
    const handle = embed({ movieId: 1 });
    const post = framePosts(handle);
    fromPlayer(handle, ready);
    const lost = handle.getCurrentTime();
    // The frame reloads: its new page says ready, and only then can it answer.
    fromPlayer(handle, ready);
    expect(post.mock.calls).toStrictEqual([
      posted(1, 'getCurrentTime'),
      posted(1, 'getCurrentTime'),
    ]);
    reply(handle, { id: 1, value: 3 });
    await expect(lost).resolves.toBe(3);
  });

  it('resolves ready() with the player’s version and episode, before and after it came', async () => {
    const handle = embed({ movieId: 1 });
    const early = handle.ready();
    fromPlayer(handle, ready);
    await expect(early).resolves.toEqual(playerMessageSamples.ready);
    await expect(handle.ready()).resolves.toEqual(playerMessageSamples.ready);
  });

  it('resolves each call with the value of the reply of its own id only', async () => {
    const handle = embed({ movieId: 1 });
    framePosts(handle);
    fromPlayer(handle, ready);
    const time = handle.getCurrentTime();
    const volume = handle.getVolume();
    const timeState = watch(time);
    reply(handle, { id: 2, value: 0.5 });
    await expect(volume).resolves.toBe(0.5);
    expect(timeState.settled).toBe(false);
    reply(handle, { id: 1, value: 12.5 });
    await expect(time).resolves.toBe(12.5);
  });

  it('ignores a reply of an id it is not waiting for, or of one already answered', async () => {
    const handle = embed({ movieId: 1 });
    framePosts(handle);
    fromPlayer(handle, ready);
    const time = handle.getCurrentTime();
    const volume = handle.getVolume();
    const timeState = watch(time);
    const volumeState = watch(volume);
    reply(handle, { id: 9, value: 1 });
    await settle();
    expect([timeState.settled, volumeState.settled]).toEqual([false, false]);
    reply(handle, { id: 1, value: 5 });
    // The same id again answers nothing more: not the next call waiting.
    reply(handle, { id: 1, value: 6 });
    await expect(time).resolves.toBe(5);
    expect(volumeState.settled).toBe(false);
    reply(handle, { id: 2, value: 0.5 });
    await expect(volume).resolves.toBe(0.5);
  });

  it('rejects a call with the error its reply gives', async () => {
    const handle = embed({ movieId: 1 });
    framePosts(handle);
    fromPlayer(handle, ready);
    const seek = handle.seek(-1);
    reply(handle, { id: 1, error: 'seconds must be a number from 0 to Infinity, not -1' });
    await expect(seek).rejects.toThrow(
      new Error('seconds must be a number from 0 to Infinity, not -1'),
    );
  });

  it('resolves a null value as NaN: a duration not known yet (JSON has no NaN)', async () => {
    const handle = embed({ movieId: 1 });
    framePosts(handle);
    fromPlayer(handle, ready);
    const duration = handle.getDuration();
    reply(handle, { id: 1, value: null });
    await expect(duration).resolves.toBeNaN();
  });

  it('resolves a command with undefined when its reply has no value', async () => {
    const handle = embed({ movieId: 1 });
    framePosts(handle);
    fromPlayer(handle, ready);
    const play = handle.play();
    reply(handle, { id: 1 });
    await expect(play).resolves.toBeUndefined();
  });

  it('ignores a reply from another window or another origin', async () => {
    const handle = embed({ movieId: 1 });
    framePosts(handle);
    fromPlayer(handle, ready);
    const time = handle.getCurrentTime();
    const state = watch(time);
    const forged = { eventName: 'reply', payload: { id: 1, value: 666 } } as const;
    fromPlayer(handle, forged, { source: window });
    fromPlayer(handle, forged, { origin: 'https://evil.example' });
    await settle();
    expect(state.settled).toBe(false);
    reply(handle, { id: 1, value: 3 });
    await expect(time).resolves.toBe(3);
  });

  it('posts requestFullscreen with the fullscreen delegation, the other calls without, where the browser delegates', () => {
    browserDelegates(true);
    const handle = embed({ movieId: 1 });
    const post = framePosts(handle);
    // Queued before ready, and once ready.
    void handle.requestFullscreen();
    void handle.closeMenus();
    fromPlayer(handle, ready);
    void handle.requestFullscreen();
    expect(post.mock.calls).toStrictEqual([
      posted(1, 'requestFullscreen', [], 'fullscreen'),
      posted(2, 'closeMenus'),
      posted(3, 'requestFullscreen', [], 'fullscreen'),
    ]);
    expect(post.mock.calls[0]?.[1]).toStrictEqual({
      targetOrigin: playerOrigin,
      delegate: 'fullscreen',
    });
  });
});

describe('requestFullscreen where the browser cannot delegate the click (Firefox, Safari)', () => {
  it('fills the screen with the frame from the host, within its click, and posts nothing', async () => {
    browserDelegates(false);
    const handle = embed({ movieId: 1 });
    const post = framePosts(handle);
    const requestFullscreen = vi.fn(() => Promise.resolve());
    handle.iframe.requestFullscreen = requestFullscreen;
    const entered = handle.requestFullscreen();
    // Asked at once, while the host's click is still the current one.
    expect(requestFullscreen).toHaveBeenCalledOnce();
    await expect(entered).resolves.toBeUndefined();
    expect(post).not.toHaveBeenCalled();
  });

  it('says why when the browser refuses, and refuses for a destroyed player', async () => {
    browserDelegates(false);
    const handle = embed({ movieId: 1 });
    handle.iframe.requestFullscreen = () => Promise.reject(new TypeError('not allowed'));
    await expect(handle.requestFullscreen()).rejects.toThrow(
      'Fullscreen was refused: call requestFullscreen within a click or key press on the host page',
    );
    handle.destroy();
    await expect(handle.requestFullscreen()).rejects.toThrow('The player was destroyed');
  });
});

describe('the host’s fullscreen of the frame', () => {
  /** The host document's fullscreen element, as a browser would set it. */
  function hostFullscreen(element: Element | null) {
    Object.defineProperty(document, 'fullscreenElement', { configurable: true, value: element });
    document.dispatchEvent(new Event('fullscreenchange'));
  }
  afterEach(() => {
    Reflect.deleteProperty(document, 'fullscreenElement');
    Reflect.deleteProperty(document, 'exitFullscreen');
  });

  it('is told to the player once each way, and the player’s exit takes the frame out', () => {
    const handle = embed({ movieId: 1 });
    const post = framePosts(handle);
    const exitFullscreen = vi.fn(() => Promise.resolve());
    Object.defineProperty(document, 'exitFullscreen', {
      configurable: true,
      value: exitFullscreen,
    });
    hostFullscreen(handle.iframe);
    hostFullscreen(handle.iframe);
    expect(post.mock.calls.map(([message]) => message)).toStrictEqual([
      '{"kind":"frameFullscreen","fullscreen":true}',
    ]);
    fromPlayer(handle, { eventName: 'exitFullScreen', payload: undefined });
    expect(exitFullscreen).toHaveBeenCalledOnce();
    hostFullscreen(null);
    expect(post.mock.calls.at(-1)?.[0]).toBe('{"kind":"frameFullscreen","fullscreen":false}');
  });

  it('says nothing of another element in fullscreen, nor after destroy', () => {
    const handle = embed({ movieId: 1 });
    const post = framePosts(handle);
    hostFullscreen(document.body);
    handle.destroy();
    hostFullscreen(handle.iframe);
    expect(post).not.toHaveBeenCalled();
  });
});

describe('the host API when the player is gone', () => {
  it('destroy() refuses the calls still waiting, queued or posted, and every later call', async () => {
    const handle = embed({ movieId: 1 });
    const post = framePosts(handle);
    const queued = handle.play();
    fromPlayer(handle, ready);
    const sent = handle.getVolume();
    handle.destroy();
    const later = handle.pause();
    await expect(queued).rejects.toThrow(new Error('The player was destroyed'));
    await expect(sent).rejects.toThrow(new Error('The player was destroyed'));
    await expect(later).rejects.toThrow(new Error('The player was destroyed'));
    // Two calls posted (play once ready, getVolume), none after the destroy.
    expect(post).toHaveBeenCalledTimes(2);
  });

  it('ready() is refused once the player is destroyed or cannot start', async () => {
    const destroyed = embed({ movieId: 1 });
    const waiting = destroyed.ready();
    destroyed.destroy();
    await expect(waiting).rejects.toThrow('The player was destroyed');
    await expect(destroyed.ready()).rejects.toThrow('The player was destroyed');

    const failed = embed({ movieId: 9999 });
    const early = failed.ready();
    fromPlayer(failed, {
      eventName: 'error',
      payload: { kind: 'other', detail: 'contentNotFound', fatal: true },
    });
    await expect(early).rejects.toThrow('The player cannot start: contentNotFound');
    // Destroyed after it: the destroy is what a later call hears.
    failed.destroy();
    await expect(failed.play()).rejects.toThrow('The player was destroyed');
  });

  it('a fatal error before ready refuses the calls waiting and later ones with its detail', async () => {
    const handle = embed({ movieId: 1 });
    const post = framePosts(handle);
    const waiting = handle.play();
    fromPlayer(handle, {
      eventName: 'error',
      payload: { kind: 'manifest', detail: 'manifestLoadError', fatal: true },
    });
    const later = handle.getDuration();
    const reason = new Error('The player cannot start: manifestLoadError');
    await expect(waiting).rejects.toThrow(reason);
    await expect(later).rejects.toThrow(reason);
    // A ready after it does not post the refused calls.
    fromPlayer(handle, ready);
    expect(post).not.toHaveBeenCalled();
  });

  it('a later ready clears the refusal: calls are posted and answered again', async () => {
    const handle = embed({ movieId: 1 });
    const post = framePosts(handle);
    fromPlayer(handle, {
      eventName: 'error',
      payload: { kind: 'network', detail: 'catalogueError', fatal: true },
    });
    await expect(handle.play()).rejects.toThrow('The player cannot start: catalogueError');
    fromPlayer(handle, ready);
    const time = handle.getCurrentTime();
    expect(post.mock.calls).toStrictEqual([posted(1, 'getCurrentTime')]);
    reply(handle, { id: 1, value: 4 });
    await expect(time).resolves.toBe(4);
  });

  it('an error that is not fatal, or comes after ready, refuses nothing', async () => {
    const handle = embed({ movieId: 1 });
    const post = framePosts(handle);
    const early = handle.play();
    fromPlayer(handle, {
      eventName: 'error',
      payload: { kind: 'ad', detail: 'vast303', fatal: false },
    });
    fromPlayer(handle, ready);
    fromPlayer(handle, {
      eventName: 'error',
      payload: { kind: 'media', detail: 'mediaError3', fatal: true },
    });
    const later = handle.pause();
    expect(post.mock.calls).toStrictEqual([posted(1, 'play'), posted(2, 'pause')]);
    reply(handle, { id: 1 });
    reply(handle, { id: 2 });
    await expect(Promise.all([early, later])).resolves.toEqual([undefined, undefined]);
  });
});

describe('statistics for the host page', () => {
  afterEach(() => {
    delete (window as StatWindow).sendStat;
  });

  const stat: PlayerMessage = { eventName: 'stat', payload: playerMessageSamples.stat };

  it('calls the page’s sendStat once, on window, and passes no stat to the handlers', () => {
    const handle = embed({ movieId: 1 });
    const calls: { self: unknown; args: unknown[] }[] = [];
    (window as StatWindow).sendStat = function (this: unknown, ...args: unknown[]) {
      calls.push({ self: this, args });
    };
    const heard = vi.fn();
    // stat is no event of the handle's type: a handler for it by name hears nothing.
    (handle.on as (name: string, handler: () => void) => void)('stat', heard);
    fromPlayer(handle, stat);
    expect(calls).toEqual([{ self: window, args: ['videoplayer_play', { first_playback: 1 }] }]);
    expect(calls[0]?.self).toBe(window);
    expect(heard).not.toHaveBeenCalled();
  });

  it('ignores a stat from another window or origin', () => {
    const handle = embed({ movieId: 1 });
    const sendStat = vi.fn();
    (window as StatWindow).sendStat = sendStat;
    fromPlayer(handle, stat, { source: window });
    fromPlayer(handle, stat, { origin: 'https://evil.example' });
    expect(sendStat).not.toHaveBeenCalled();
  });

  it('survives a sendStat that throws, and one that is missing', async () => {
    const handle = embed({ movieId: 1 });
    framePosts(handle);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const thrown = new Error('stat backend down');
    (window as StatWindow).sendStat = () => {
      throw thrown;
    };
    fromPlayer(handle, stat);
    expect(warn).toHaveBeenCalledWith('[embed] the page’s sendStat threw', thrown);
    delete (window as StatWindow).sendStat;
    fromPlayer(handle, stat);
    // The handle still hears its player: the ready, a reply.
    fromPlayer(handle, ready);
    const time = handle.getCurrentTime();
    reply(handle, { id: 1, value: 7 });
    await expect(time).resolves.toBe(7);
  });
});

describe('two players on one page', () => {
  it('a message from one frame reaches only its own handle', async () => {
    const first = embed({ movieId: 1 });
    const second = embed({ movieId: 2 });
    const firstPosts = framePosts(first);
    const secondPosts = framePosts(second);
    const firstCall = first.getCurrentTime();
    const secondCall = second.getCurrentTime();
    const firstState = watch(firstCall);
    const firstPlays = vi.fn();
    const secondPlays = vi.fn();
    first.on('play', firstPlays);
    second.on('play', secondPlays);

    // Each handle's call is id 1: only the frame that replies tells them apart.
    fromPlayer(second, ready);
    expect(firstPosts).not.toHaveBeenCalled();
    expect(secondPosts.mock.calls).toStrictEqual([posted(1, 'getCurrentTime')]);
    reply(second, { id: 1, value: 20 });
    await expect(secondCall).resolves.toBe(20);
    expect(firstState.settled).toBe(false);

    fromPlayer(second, { eventName: 'play', payload: playerMessageSamples.play });
    expect(secondPlays).toHaveBeenCalledTimes(1);
    expect(firstPlays).not.toHaveBeenCalled();

    fromPlayer(first, ready);
    reply(first, { id: 1, value: 10 });
    await expect(firstCall).resolves.toBe(10);
  });
});
