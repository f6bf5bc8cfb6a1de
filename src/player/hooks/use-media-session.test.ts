import { act, renderHook } from '@testing-library/react';
import { createElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMediaStore } from '../../media/media-store';
import { testPlayerContext } from '../testing/player-context-fixture';
import { renderWithMedia } from '../testing/render-with-media';
import {
  MediaSessionBridge,
  useMediaSession,
  usePositionState,
  type MediaSessionOptions,
} from './use-media-session';

// jsdom has no Media Session API: a stand-in that records metadata and handlers as a browser would.
class FakeMediaMetadata {
  title: string;
  artwork: readonly MediaImage[];
  constructor(init: MediaMetadataInit = {}) {
    this.title = init.title ?? '';
    this.artwork = init.artwork ?? [];
  }
}

function stubMediaSession(unsupported: MediaSessionAction[] = []) {
  const handlers = new Map<MediaSessionAction, MediaSessionActionHandler | null>();
  const session = {
    metadata: null as FakeMediaMetadata | null,
    setPositionState: vi.fn((_state?: MediaPositionState) => undefined),
    setActionHandler: vi.fn(
      (action: MediaSessionAction, handler: MediaSessionActionHandler | null) => {
        if (unsupported.includes(action)) throw new TypeError(`${action} is not supported`);
        handlers.set(action, handler);
      },
    ),
  };
  Object.defineProperty(navigator, 'mediaSession', { configurable: true, value: session });
  vi.stubGlobal('MediaMetadata', FakeMediaMetadata);
  const fire = (action: MediaSessionAction, details: Partial<MediaSessionActionDetails> = {}) => {
    const handler = handlers.get(action);
    if (!handler) throw new Error(`no handler for ${action}`);
    handler({ action, ...details });
  };
  return { session, handlers, fire };
}

function options(overrides: Partial<MediaSessionOptions> = {}): MediaSessionOptions {
  return {
    title: 'Пилот',
    poster: '/media/posters/2.jpg',
    play: vi.fn(),
    pause: vi.fn(),
    seekBy: vi.fn(),
    seekTo: vi.fn(),
    ...overrides,
  };
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'mediaSession');
  vi.unstubAllGlobals();
});

describe('useMediaSession', () => {
  it('publishes the title and poster, follows changes and clears them on unmount', () => {
    const { session } = stubMediaSession();
    const { rerender, unmount } = renderHook((props) => useMediaSession(props), {
      initialProps: options(),
    });
    expect(session.metadata).toMatchObject({
      title: 'Пилот',
      artwork: [{ src: '/media/posters/2.jpg' }],
    });

    rerender(options({ title: 'Финал', poster: undefined }));
    expect(session.metadata).toMatchObject({ title: 'Финал', artwork: [] });

    unmount();
    expect(session.metadata).toBeNull();
  });

  it('answers play, pause, seek back/forward (10 s unless told) and seek to', () => {
    const { fire } = stubMediaSession();
    const props = options();
    renderHook(() => useMediaSession(props));

    fire('play');
    expect(props.play).toHaveBeenCalledTimes(1);
    fire('pause');
    expect(props.pause).toHaveBeenCalledTimes(1);
    fire('seekbackward');
    fire('seekforward');
    fire('seekbackward', { seekOffset: 5 });
    fire('seekforward', { seekOffset: 30 });
    expect(vi.mocked(props.seekBy).mock.calls).toEqual([[-10], [10], [-5], [30]]);
    fire('seekto', { seekTime: 42 });
    fire('seekto', {});
    expect(vi.mocked(props.seekTo).mock.calls).toEqual([[42]]);
  });

  it('calls the latest callbacks after a re-render', () => {
    const { fire } = stubMediaSession();
    const first = options();
    const second = options();
    const { rerender } = renderHook((props) => useMediaSession(props), { initialProps: first });
    rerender(second);
    fire('pause');
    expect(first.pause).not.toHaveBeenCalled();
    expect(second.pause).toHaveBeenCalledTimes(1);
  });

  it('removes every handler on unmount', () => {
    const { handlers } = stubMediaSession();
    const { unmount } = renderHook(() =>
      useMediaSession(options({ previousTrack: vi.fn(), nextTrack: vi.fn() })),
    );
    expect([...handlers.values()].every((handler) => typeof handler === 'function')).toBe(true);
    unmount();
    expect([...handlers.entries()]).toEqual([
      ['play', null],
      ['pause', null],
      ['seekbackward', null],
      ['seekforward', null],
      ['seekto', null],
      ['previoustrack', null],
      ['nexttrack', null],
    ]);
  });

  it('keeps the other actions where the browser refuses one', () => {
    const { fire, handlers } = stubMediaSession(['seekto']);
    const props = options();
    renderHook(() => useMediaSession(props));
    expect(handlers.has('seekto')).toBe(false);
    fire('seekforward');
    expect(props.seekBy).toHaveBeenCalledWith(10);
  });

  it('does nothing where the browser has no media session', () => {
    expect('mediaSession' in navigator).toBe(false);
    const { unmount } = renderHook(() => useMediaSession(options()));
    expect(() => unmount()).not.toThrow();
  });
});

describe('useMediaSession: previous and next track', () => {
  it('answers them where there is an episode to go to', () => {
    const { fire, handlers } = stubMediaSession();
    const props = options({ previousTrack: vi.fn(), nextTrack: vi.fn() });
    renderHook(() => useMediaSession(props));
    fire('previoustrack');
    expect(props.previousTrack).toHaveBeenCalledTimes(1);
    fire('nexttrack');
    expect(props.nextTrack).toHaveBeenCalledTimes(1);
    expect(typeof handlers.get('seekto')).toBe('function');
  });

  it('sets no handler where there is none, and follows the episode', () => {
    const { handlers } = stubMediaSession();
    const { rerender } = renderHook((props) => useMediaSession(props), {
      initialProps: options({ nextTrack: vi.fn() }),
    });
    expect(handlers.get('previoustrack')).toBeNull();
    expect(typeof handlers.get('nexttrack')).toBe('function');

    rerender(options({ previousTrack: vi.fn() }));
    expect(typeof handlers.get('previoustrack')).toBe('function');
    expect(handlers.get('nexttrack')).toBeNull();
  });
});

describe('usePositionState', () => {
  // A 20 s episode, loaded and paused at 3 s.
  function loadedStore() {
    const store = createMediaStore();
    store.setState({ phase: 'ready', duration: 20, currentTime: 3, paused: true });
    return store;
  }

  it('tells the position at once, then at play, pause, seeked, rate and duration changes', () => {
    const { session } = stubMediaSession();
    const store = loadedStore();
    renderHook(() => usePositionState(store));
    const told = () => session.setPositionState.mock.calls.map(([state]) => state);
    expect(told()).toEqual([{ duration: 20, playbackRate: 1, position: 3 }]);

    act(() => store.setState({ paused: false }));
    expect(told()).toHaveLength(2);
    // Playing on moves nothing the system does not move itself.
    for (const currentTime of [3.25, 3.5, 3.75, 4]) act(() => store.setState({ currentTime }));
    expect(told()).toHaveLength(2);

    act(() => store.setState({ seeking: true, currentTime: 12 }));
    expect(told()).toHaveLength(2);
    act(() => store.setState({ seeking: false, currentTime: 12 }));
    expect(told().at(-1)).toEqual({ duration: 20, playbackRate: 1, position: 12 });

    act(() => store.setState({ playbackRate: 1.5, currentTime: 12.2 }));
    expect(told().at(-1)).toEqual({ duration: 20, playbackRate: 1.5, position: 12.2 });
    act(() => store.setState({ duration: 20.04 }));
    expect(told().at(-1)).toEqual({ duration: 20.04, playbackRate: 1.5, position: 12.2 });
    act(() => store.setState({ paused: true, currentTime: 12.5 }));
    expect(told().at(-1)).toEqual({ duration: 20.04, playbackRate: 1.5, position: 12.5 });
    expect(told()).toHaveLength(6);
  });

  it('tells nothing while the duration is unknown, and keeps the position within it', () => {
    const { session } = stubMediaSession();
    const store = createMediaStore();
    renderHook(() => usePositionState(store));
    act(() => store.setState({ phase: 'loading', currentTime: 5 }));
    expect(session.setPositionState).not.toHaveBeenCalled();

    act(() => store.setState({ duration: 4 }));
    expect(session.setPositionState).toHaveBeenLastCalledWith({
      duration: 4,
      playbackRate: 1,
      position: 4,
    });
  });

  it('survives a browser that refuses a value, and one without position state', () => {
    const { session } = stubMediaSession();
    session.setPositionState.mockImplementation(() => {
      throw new TypeError('invalid position');
    });
    const store = loadedStore();
    const { unmount } = renderHook(() => usePositionState(store));
    expect(() => act(() => store.setState({ paused: false }))).not.toThrow();
    expect(() => unmount()).not.toThrow();

    Reflect.deleteProperty(session, 'setPositionState');
    expect(() => renderHook(() => usePositionState(loadedStore())).unmount()).not.toThrow();
  });

  it('clears the position and stops telling on unmount', () => {
    const { session } = stubMediaSession();
    const store = loadedStore();
    const { unmount } = renderHook(() => usePositionState(store));
    unmount();
    expect(session.setPositionState).toHaveBeenLastCalledWith();
    const calls = session.setPositionState.mock.calls.length;
    act(() => store.setState({ paused: false }));
    expect(session.setPositionState).toHaveBeenCalledTimes(calls);
  });
});

describe('MediaSessionBridge', () => {
  it('plays the previous and next episodes of a series as the episode switch does', () => {
    const { fire } = stubMediaSession();
    const context = testPlayerContext({ series: true, current: 203 });
    renderWithMedia(createElement(MediaSessionBridge), { phase: 'ready' }, context);
    fire('previoustrack');
    expect(context.selectEpisode).toHaveBeenLastCalledWith(expect.objectContaining({ id: 202 }), {
      play: true,
      offerResume: false,
    });
    fire('nexttrack');
    expect(context.selectEpisode).toHaveBeenLastCalledWith(expect.objectContaining({ id: 204 }), {
      play: true,
      offerResume: false,
    });
  });

  it.each([
    [201, 'the first episode', null, 'function'],
    [205, 'the last episode', 'function', null],
  ])('has no track to go to past %s (%s)', (current, _, previous, next) => {
    const { handlers } = stubMediaSession();
    const context = testPlayerContext({ series: true, current });
    renderWithMedia(createElement(MediaSessionBridge), { phase: 'ready' }, context);
    const kind = (action: MediaSessionAction) =>
      handlers.get(action) === null ? null : typeof handlers.get(action);
    expect(kind('previoustrack')).toBe(previous);
    expect(kind('nexttrack')).toBe(next);
  });

  it('gives a film neither, and sends play and seeks as the viewer’s requests', () => {
    const { fire, handlers, session } = stubMediaSession();
    const { engine } = renderWithMedia(createElement(MediaSessionBridge), {
      phase: 'ready',
      duration: 30,
      currentTime: 7,
    });
    expect(handlers.get('previoustrack')).toBeNull();
    expect(handlers.get('nexttrack')).toBeNull();
    expect(session.metadata).toMatchObject({ title: 'Тестовый фильм' });
    expect(session.setPositionState).toHaveBeenCalledWith({
      duration: 30,
      playbackRate: 1,
      position: 7,
    });
    fire('play');
    expect(engine.play).toHaveBeenCalledTimes(1);
    fire('seekto', { seekTime: 12 });
    expect(engine.seek).toHaveBeenCalledWith(12);
  });
});
