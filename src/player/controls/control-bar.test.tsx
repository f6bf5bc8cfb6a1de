import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { MediaEngine } from '../../media/media-engine';
import { createMediaStore } from '../../media/media-store';
import { MediaContext } from '../hooks/media-context';
import { ControlBar } from './control-bar';

// jsdom cannot decode video, so the engine is a recorder here; the browser tests drive the real one.
function renderControlBar() {
  const store = createMediaStore();
  const engine: MediaEngine = {
    attach: vi.fn(),
    detach: vi.fn(),
    play: vi.fn(async () => undefined),
    autoplay: vi.fn(async () => undefined),
    pause: vi.fn(),
    togglePlay: vi.fn(async () => undefined),
    seek: vi.fn(),
  };
  render(
    <MediaContext value={{ store, engine }}>
      <ControlBar />
    </MediaContext>,
  );
  return { store, engine };
}

describe('ControlBar', () => {
  it('names the play button after what it will do and asks the engine to toggle', async () => {
    const { store, engine } = renderControlBar();
    await userEvent.click(screen.getByRole('button', { name: 'Воспроизвести' }));
    expect(engine.togglePlay).toHaveBeenCalledTimes(1);

    act(() => store.setState({ paused: false }));
    expect(screen.getByRole('button', { name: 'Пауза' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Воспроизвести' })).toBeNull();
  });

  it('shows the current time and the duration from the store', () => {
    const { store } = renderControlBar();
    act(() => store.setState({ currentTime: 75.6, duration: 3725 }));
    expect(screen.getByTestId('current-time')).toHaveTextContent('1:15');
    expect(screen.getByTestId('duration')).toHaveTextContent('1:02:05');
  });

  it('seeks through the engine when the progress slider moves', () => {
    const { store, engine } = renderControlBar();
    const slider = screen.getByRole('slider', { name: 'Перемотка' });
    expect(slider).toBeDisabled();

    act(() => store.setState({ duration: 30, currentTime: 3 }));
    expect(slider).toBeEnabled();
    expect(slider).toHaveAttribute('aria-valuetext', '0:03 / 0:30');
    act(() => {
      // A range input reports its new value through an input event.
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(slider, '20');
      slider.dispatchEvent(new Event('input', { bubbles: true }));
    });
    expect(engine.seek).toHaveBeenCalledWith(20);
  });
});
