import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { usePointerGestures, type PointerGestureActions } from './use-pointer-gestures';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

function Surface(props: PointerGestureActions) {
  return <div data-testid="surface" {...usePointerGestures(props)} />;
}

// The surface spans x = 100…600; jsdom lays nothing out, so its box is given here.
const left = 100;
const width = 500;

function renderSurface(mobile = false) {
  const video = { paused: true };
  const actions = {
    mobile,
    togglePlay: vi.fn(() => {
      video.paused = !video.paused;
    }),
    seekBy: vi.fn(),
    toggleFullscreen: vi.fn(),
  };
  const view = render(<Surface {...actions} />);
  const surface = screen.getByTestId('surface');
  vi.spyOn(surface, 'getBoundingClientRect').mockReturnValue(
    DOMRect.fromRect({ x: left, y: 0, width, height: 280 }),
  );
  return { video, actions, surface, ...view };
}

/** The events a browser sends for a double click at a share of the width. */
function doubleClick(surface: HTMLElement, share: number, gapMs = 120): void {
  const clientX = left + share * width;
  fireEvent.click(surface, { detail: 1, clientX });
  act(() => vi.advanceTimersByTime(gapMs));
  fireEvent.click(surface, { detail: 2, clientX });
  fireEvent.doubleClick(surface, { detail: 2, clientX });
}

function settle(): void {
  act(() => vi.advanceTimersByTime(1000));
}

describe('usePointerGestures', () => {
  it('toggles pause on a click once no second click follows', () => {
    const { video, actions, surface } = renderSurface();
    fireEvent.click(surface, { detail: 1, clientX: 350 });
    expect(actions.togglePlay).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(250));
    expect(actions.togglePlay).toHaveBeenCalledTimes(1);
    expect(video.paused).toBe(false);

    fireEvent.click(surface, { detail: 1, clientX: 350 });
    settle();
    expect(actions.togglePlay).toHaveBeenCalledTimes(2);
    expect(video.paused).toBe(true);
  });

  it('toggles fullscreen on a double click in the middle and leaves the play state alone', () => {
    const { video, actions, surface } = renderSurface();
    doubleClick(surface, 0.5);
    settle();
    expect(actions.toggleFullscreen).toHaveBeenCalledTimes(1);
    expect(actions.togglePlay).not.toHaveBeenCalled();
    expect(video.paused).toBe(true);
  });

  it.each([
    ['the left fifth', 0.1, -10],
    ['just inside the left fifth', 0.19, -10],
    ['the right fifth', 0.9, 10],
    ['just inside the right fifth', 0.81, 10],
  ])('seeks on a double click in %s instead of going fullscreen', (_label, share, delta) => {
    const { video, actions, surface } = renderSurface();
    doubleClick(surface, share);
    settle();
    expect(actions.seekBy.mock.calls).toEqual([[delta]]);
    expect(actions.toggleFullscreen).not.toHaveBeenCalled();
    expect(video.paused).toBe(true);
  });

  it.each([[0.21], [0.79]])('goes fullscreen just outside the seek zones (%s)', (share) => {
    const { actions, surface } = renderSurface();
    doubleClick(surface, share);
    expect(actions.toggleFullscreen).toHaveBeenCalledTimes(1);
    expect(actions.seekBy).not.toHaveBeenCalled();
  });

  it('undoes the first toggle of a slow double click', () => {
    const { video, actions, surface } = renderSurface();
    doubleClick(surface, 0.5, 400);
    settle();
    expect(actions.togglePlay).toHaveBeenCalledTimes(2);
    expect(video.paused).toBe(true);
    expect(actions.toggleFullscreen).toHaveBeenCalledTimes(1);
  });

  it('handles a double click as user-event sends it', async () => {
    // Testing Library's async wrapper waits on a real timer, so this test runs on real ones.
    vi.useRealTimers();
    const user = userEvent.setup({ delay: null });
    const { video, actions, surface } = renderSurface();
    await user.pointer({
      keys: '[MouseLeft][MouseLeft]',
      target: surface,
      coords: { clientX: left + width / 2 },
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
    expect(actions.toggleFullscreen).toHaveBeenCalledTimes(1);
    expect(video.paused).toBe(true);
  });

  it('does nothing on mobile', () => {
    const { actions, surface } = renderSurface(true);
    fireEvent.click(surface, { detail: 1, clientX: 350 });
    doubleClick(surface, 0.1);
    doubleClick(surface, 0.5);
    settle();
    expect(actions.togglePlay).not.toHaveBeenCalled();
    expect(actions.seekBy).not.toHaveBeenCalled();
    expect(actions.toggleFullscreen).not.toHaveBeenCalled();
  });

  it('drops a pending click on unmount', () => {
    const { actions, surface, unmount } = renderSurface();
    fireEvent.click(surface, { detail: 1, clientX: 350 });
    unmount();
    settle();
    expect(actions.togglePlay).not.toHaveBeenCalled();
  });
});
