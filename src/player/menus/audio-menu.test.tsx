import { act, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderWithMedia } from '../testing/render-with-media';
import { AudioMenu } from './audio-menu';
import { SettingsMenu } from './settings-menu';
import { loadMenuListsNow } from './lazy-menu-lists';

const audioOptions = [
  { id: 'source:0', label: 'Дубляж', language: 'ru' },
  { id: 'source:1', label: 'Original', language: 'en' },
  { id: 'rendition:0', label: 'Стерео', language: 'ru' },
  { id: 'rendition:1', label: 'Комментарии', language: 'ru' },
];

const audioButton = () => screen.getByRole('button', { name: 'Аудио' });
const settingsButton = () => screen.getByRole('button', { name: 'Настройки' });
const checked = () =>
  screen
    .getAllByRole('menuitemradio')
    .map((item) => [item.textContent, item.getAttribute('aria-checked')]);

// The lists' chunk is in, as it is once the film plays (lazy-part.test.tsx covers the loading).
beforeAll(loadMenuListsNow);

describe('AudioMenu', () => {
  it('appears only once there are two audio options to choose from', () => {
    const { store } = renderWithMedia(<AudioMenu />, { audioOptions: audioOptions.slice(0, 1) });
    expect(screen.queryByRole('button', { name: 'Аудио' })).toBeNull();

    act(() => store.setState({ audioOptions: audioOptions.slice(0, 2) }));
    expect(audioButton()).toHaveAttribute('aria-haspopup', 'menu');
  });

  it('checks every chosen option: the current source and the current rendition', async () => {
    const { store, user } = renderWithMedia(<AudioMenu />, {
      audioOptions,
      currentAudio: ['source:0', 'rendition:1'],
    });
    await user.click(audioButton());
    expect(screen.getByRole('menu', { name: 'Аудио' })).toBeInTheDocument();
    expect(checked()).toEqual([
      ['Дубляж', 'true'],
      ['Original', 'false'],
      ['Стерео', 'false'],
      ['Комментарии', 'true'],
    ]);

    act(() => store.setState({ currentAudio: ['source:1'] }));
    expect(checked().filter(([, value]) => value === 'true')).toEqual([['Original', 'true']]);
  });

  it('switches the audio through the engine, closes and gives focus back to its button', async () => {
    const { engine, user } = renderWithMedia(<AudioMenu />, {
      audioOptions,
      currentAudio: ['source:0'],
    });
    await user.click(audioButton());
    expect(audioButton()).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('menuitemradio', { name: 'Original' }));
    expect(engine.setAudio).toHaveBeenCalledExactlyOnceWith('source:1');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(audioButton()).toHaveAttribute('aria-expanded', 'false');
    expect(audioButton()).toHaveFocus();
  });

  it('closes when its button is clicked again', async () => {
    const { user } = renderWithMedia(<AudioMenu />, { audioOptions });
    await user.click(audioButton());
    await user.click(audioButton());
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('moves with the arrow keys, chooses with Enter and closes on Escape', async () => {
    const { engine, user } = renderWithMedia(<AudioMenu />, { audioOptions });
    await user.click(audioButton());
    expect(screen.getByRole('menuitemradio', { name: 'Дубляж' })).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('menuitemradio', { name: 'Комментарии' })).toHaveFocus();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(screen.getByRole('menuitemradio', { name: 'Original' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('menuitemradio', { name: 'Комментарии' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(audioButton()).toHaveFocus();
    expect(engine.setAudio).not.toHaveBeenCalled();

    await user.keyboard('{Enter}');
    await user.keyboard('{Home}{ArrowDown}{Enter}');
    expect(engine.setAudio).toHaveBeenCalledExactlyOnceWith('source:1');
  });

  it('closes on a pointerdown outside', async () => {
    const { user } = renderWithMedia(<AudioMenu />, { audioOptions });
    await user.click(audioButton());
    await user.click(screen.getByRole('button', { name: 'Снаружи' }));
    expect(screen.queryByRole('menu')).toBeNull();
  });
});

describe('AudioMenu and SettingsMenu share one active menu', () => {
  const renderBoth = () =>
    renderWithMedia(
      <>
        <AudioMenu />
        <SettingsMenu />
      </>,
      { audioOptions },
    );

  it('opening the audio menu closes the settings menu', async () => {
    const { user } = renderBoth();
    await user.click(settingsButton());
    await user.click(screen.getByRole('menuitem', { name: /^Скорость/ }));
    await user.click(audioButton());
    expect(screen.getAllByRole('menu').map((menu) => menu.getAttribute('aria-label'))).toEqual([
      'Аудио',
    ]);
    expect(settingsButton()).toHaveAttribute('aria-expanded', 'false');
  });

  it('opening the settings menu closes the audio menu', async () => {
    const { user } = renderBoth();
    await user.click(audioButton());
    await user.click(settingsButton());
    expect(screen.getAllByRole('menu').map((menu) => menu.getAttribute('aria-label'))).toEqual([
      'Настройки',
    ]);
    expect(audioButton()).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens the other menu from the keyboard too, where no pointer closes the first', async () => {
    const { user } = renderBoth();
    await user.click(audioButton());
    settingsButton().focus();
    await user.keyboard('{Enter}');
    expect(screen.getAllByRole('menu').map((menu) => menu.getAttribute('aria-label'))).toEqual([
      'Настройки',
    ]);
  });
});
