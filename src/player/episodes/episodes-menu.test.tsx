import { act, screen, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { PlayerContextValue } from '../player-context';
import { SettingsMenu } from '../menus/settings-menu';
import { seriesEpisodes, testEpisode, testPlayerContext } from '../testing/player-context-fixture';
import { renderWithMedia } from '../testing/render-with-media';
import { EpisodesMenu } from './episodes-menu';
import { loadMenuListsNow } from '../menus/lazy-menu-lists';

const episodesButton = () => screen.getByRole('button', { name: 'Сезоны и серии' });
const menuNames = () =>
  screen.queryAllByRole('menu').map((menu) => menu.getAttribute('aria-label'));
const row = (id: number) => {
  const found = screen
    .getAllByRole('menuitemradio')
    .find((item) => item.textContent?.includes(`Серия ${id}`));
  if (!found) throw new Error(`no row for episode ${id}`);
  return found;
};
const progressWidth = (item: HTMLElement) =>
  (item.querySelector('.episode-row-progress span') as HTMLElement | null)?.style.width;
const series = (current = 203, overrides: Partial<PlayerContextValue> = {}) =>
  testPlayerContext({ series: true, current }, overrides);
const episode = (id: number) => {
  const found = seriesEpisodes.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`no episode ${id}`);
  return found;
};

beforeEach(() => {
  // The context's progress keeper reads the saved times from local storage when it is created.
  localStorage.clear();
});

// The lists' chunk is in, as it is once the film plays (lazy-part.test.tsx covers the loading).
beforeAll(loadMenuListsNow);

describe('EpisodesMenu', () => {
  it('is not shown for a film', () => {
    renderWithMedia(<EpisodesMenu />);
    expect(screen.queryByRole('button', { name: 'Сезоны и серии' })).toBeNull();
  });

  it('lists the seasons with their episode counts', async () => {
    const { user } = renderWithMedia(<EpisodesMenu />, {}, series());
    expect(episodesButton()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('menu')).toBeNull();

    await user.click(episodesButton());
    const seasons = screen.getByRole('menu', { name: 'Сезоны' });
    expect(episodesButton()).toHaveAttribute('aria-expanded', 'true');
    expect(episodesButton()).toHaveAttribute('aria-controls', seasons.id);
    expect(
      within(seasons)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Сезон 1 3 серии', 'Сезон 2 2 серии']);

    await user.click(episodesButton());
    expect(screen.queryByRole('menu')).toBeNull();
    expect(episodesButton()).toHaveAttribute('aria-expanded', 'false');
  });

  it('counts episodes with the Russian plural forms', async () => {
    const episodes = [
      testEpisode(301, 1, 1),
      ...[1, 2, 3, 4, 5].map((order) => testEpisode(310 + order, 2, order)),
    ];
    const { user } = renderWithMedia(<EpisodesMenu />, {}, testPlayerContext({ episodes }));
    await user.click(episodesButton());
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Сезон 1 1 серия',
      'Сезон 2 5 серий',
    ]);
  });

  it("opens a season's episodes and goes back to the seasons with 'Назад'", async () => {
    const { user } = renderWithMedia(<EpisodesMenu />, {}, series());
    await user.click(episodesButton());
    await user.click(screen.getByRole('menuitem', { name: /^Сезон 2/ }));

    const panel = screen.getByRole('menu', { name: 'Сезон 2' });
    expect(menuNames()).toEqual(['Сезон 2']);
    const rows = within(panel).getAllByRole('menuitemradio');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('1. Серия 204');
    expect(rows[1]).toHaveTextContent('2. Серия 205');
    // The list number of the title is not shown twice.
    expect(rows[0]?.textContent).not.toContain('1. 1.');
    expect(rows[0]).toHaveTextContent('0:20');

    await user.click(within(panel).getByRole('menuitem', { name: 'Назад' }));
    expect(menuNames()).toEqual(['Сезоны']);
    // Focus returns to the season just left, not the current episode's season 1.
    expect(screen.getByRole('menuitem', { name: /^Сезон 2/ })).toHaveFocus();
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Сезон 1 3 серии',
      'Сезон 2 2 серии',
    ]);
  });

  it('checks the current episode and marks the completed ones', async () => {
    const episodes = [
      testEpisode(201, 1, 1, { isCompleted: true }),
      testEpisode(202, 1, 2),
      testEpisode(203, 1, 3),
      testEpisode(204, 2, 1),
    ];
    const context = testPlayerContext({ episodes, current: 203 });
    context.progress.complete(202);
    const { user } = renderWithMedia(<EpisodesMenu />, {}, context);
    await user.click(episodesButton());
    await user.click(screen.getByRole('menuitem', { name: /^Сезон 1/ }));

    expect(
      screen.getAllByRole('menuitemradio').map((item) => item.getAttribute('aria-checked')),
    ).toEqual(['false', 'false', 'true']);
    expect(row(201)).toHaveTextContent('Просмотрено');
    expect(row(202)).toHaveTextContent('Просмотрено');
    expect(row(203)).not.toHaveTextContent('Просмотрено');
    expect(progressWidth(row(201))).toBe('100%');
    expect(progressWidth(row(202))).toBe('100%');
  });

  it('shows the saved share of each episode as its progress bar, as it is saved', async () => {
    const context = series(203);
    context.progress.saveNow(202, 10);
    const { user } = renderWithMedia(<EpisodesMenu />, {}, context);
    await user.click(episodesButton());
    await user.click(screen.getByRole('menuitem', { name: /^Сезон 1/ }));

    expect(progressWidth(row(202))).toBe('50%');
    expect(progressWidth(row(201))).toBe('0%');
    expect(row(202)).not.toHaveTextContent('Просмотрено');

    act(() => context.progress.saveNow(201, 5));
    expect(progressWidth(row(201))).toBe('25%');
    act(() => context.progress.complete(203));
    expect(row(203)).toHaveTextContent('Просмотрено');
    expect(progressWidth(row(203))).toBe('100%');
  });

  it("falls back to the catalogue's watch progress when this page saved none", async () => {
    const episodes = [
      testEpisode(201, 1, 1, { watchProgress: 15 }),
      testEpisode(202, 1, 2, { watchProgress: 15 }),
    ];
    const context = testPlayerContext({ episodes, current: 201 });
    context.progress.saveNow(202, 4);
    const { user } = renderWithMedia(<EpisodesMenu />, {}, context);
    await user.click(episodesButton());
    await user.click(screen.getByRole('menuitem', { name: /^Сезон 1/ }));
    expect(progressWidth(row(201))).toBe('75%');
    expect(progressWidth(row(202))).toBe('20%');
  });

  it('plays another episode with the resume offer and closes the menu', async () => {
    const context = series(203);
    const { user } = renderWithMedia(<EpisodesMenu />, {}, context);
    await user.click(episodesButton());
    await user.click(screen.getByRole('menuitem', { name: /^Сезон 2/ }));
    await user.click(row(205));

    expect(context.selectEpisode).toHaveBeenCalledTimes(1);
    expect(context.selectEpisode).toHaveBeenCalledWith(episode(205), {
      play: true,
      offerResume: true,
    });
    expect(screen.queryByRole('menu')).toBeNull();
    expect(episodesButton()).toHaveAttribute('aria-expanded', 'false');
    expect(episodesButton()).toHaveFocus();
  });

  it('only closes the menu when the current episode is chosen', async () => {
    const context = series(203);
    const { user } = renderWithMedia(<EpisodesMenu />, {}, context);
    await user.click(episodesButton());
    await user.click(screen.getByRole('menuitem', { name: /^Сезон 1/ }));
    await user.click(row(203));

    expect(context.selectEpisode).not.toHaveBeenCalled();
    expect(screen.queryByRole('menu')).toBeNull();
    expect(episodesButton()).toHaveFocus();
  });

  it("opens a single season's episodes straight away on mobile", async () => {
    const episodes = [testEpisode(201, 1, 1), testEpisode(202, 1, 2), testEpisode(203, 1, 3)];
    const context = testPlayerContext({ episodes, current: 202 });
    const { user } = renderWithMedia(<EpisodesMenu mobile />, {}, context);
    await user.click(episodesButton());

    expect(menuNames()).toEqual(['Сезон 1']);
    expect(screen.queryByRole('menuitem', { name: 'Назад' })).toBeNull();
    expect(screen.getAllByRole('menuitemradio')).toHaveLength(3);
    expect(row(202)).toHaveAttribute('aria-checked', 'true');
    expect(row(202)).toHaveFocus();

    await user.click(row(203));
    expect(context.selectEpisode).toHaveBeenCalledWith(episodes[2], {
      play: true,
      offerResume: true,
    });
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('lists even a single season first on desktop', async () => {
    const episodes = [testEpisode(201, 1, 1), testEpisode(202, 1, 2)];
    const { user } = renderWithMedia(
      <EpisodesMenu />,
      {},
      testPlayerContext({ episodes, current: 201 }),
    );
    await user.click(episodesButton());
    expect(menuNames()).toEqual(['Сезоны']);
    expect(screen.getByRole('menuitem', { name: 'Сезон 1 2 серии' })).toBeInTheDocument();
  });

  it('lists the seasons first on mobile when there are several', async () => {
    const { user } = renderWithMedia(<EpisodesMenu mobile />, {}, series());
    await user.click(episodesButton());
    expect(menuNames()).toEqual(['Сезоны']);
    await user.click(screen.getByRole('menuitem', { name: /^Сезон 1/ }));
    expect(screen.getByRole('menuitem', { name: 'Назад' })).toBeInTheDocument();
  });

  it('closes the full-size mobile menu on a tap on its backdrop', async () => {
    const { user } = renderWithMedia(<EpisodesMenu mobile />, {}, series());
    await user.click(episodesButton());
    const backdrop = screen.getByRole('menu').parentElement;
    if (!backdrop) throw new Error('the menu has no panel');
    await user.pointer({ keys: '[MouseLeft]', target: screen.getByRole('menu') });
    expect(menuNames()).toEqual(['Сезоны']);
    await user.pointer({ keys: '[MouseLeft]', target: backdrop });
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('is one menu with the settings menu: opening either closes the other', async () => {
    const { user } = renderWithMedia(
      <>
        <SettingsMenu />
        <EpisodesMenu />
      </>,
      {},
      series(),
    );
    const settingsButton = screen.getByRole('button', { name: 'Настройки' });

    await user.click(settingsButton);
    expect(menuNames()).toEqual(['Настройки']);

    await user.click(episodesButton());
    expect(menuNames()).toEqual(['Сезоны']);
    expect(settingsButton).toHaveAttribute('aria-expanded', 'false');
    expect(episodesButton()).toHaveAttribute('aria-expanded', 'true');

    await user.click(screen.getByRole('menuitem', { name: /^Сезон 2/ }));
    await user.click(settingsButton);
    expect(menuNames()).toEqual(['Настройки']);
    expect(episodesButton()).toHaveAttribute('aria-expanded', 'false');

    // Closed means closed: the episodes menu opens on its seasons again, not on the season panel.
    await user.click(episodesButton());
    expect(menuNames()).toEqual(['Сезоны']);
  });

  it("closes on Escape, from a season's panel too, giving focus back to its button", async () => {
    const { user } = renderWithMedia(<EpisodesMenu />, {}, series());
    await user.click(episodesButton());
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(episodesButton()).toHaveFocus();
    expect(episodesButton()).toHaveAttribute('aria-expanded', 'false');

    await user.click(episodesButton());
    await user.click(screen.getByRole('menuitem', { name: /^Сезон 2/ }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(episodesButton()).toHaveFocus();

    await user.click(episodesButton());
    expect(menuNames()).toEqual(['Сезоны']);
  });

  it('closes on a pointerdown outside, not on one inside', async () => {
    const { user } = renderWithMedia(<EpisodesMenu />, {}, series());
    await user.click(episodesButton());
    await user.pointer({ keys: '[MouseLeft]', target: screen.getByRole('menu') });
    expect(menuNames()).toEqual(['Сезоны']);

    await user.click(screen.getByRole('button', { name: 'Снаружи' }));
    expect(screen.queryByRole('menu')).toBeNull();
    expect(episodesButton()).toHaveAttribute('aria-expanded', 'false');
  });

  it.each([false, true])(
    "shows autoplay %s in 'Автовоспроизведение' and switches it over",
    async (isAutoplay) => {
      const context = series(203, { isAutoplay });
      const { user } = renderWithMedia(<EpisodesMenu />, {}, context);
      await user.click(episodesButton());
      const autoplay = screen.getByRole('menuitemcheckbox', { name: 'Автовоспроизведение' });
      expect(autoplay).toHaveAttribute('aria-checked', String(isAutoplay));

      await user.click(autoplay);
      expect(context.setAutoplay).toHaveBeenCalledTimes(1);
      expect(context.setAutoplay).toHaveBeenCalledWith(!isAutoplay);
      // The switch leaves the menu open.
      expect(menuNames()).toEqual(['Сезоны']);

      await user.click(screen.getByRole('menuitem', { name: /^Сезон 1/ }));
      expect(screen.getByRole('menuitemcheckbox', { name: 'Автовоспроизведение' })).toHaveAttribute(
        'aria-checked',
        String(isAutoplay),
      );
    },
  );

  it('moves focus with the arrow keys, starting on the current season', async () => {
    const { user } = renderWithMedia(<EpisodesMenu />, {}, series(204));
    episodesButton().focus();
    await user.keyboard('{Enter}');
    const season1 = screen.getByRole('menuitem', { name: /^Сезон 1/ });
    const season2 = screen.getByRole('menuitem', { name: /^Сезон 2/ });
    const autoplay = screen.getByRole('menuitemcheckbox', { name: 'Автовоспроизведение' });
    expect(season2).toHaveFocus();

    await user.keyboard('{ArrowDown}');
    expect(autoplay).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(season1).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(autoplay).toHaveFocus();
  });

  it("focuses the current episode's row when its season opens", async () => {
    const { user } = renderWithMedia(<EpisodesMenu />, {}, series(202));
    episodesButton().focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('menuitem', { name: /^Сезон 1/ })).toHaveFocus();

    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('menu', { name: 'Сезон 1' })).toBeInTheDocument();
    expect(row(202)).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(row(203)).toHaveFocus();
    await user.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}');
    expect(screen.getByRole('menuitem', { name: 'Назад' })).toHaveFocus();

    // ArrowLeft goes back to the seasons.
    await user.keyboard('{ArrowLeft}');
    expect(menuNames()).toEqual(['Сезоны']);

    // Another season's panel starts on its first episode; Enter there plays it.
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: /^Сезон 2/ })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(row(204)).toHaveFocus();
  });

  it('plays an episode chosen from the keyboard alone', async () => {
    const context = series(203);
    const { user } = renderWithMedia(<EpisodesMenu />, {}, context);
    episodesButton().focus();
    await user.keyboard('{Enter}{ArrowDown}{Enter}');
    expect(row(204)).toHaveFocus();
    await user.keyboard('{ArrowDown} ');
    expect(context.selectEpisode).toHaveBeenCalledWith(episode(205), {
      play: true,
      offerResume: true,
    });
    expect(screen.queryByRole('menu')).toBeNull();
    expect(episodesButton()).toHaveFocus();
  });
});
