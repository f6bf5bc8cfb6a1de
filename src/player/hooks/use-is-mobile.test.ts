import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { smallScreenQuery, touchOnlyQuery, useIsMobile } from './use-is-mobile';

afterEach(() => vi.unstubAllGlobals());

/** A matchMedia stand-in whose answers a test sets; jsdom has none. */
function stubMatchMedia(initial: Record<string, boolean>) {
  const state = { ...initial };
  const lists = new Map<string, EventTarget>();
  const listFor = (query: string): EventTarget => {
    let list = lists.get(query);
    if (!list) {
      list = new EventTarget();
      Object.defineProperty(list, 'matches', { get: () => state[query] ?? false });
      lists.set(query, list);
    }
    return list;
  };
  vi.stubGlobal('matchMedia', (query: string) => listFor(query));
  return {
    set(query: string, matches: boolean) {
      state[query] = matches;
      listFor(query).dispatchEvent(new Event('change'));
    },
    listFor,
  };
}

describe('useIsMobile', () => {
  it('is false on a wide screen with a hovering pointer', () => {
    stubMatchMedia({ [smallScreenQuery]: false, [touchOnlyQuery]: false });
    expect(renderHook(() => useIsMobile()).result.current).toBe(false);
  });

  it('is true below the small breakpoint', () => {
    stubMatchMedia({ [smallScreenQuery]: true, [touchOnlyQuery]: false });
    expect(renderHook(() => useIsMobile()).result.current).toBe(true);
  });

  it('is true on a touch-only device at any width', () => {
    stubMatchMedia({ [smallScreenQuery]: false, [touchOnlyQuery]: true });
    expect(renderHook(() => useIsMobile()).result.current).toBe(true);
  });

  it('follows the window across the breakpoint and stops listening on unmount', () => {
    const media = stubMatchMedia({});
    const { result, unmount } = renderHook(() => useIsMobile());
    expect(result.current).toBe(false);
    act(() => media.set(smallScreenQuery, true));
    expect(result.current).toBe(true);
    act(() => media.set(smallScreenQuery, false));
    expect(result.current).toBe(false);

    const removed = vi.spyOn(media.listFor(touchOnlyQuery), 'removeEventListener');
    unmount();
    expect(removed).toHaveBeenCalledWith('change', expect.any(Function));
  });

  it('is false where matchMedia does not exist', () => {
    vi.stubGlobal('matchMedia', undefined);
    expect(renderHook(() => useIsMobile()).result.current).toBe(false);
  });
});
