import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { scheduleLoad } from './load-strategy';

/** A stand-in IntersectionObserver (jsdom has none) that a test can trigger. */
class FakeObserver {
  static last: FakeObserver | undefined;
  observed: Element[] = [];
  disconnected = false;
  constructor(
    readonly callback: (entries: { isIntersecting: boolean }[]) => void,
    readonly options: IntersectionObserverInit,
  ) {
    FakeObserver.last = this;
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.disconnected = true;
  }
}

beforeEach(() => {
  FakeObserver.last = undefined;
  vi.stubGlobal('IntersectionObserver', FakeObserver);
});
afterEach(() => vi.unstubAllGlobals());

describe('when an embed loads its player page', () => {
  it("'eager' loads at once", () => {
    const load = vi.fn();
    scheduleLoad('eager', document.createElement('iframe'), load);
    expect(load).toHaveBeenCalledOnce();
    expect(FakeObserver.last).toBeUndefined();
  });

  it("'visible' loads once the frame comes within a viewport of the screen, and only once", () => {
    const load = vi.fn();
    const frame = document.createElement('iframe');
    scheduleLoad('visible', frame, load);
    const observer = FakeObserver.last as FakeObserver;
    expect(observer.observed).toEqual([frame]);
    expect(observer.options.rootMargin).toBe('100% 0px');
    observer.callback([{ isIntersecting: false }]);
    expect(load).not.toHaveBeenCalled();
    observer.callback([{ isIntersecting: true }]);
    expect(load).toHaveBeenCalledOnce();
    expect(observer.disconnected).toBe(true);
  });

  it('an unknown strategy counts as visible; cancelling stops watching', () => {
    const load = vi.fn();
    const cancel = scheduleLoad('lazy' as 'visible', document.createElement('iframe'), load);
    cancel();
    expect(FakeObserver.last?.disconnected).toBe(true);
    expect(load).not.toHaveBeenCalled();
  });

  it("'idle' waits for the page's load event, then for an idle moment", () => {
    vi.useFakeTimers();
    const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
    const idle = vi.fn((task: () => void) => setTimeout(task, 50));
    vi.stubGlobal('requestIdleCallback', idle);
    const load = vi.fn();
    scheduleLoad('idle', document.createElement('iframe'), load);
    vi.advanceTimersByTime(1000);
    expect(idle).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('load'));
    expect(load).not.toHaveBeenCalled();
    vi.advanceTimersByTime(50);
    expect(load).toHaveBeenCalledOnce();
    readyState.mockRestore();
    vi.useRealTimers();
  });

  it("a cancelled 'idle' embed never loads", () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', (task: () => void) => setTimeout(task, 50));
    const load = vi.fn();
    const cancel = scheduleLoad('idle', document.createElement('iframe'), load);
    cancel();
    vi.advanceTimersByTime(100);
    expect(load).not.toHaveBeenCalled();
    vi.useRealTimers();
  });
});
