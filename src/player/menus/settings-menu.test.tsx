import { act, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderWithMedia } from '../testing/render-with-media';
import { SettingsMenu, SubtitlesMenu } from './settings-menu';
import { captionStyleStore } from '../captions/caption-style';
import { loadMenuListsNow } from './lazy-menu-lists';

const levels = [
  { index: 0, height: 480, bitrate: 1_000_000 },
  { index: 1, height: 720, bitrate: 2_500_000 },
];
const russian = { id: 'text:0', label: 'Русский', language: 'ru' };
const subtitleOptions = [russian, { id: 'text:1', label: 'English', language: 'en' }];

const settingsButton = () => screen.getByRole('button', { name: 'Настройки' });
const queryMenu = () => screen.queryByRole('menu');
const radios = () =>
  screen
    .getAllByRole('menuitemradio')
    .map((item) => [item.textContent, item.getAttribute('aria-checked')]);

// The lists' chunk is in, as it is once the film plays (lazy-part.test.tsx covers the loading).
beforeAll(loadMenuListsNow);

describe('SettingsMenu', () => {
  it('shows the current quality and speed in the main list as the store changes', async () => {
    const { store, user } = renderWithMedia(<SettingsMenu />);
    await user.click(settingsButton());
    const main = screen.getByRole('menu', { name: 'Настройки' });
    expect(within(main).getByRole('menuitem', { name: 'Качество Auto' })).toBeInTheDocument();

    act(() => store.setState({ levels, currentLevel: 1, autoLevel: true }));
    expect(within(main).getByRole('menuitem', { name: 'Качество Auto (720p)' })).toBeVisible();

    act(() => store.setState({ currentLevel: 0, autoLevel: false }));
    expect(within(main).getByRole('menuitem', { name: 'Качество 480p' })).toBeVisible();

    expect(within(main).getByRole('menuitem', { name: 'Скорость Обычная' })).toBeVisible();
    act(() => store.setState({ playbackRate: 1.5 }));
    expect(within(main).getByRole('menuitem', { name: 'Скорость 1.5x' })).toBeVisible();
  });

  it('opens and closes with the settings button, reporting it in aria-expanded', async () => {
    const { user } = renderWithMedia(<SettingsMenu />);
    expect(settingsButton()).toHaveAttribute('aria-expanded', 'false');
    expect(queryMenu()).toBeNull();

    await user.click(settingsButton());
    expect(settingsButton()).toHaveAttribute('aria-expanded', 'true');
    expect(settingsButton()).toHaveAttribute('aria-controls', queryMenu()?.id);

    await user.click(settingsButton());
    expect(settingsButton()).toHaveAttribute('aria-expanded', 'false');
    expect(queryMenu()).toBeNull();
  });

  it('chooses a fixed quality or Auto through the engine and closes the menu', async () => {
    const { engine, user } = renderWithMedia(<SettingsMenu />, {
      levels,
      currentLevel: 1,
      autoLevel: true,
    });
    await user.click(settingsButton());
    await user.click(screen.getByRole('menuitem', { name: /^Качество/ }));
    expect(screen.getByRole('menu', { name: 'Качество' })).toBeInTheDocument();
    expect(radios()).toEqual([
      ['Auto', 'true'],
      ['720p', 'false'],
      ['480p', 'false'],
    ]);

    await user.click(screen.getByRole('menuitemradio', { name: '480p' }));
    expect(engine.setLevel).toHaveBeenCalledWith(0);
    expect(queryMenu()).toBeNull();
    expect(settingsButton()).toHaveFocus();

    await user.click(settingsButton());
    await user.click(screen.getByRole('menuitem', { name: /^Качество/ }));
    await user.click(screen.getByRole('menuitemradio', { name: 'Auto' }));
    expect(engine.setLevel).toHaveBeenLastCalledWith('auto');
    expect(queryMenu()).toBeNull();
  });

  it('chooses a speed through the engine and closes the menu', async () => {
    const { engine, user } = renderWithMedia(<SettingsMenu />);
    await user.click(settingsButton());
    await user.click(screen.getByRole('menuitem', { name: 'Скорость Обычная' }));
    expect(radios()).toEqual([
      ['0.5x', 'false'],
      ['0.75x', 'false'],
      ['Обычная', 'true'],
      ['1.25x', 'false'],
      ['1.5x', 'false'],
      ['2x', 'false'],
    ]);

    await user.click(screen.getByRole('menuitemradio', { name: '1.5x' }));
    expect(engine.setPlaybackRate).toHaveBeenCalledWith(1.5);
    expect(queryMenu()).toBeNull();
  });

  it("returns to the main list with 'Назад', on the entry it left from", async () => {
    const { engine, user } = renderWithMedia(<SettingsMenu />);
    await user.click(settingsButton());
    await user.click(screen.getByRole('menuitem', { name: /^Скорость/ }));
    const back = screen.getByRole('menuitem', { name: 'Назад' });
    expect(back).toHaveFocus();

    await user.click(back);
    expect(screen.getByRole('menu', { name: 'Настройки' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: /^Скорость/ })).toHaveFocus();
    expect(engine.setPlaybackRate).not.toHaveBeenCalled();
  });

  it('moves focus with the arrow keys, Home and End, wrapping at the ends', async () => {
    const { user } = renderWithMedia(<SettingsMenu />);
    await user.click(settingsButton());
    const quality = screen.getByRole('menuitem', { name: /^Качество/ });
    const speed = screen.getByRole('menuitem', { name: /^Скорость/ });
    expect(quality).toHaveFocus();

    await user.keyboard('{ArrowDown}');
    expect(speed).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(quality).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(speed).toHaveFocus();
    await user.keyboard('{Home}');
    expect(quality).toHaveFocus();
    await user.keyboard('{End}');
    expect(speed).toHaveFocus();
  });

  it('works from the keyboard alone: Enter opens, ArrowLeft goes back, Space chooses', async () => {
    const { engine, user } = renderWithMedia(<SettingsMenu />);
    settingsButton().focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('menuitem', { name: /^Качество/ })).toHaveFocus();

    await user.keyboard('{ArrowDown}{Enter}');
    expect(screen.getByRole('menu', { name: 'Скорость' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Назад' })).toHaveFocus();

    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('menuitem', { name: /^Скорость/ })).toHaveFocus();

    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('menu', { name: 'Скорость' })).toBeInTheDocument();
    // Назад, 0.5x, 0.75x, Обычная, 1.25x: ArrowUp from 'Назад' wraps to '2x', once more is '1.5x'.
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(screen.getByRole('menuitemradio', { name: '1.5x' })).toHaveFocus();
    await user.keyboard(' ');
    expect(engine.setPlaybackRate).toHaveBeenCalledWith(1.5);
    expect(queryMenu()).toBeNull();
    expect(settingsButton()).toHaveFocus();
  });

  it('closes on Escape from a submenu and gives focus back to the settings button', async () => {
    const { user } = renderWithMedia(<SettingsMenu />, { levels });
    await user.click(settingsButton());
    await user.click(screen.getByRole('menuitem', { name: /^Качество/ }));
    await user.keyboard('{ArrowDown}');
    await user.keyboard('{Escape}');
    expect(queryMenu()).toBeNull();
    expect(settingsButton()).toHaveFocus();
    expect(settingsButton()).toHaveAttribute('aria-expanded', 'false');

    // Closed means closed: the next click opens the main list, not the submenu.
    await user.click(settingsButton());
    expect(screen.getByRole('menu', { name: 'Настройки' })).toBeInTheDocument();
  });

  it('closes on a pointerdown outside, not on one inside', async () => {
    const { user } = renderWithMedia(<SettingsMenu />);
    await user.click(settingsButton());
    await user.pointer({ keys: '[MouseLeft]', target: screen.getByRole('menu') });
    expect(screen.getByRole('menu', { name: 'Настройки' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Снаружи' }));
    expect(queryMenu()).toBeNull();
    expect(settingsButton()).toHaveAttribute('aria-expanded', 'false');
  });

  it('has no subtitles entry on desktop, which has its own button', async () => {
    const { user } = renderWithMedia(<SettingsMenu />, { subtitleOptions });
    await user.click(settingsButton());
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Качество Auto',
      'Скорость Обычная',
    ]);
  });

  it('holds the subtitles entry on mobile and switches tracks through the engine', async () => {
    const { store, engine, user } = renderWithMedia(<SettingsMenu mobile />, { subtitleOptions });
    await user.click(settingsButton());
    await user.click(screen.getByRole('menuitem', { name: 'Субтитры Выкл' }));
    expect(screen.getByRole('menu', { name: 'Субтитры' })).toBeInTheDocument();
    expect(radios()).toEqual([
      ['Выкл', 'true'],
      ['Русский', 'false'],
      ['English', 'false'],
    ]);
    await user.click(screen.getByRole('menuitemradio', { name: 'English' }));
    expect(engine.setSubtitle).toHaveBeenCalledWith('text:1');
    expect(queryMenu()).toBeNull();

    act(() => store.setState({ currentSubtitle: 'text:1' }));
    await user.click(settingsButton());
    await user.click(screen.getByRole('menuitem', { name: 'Субтитры English' }));
    await user.click(screen.getByRole('menuitemradio', { name: 'Выкл' }));
    expect(engine.setSubtitle).toHaveBeenLastCalledWith(undefined);
  });

  it('leaves out the mobile subtitles entry when there are no tracks', async () => {
    const { user } = renderWithMedia(<SettingsMenu mobile />);
    await user.click(settingsButton());
    expect(screen.queryByRole('menuitem', { name: /^Субтитры/ })).toBeNull();
  });

  it('closes the full-size mobile menu on a tap on its backdrop', async () => {
    const { user } = renderWithMedia(<SettingsMenu mobile />);
    await user.click(settingsButton());
    const backdrop = screen.getByRole('menu').parentElement;
    if (!backdrop) throw new Error('the menu has no panel');
    await user.pointer({ keys: '[MouseLeft]', target: backdrop });
    expect(queryMenu()).toBeNull();
  });
});

describe('SubtitlesMenu', () => {
  const subtitlesButton = () => screen.getByRole('button', { name: 'Субтитры' });

  it('is absent without subtitle tracks', () => {
    renderWithMedia(<SubtitlesMenu />);
    expect(screen.queryByRole('button', { name: 'Субтитры' })).toBeNull();
  });

  it("lists 'Выкл' and each track, and asks the engine for the one chosen", async () => {
    const { engine, user } = renderWithMedia(<SubtitlesMenu />, { subtitleOptions });
    await user.click(subtitlesButton());
    expect(subtitlesButton()).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('menu', { name: 'Субтитры' })).toBeInTheDocument();
    expect(radios()).toEqual([
      ['Выкл', 'true'],
      ['Русский', 'false'],
      ['English', 'false'],
    ]);
    // Roving tabindex: the focused item is the one tab stop.
    expect(
      screen
        .getAllByRole('menuitemradio')
        .map((item) => [item === document.activeElement, item.tabIndex]),
    ).toEqual([
      [true, 0],
      [false, -1],
      [false, -1],
    ]);
    // No 'Назад': the menu is the button's own, not a submenu.
    expect(screen.queryByRole('menuitem', { name: 'Назад' })).toBeNull();
    await user.click(screen.getByRole('menuitemradio', { name: 'English' }));
    expect(engine.setSubtitle).toHaveBeenCalledWith('text:1');
    expect(queryMenu()).toBeNull();
  });

  it('marks the shown track and opens the caption style, whose choices apply and stay open', async () => {
    const { user } = renderWithMedia(<SubtitlesMenu />, {
      subtitleOptions,
      currentSubtitle: 'text:1',
    });
    await user.click(subtitlesButton());
    expect(screen.getByRole('menuitemradio', { name: 'English' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await user.click(screen.getByRole('menuitem', { name: /^Стиль субтитров/ }));
    const style = screen.getByRole('menu', { name: 'Стиль субтитров' });
    const size = within(style).getByRole('group', { name: 'Размер' });
    await user.click(within(size).getByRole('menuitemradio', { name: 'Крупный' }));
    expect(captionStyleStore.getState().size).toBe('large');
    expect(within(size).getByRole('menuitemradio', { name: 'Крупный' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await user.click(screen.getByRole('menuitemradio', { name: 'Жёлтый' }));
    await user.click(screen.getByRole('menuitemradio', { name: 'Без фона' }));
    expect(captionStyleStore.getState()).toEqual({
      size: 'large',
      color: 'yellow',
      background: 'none',
    });
    // 'Назад' returns to the tracks, with the style's entry focused again.
    await user.click(screen.getByRole('menuitem', { name: 'Назад' }));
    expect(screen.getByRole('menuitem', { name: /^Стиль субтитров/ })).toHaveFocus();
  });
});

describe('the mobile subtitles entry', () => {
  it('opens the caption style from the subtitles submenu, and back leads to it again', async () => {
    const { user } = renderWithMedia(<SettingsMenu mobile />, { subtitleOptions });
    await user.click(settingsButton());
    await user.click(screen.getByRole('menuitem', { name: 'Субтитры Выкл' }));
    await user.click(screen.getByRole('menuitem', { name: /^Стиль субтитров/ }));
    expect(screen.getByRole('menu', { name: 'Стиль субтитров' })).toBeInTheDocument();
    await user.click(screen.getByRole('menuitem', { name: 'Назад' }));
    expect(screen.getByRole('menu', { name: 'Субтитры' })).toBeInTheDocument();
    await user.click(screen.getByRole('menuitem', { name: 'Назад' }));
    expect(screen.getByRole('menuitem', { name: 'Субтитры Выкл' })).toHaveFocus();
  });
});
