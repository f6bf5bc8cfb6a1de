import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useMediaSession, type MediaSessionOptions } from './use-media-session';

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
    const { unmount } = renderHook(() => useMediaSession(options()));
    expect([...handlers.values()].every((handler) => typeof handler === 'function')).toBe(true);
    unmount();
    expect([...handlers.entries()]).toEqual([
      ['play', null],
      ['pause', null],
      ['seekbackward', null],
      ['seekforward', null],
      ['seekto', null],
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
