import { act, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import { ControlsShownContext } from '../hooks/controls-shown';
import { renderWithMedia } from '../testing/render-with-media';
import { DesktopControls } from './desktop-controls';

// Whether the controls show: the player screen fades them in and out.
const controlsShown = createStore(() => ({ shown: true }));
const setControlsShown = (shown: boolean) => controlsShown.setState({ shown });

function ControlsWithSwitch({ onToggleFullscreen }: { onToggleFullscreen(): void }) {
  const shown = useStore(controlsShown, (state) => state.shown);
  return (
    <ControlsShownContext value={shown}>
      <DesktopControls
        title="Тестовый фильм"
        fullscreen={false}
        onToggleFullscreen={onToggleFullscreen}
        onBarPointerEnter={() => undefined}
        onBarPointerLeave={() => undefined}
      />
    </ControlsShownContext>
  );
}

function renderControls(state = {}) {
  const onToggleFullscreen = vi.fn();
  const rendered = renderWithMedia(<ControlsWithSwitch onToggleFullscreen={onToggleFullscreen} />, {
    phase: 'ready',
    duration: 30,
    ...state,
  });
  return { ...rendered, onToggleFullscreen };
}

describe('DesktopControls', () => {
  beforeEach(() => setControlsShown(true));

  it('lays the bottom bar out in the spec’s order', () => {
    renderControls({
      pictureInPictureEnabled: true,
      airPlayAvailable: true,
      castAvailable: true,
      subtitleOptions: [{ id: 'file:0', label: 'Русские', language: 'ru' }],
    });
    const row = document.querySelector('.control-row') as HTMLElement;
    const names = within(row)
      .getAllByRole('button')
      .map((button) => button.getAttribute('aria-label') ?? button.textContent);
    expect(names).toEqual([
      'Воспроизвести',
      'Назад на 10 секунд',
      'Вперёд на 10 секунд',
      'Выключить звук',
      'AirPlay',
      'Настройки',
      'Субтитры',
      'Картинка в картинке',
      'Трансляция',
      'Полноэкранный режим',
    ]);
  });

  it('hides AirPlay, cast and picture-in-picture where the browser offers none', () => {
    renderControls();
    for (const name of ['AirPlay', 'Трансляция', 'Картинка в картинке']) {
      expect(screen.queryByRole('button', { name })).toBeNull();
    }
  });

  it('names the play buttons after what they will do and asks the engine to toggle', async () => {
    const { store, engine, user } = renderControls();
    // One named play button; the large centre one is a mouse target hidden from assistive technology.
    await user.click(screen.getByRole('button', { name: 'Воспроизвести' }));
    await user.click(document.querySelector('.control-button-large') as HTMLElement);
    expect(engine.togglePlay).toHaveBeenCalledTimes(2);
    act(() => store.setState({ paused: false }));
    expect(screen.getByRole('button', { name: 'Пауза' })).toBeInTheDocument();
  });

  it('seeks by 10 s with the buttons and to a point with the slider', async () => {
    const { engine, user } = renderControls({ currentTime: 3 });
    await user.click(screen.getByRole('button', { name: 'Назад на 10 секунд' }));
    await user.click(screen.getByRole('button', { name: 'Вперёд на 10 секунд' }));
    expect(engine.seekBy).toHaveBeenNthCalledWith(1, -10);
    expect(engine.seekBy).toHaveBeenNthCalledWith(2, 10);
    const slider = screen.getByRole('slider', { name: 'Перемотка' });
    expect(slider).toHaveAttribute('aria-valuetext', '0:03 из 0:30');
    act(() => {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(slider, '20');
      slider.dispatchEvent(new Event('input', { bubbles: true }));
    });
    expect(engine.seek).toHaveBeenCalledWith(20);
  });

  it('mutes, unmutes and sets the volume in steps of 0.05', async () => {
    const { store, engine, user } = renderControls({ volume: 0.6 });
    await user.click(screen.getByRole('button', { name: 'Выключить звук' }));
    expect(engine.toggleMuted).toHaveBeenCalledTimes(1);
    act(() => store.setState({ muted: true }));
    expect(screen.getByRole('slider', { name: 'Громкость' })).toHaveValue('0');
    await user.click(screen.getByRole('button', { name: 'Включить звук' }));
    expect(engine.toggleMuted).toHaveBeenCalledTimes(2);
    act(() => store.setState({ muted: false }));
    const volume = screen.getByRole('slider', { name: 'Громкость' });
    expect(volume).toHaveAttribute('step', '0.05');
    act(() => {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(
        volume,
        '0.65',
      );
      volume.dispatchEvent(new Event('input', { bubbles: true }));
    });
    expect(engine.setVolume).toHaveBeenLastCalledWith(0.65);
  });

  it('shows the time as M:SS / M:SS and asks for fullscreen', async () => {
    const { store, onToggleFullscreen, user } = renderControls();
    act(() => store.setState({ currentTime: 75.6, duration: 3725 }));
    expect(screen.getByTestId('current-time')).toHaveTextContent('1:15');
    expect(screen.getByTestId('duration')).toHaveTextContent('1:02:05');
    await user.click(screen.getByRole('button', { name: 'Полноэкранный режим' }));
    expect(onToggleFullscreen).toHaveBeenCalledTimes(1);
  });

  it('leaves the time and seek bar alone while the controls are faded, and catches up as they show', () => {
    const { store } = renderControls({ currentTime: 4, bufferedEnd: 10 });
    const slider = screen.getByRole('slider', { name: 'Перемотка' });
    act(() => setControlsShown(false));
    act(() => store.setState({ currentTime: 12.4, bufferedEnd: 20 }));
    expect(screen.getByTestId('current-time')).toHaveTextContent('0:04');
    expect(slider).toHaveValue('4');
    expect(slider.style.getPropertyValue('--buffered')).toBe(String(10 / 30));

    act(() => setControlsShown(true));
    expect(screen.getByTestId('current-time')).toHaveTextContent('0:12');
    expect(slider).toHaveValue('12');
    expect(slider).toHaveAttribute('aria-valuetext', '0:12 из 0:30');
    expect(slider.style.getPropertyValue('--buffered')).toBe(String(20 / 30));
    act(() => store.setState({ currentTime: 13.1 }));
    expect(screen.getByTestId('current-time')).toHaveTextContent('0:13');
  });
});
