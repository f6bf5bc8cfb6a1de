import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useControlsVisibility, type ControlsVisibilityOptions } from './use-controls-visibility';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function renderVisibility(initial: Partial<ControlsVisibilityOptions> = {}) {
  return renderHook((props: ControlsVisibilityOptions) => useControlsVisibility(props), {
    initialProps: { playing: true, menuOpen: false, mobile: false, ...initial },
  });
}

function wait(ms: number): void {
  act(() => vi.advanceTimersByTime(ms));
}

describe('useControlsVisibility on desktop', () => {
  it('stays visible while paused', () => {
    const { result } = renderVisibility({ playing: false });
    wait(10_000);
    expect(result.current.visible).toBe(true);
    act(() => result.current.onPointerLeave());
    expect(result.current.visible).toBe(true);
  });

  it('hides 1000 ms after playback starts', () => {
    const { result, rerender } = renderVisibility({ playing: false });
    rerender({ playing: true, menuOpen: false, mobile: false });
    wait(999);
    expect(result.current.visible).toBe(true);
    wait(1);
    expect(result.current.visible).toBe(false);
  });

  it('shows on a pointer move and hides 1000 ms after the last one', () => {
    const { result } = renderVisibility();
    wait(1000);
    expect(result.current.visible).toBe(false);

    act(() => result.current.onPointerMove());
    expect(result.current.visible).toBe(true);
    wait(600);
    act(() => result.current.onPointerMove());
    wait(600);
    expect(result.current.visible).toBe(true);
    wait(400);
    expect(result.current.visible).toBe(false);
  });

  it('hides at once when the pointer leaves the player', () => {
    const { result } = renderVisibility();
    act(() => result.current.onPointerLeave());
    expect(result.current.visible).toBe(false);
  });

  it('stays while the pointer is on the bar, then hides after the delay', () => {
    const { result } = renderVisibility();
    act(() => result.current.onBarPointerEnter());
    wait(5000);
    expect(result.current.visible).toBe(true);
    act(() => result.current.onBarPointerLeave());
    wait(999);
    expect(result.current.visible).toBe(true);
    wait(1);
    expect(result.current.visible).toBe(false);
  });

  it('stays while a menu is open, then hides after the delay', () => {
    const { result, rerender } = renderVisibility();
    wait(1000);
    rerender({ playing: true, menuOpen: true, mobile: false });
    expect(result.current.visible).toBe(true);
    wait(5000);
    expect(result.current.visible).toBe(true);
    rerender({ playing: true, menuOpen: false, mobile: false });
    wait(999);
    expect(result.current.visible).toBe(true);
    wait(1);
    expect(result.current.visible).toBe(false);
  });

  it('shows on pause after hiding, and gives the full delay when playing again', () => {
    const { result, rerender } = renderVisibility();
    wait(1000);
    rerender({ playing: false, menuOpen: false, mobile: false });
    expect(result.current.visible).toBe(true);
    rerender({ playing: true, menuOpen: false, mobile: false });
    wait(999);
    expect(result.current.visible).toBe(true);
    wait(1);
    expect(result.current.visible).toBe(false);
  });

  it('shows on request and restarts the delay', () => {
    const { result } = renderVisibility();
    wait(1000);
    act(() => result.current.show());
    expect(result.current.visible).toBe(true);
    wait(1000);
    expect(result.current.visible).toBe(false);
  });

  it('ignores a tap', () => {
    const { result } = renderVisibility();
    act(() => result.current.onTap());
    expect(result.current.visible).toBe(true);
    wait(1000);
    act(() => result.current.onTap());
    expect(result.current.visible).toBe(false);
  });
});

describe('useControlsVisibility on mobile', () => {
  it('toggles on a tap while playing, ignoring pointer moves', () => {
    const { result } = renderVisibility({ mobile: true });
    act(() => result.current.onTap());
    expect(result.current.visible).toBe(false);
    act(() => result.current.onPointerMove());
    expect(result.current.visible).toBe(false);
    act(() => result.current.onTap());
    expect(result.current.visible).toBe(true);
    wait(999);
    expect(result.current.visible).toBe(true);
    wait(1);
    expect(result.current.visible).toBe(false);
  });

  it('keeps the controls on a tap while paused', () => {
    const { result } = renderVisibility({ mobile: true, playing: false });
    act(() => result.current.onTap());
    expect(result.current.visible).toBe(true);
  });
});
