import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FullscreenMode } from '../../embed/fullscreen-bridge';
import { createMediaStore } from '../../media/media-store';
import type { MediaEngine } from '../../media/media-engine-types';
import { createEmitter } from '../../lib/emitter';
import { createPlayerEvents } from '../../session/player-events';
import { MediaContext } from './media-context';
import { testFullscreen } from '../testing/test-fullscreen';
import { useFullscreen } from './use-fullscreen';
import { createElement, type ReactNode } from 'react';
import type { HostUiRequests } from '../../session/host-calls';

afterEach(() => {
  vi.restoreAllMocks();
  Reflect.deleteProperty(document, 'fullscreenElement');
  Reflect.deleteProperty(document, 'exitFullscreen');
  document.body.replaceChildren();
});

function renderFullscreen(mode: FullscreenMode, { iOS = false } = {}) {
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
  // The session's fullscreen, its messages to the host recorded.
  const fullscreen = testFullscreen(events, { iOS });
  const handle = {
    store: createMediaStore(),
    engine: {} as MediaEngine,
    events,
    host: createEmitter<HostUiRequests>(),
    fullscreen,
  };
  const wrapper = ({ children }: { children: ReactNode }) =>
    createElement(MediaContext, { value: handle }, children);
  const hook = renderHook(() => useFullscreen(elementRef, videoRef, mode), { wrapper });
  return { element, changes, messages: () => fullscreen.host.posted, ...hook };
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
    const { element, result, unmount, messages } = renderFullscreen('parent', { iOS: true });
    standardApi(element);

    await act(async () => result.current.enter());
    expect(result.current.isFullscreen).toBe(true);
    expect(result.current.isStretched).toBe(true);
    expect(element.requestFullscreen).not.toHaveBeenCalled();
    expect(messages()).toEqual([{ eventName: 'enterFullScreen', payload: undefined }]);

    unmount();
    expect(messages()).toEqual([
      { eventName: 'enterFullScreen', payload: undefined },
      { eventName: 'exitFullScreen', payload: undefined },
    ]);
  });

  it('uses native fullscreen in parent mode off iOS and posts nothing', async () => {
    const { element, result, messages } = renderFullscreen('parent');
    standardApi(element);
    await act(async () => result.current.enter());
    expect(element.requestFullscreen).toHaveBeenCalledTimes(1);
    expect(result.current.isFullscreen).toBe(true);
    expect(result.current.isStretched).toBe(false);
    expect(messages()).toEqual([]);
  });
});
