import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FullscreenMode } from '../../embed/fullscreen-bridge';
import { createMediaStore } from '../../media/media-store';
import type { MediaEngine } from '../../media/media-engine-types';
import { createEmitter } from '../../lib/emitter';
import { createPlayerEvents } from '../../session/player-events';
import { MediaContext } from './media-context';
import { useFullscreen } from './use-fullscreen';
import { createElement, type ReactNode } from 'react';
import type { HostUiRequests } from '../../session/host-calls';

const iPhone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

afterEach(() => {
  vi.restoreAllMocks();
  Reflect.deleteProperty(document, 'fullscreenElement');
  Reflect.deleteProperty(document, 'exitFullscreen');
  document.body.replaceChildren();
});

function renderFullscreen(mode: FullscreenMode) {
  const element = document.createElement('div');
  const video = document.createElement('video');
  element.append(video);
  document.body.append(element);
  // Refs keep their identity across renders, as useRef gives them.
  const elementRef = { current: element };
  const videoRef = { current: video };
  // The player's events, which tell the statistics of each change.
  const events = createPlayerEvents();
  const changes: boolean[] = [];
  events.on('fullscreenChange', ({ fullscreen }) => changes.push(fullscreen));
  const handle = {
    store: createMediaStore(),
    engine: {} as MediaEngine,
    events,
    host: createEmitter<HostUiRequests>(),
  };
  const wrapper = ({ children }: { children: ReactNode }) =>
    createElement(MediaContext, { value: handle }, children);
  const hook = renderHook(() => useFullscreen(elementRef, videoRef, mode), { wrapper });
  return { element, changes, ...hook };
}

/** jsdom has no Fullscreen API: a stand-in that grants every request. */
function standardApi(element: HTMLElement) {
  let current: Element | null = null;
  Object.defineProperty(document, 'fullscreenElement', { configurable: true, get: () => current });
  const change = () => document.dispatchEvent(new Event('fullscreenchange'));
  const exitFullscreen = vi.fn(async () => {
    current = null;
    change();
  });
  Object.defineProperty(document, 'exitFullscreen', { configurable: true, value: exitFullscreen });
  element.requestFullscreen = vi.fn(async () => {
    current = element;
    change();
  });
  return { exitFullscreen, change };
}

/** Makes this window a frame whose parent is another window, and spies on what it receives. */
function framedByHost() {
  const iframe = document.createElement('iframe');
  document.body.append(iframe);
  const host = iframe.contentWindow;
  if (!host) throw new Error('jsdom gave the iframe no window');
  vi.spyOn(window, 'parent', 'get').mockReturnValue(host);
  const post = vi.spyOn(host, 'postMessage');
  return { messages: () => post.mock.calls.map(([data]) => JSON.parse(String(data))) };
}

describe('useFullscreen', () => {
  it('follows native fullscreen of the player element', async () => {
    const { element, result } = renderFullscreen('native');
    const api = standardApi(element);
    expect(result.current.isFullscreen).toBe(false);

    await act(async () => result.current.toggle());
    expect(element.requestFullscreen).toHaveBeenCalledTimes(1);
    expect(result.current.isFullscreen).toBe(true);
    expect(result.current.isStretched).toBe(false);

    await act(async () => result.current.exit());
    expect(api.exitFullscreen).toHaveBeenCalledTimes(1);
    expect(result.current.isFullscreen).toBe(false);
  });

  it('notices when the browser leaves fullscreen by itself (Esc), and tells the statistics once each way', async () => {
    const { element, result, changes } = renderFullscreen('native');
    const api = standardApi(element);
    await act(async () => result.current.enter());
    expect(result.current.isFullscreen).toBe(true);
    act(() => {
      Object.defineProperty(document, 'fullscreenElement', { configurable: true, value: null });
      api.change();
      // The prefixed event may tell of the same change again.
      api.change();
    });
    expect(result.current.isFullscreen).toBe(false);
    expect(changes).toEqual([true, false]);
  });

  it('asks the host to stretch the frame on iOS in parent mode, and to stop on unmount', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(iPhone);
    const host = framedByHost();
    const { element, result, unmount } = renderFullscreen('parent');
    standardApi(element);

    await act(async () => result.current.enter());
    expect(result.current.isFullscreen).toBe(true);
    expect(result.current.isStretched).toBe(true);
    expect(element.requestFullscreen).not.toHaveBeenCalled();
    expect(host.messages()).toEqual([{ eventName: 'enterFullScreen', payload: null }]);

    unmount();
    expect(host.messages()).toEqual([
      { eventName: 'enterFullScreen', payload: null },
      { eventName: 'exitFullScreen', payload: null },
    ]);
  });

  it('uses native fullscreen in parent mode off iOS and posts nothing', async () => {
    const host = framedByHost();
    const { element, result } = renderFullscreen('parent');
    standardApi(element);
    await act(async () => result.current.enter());
    expect(element.requestFullscreen).toHaveBeenCalledTimes(1);
    expect(result.current.isFullscreen).toBe(true);
    expect(result.current.isStretched).toBe(false);
    expect(host.messages()).toEqual([]);
  });
});
