import type { Locator, Page } from '@playwright/test';

/** Moves the pointer over the player: its controls hide 1 s into playback and wake on a move. */
export async function wakeControls(page: Page): Promise<void> {
  await page.mouse.move(300 + Math.random() * 200, 300);
}

/** The 'Следующая серия' button of the control bar (the end-of-episode countdown is a group). */
export const nextEpisodeButton = (page: Page): Locator =>
  page.getByRole('button', { name: 'Следующая серия', exact: true });

/** The episode title the player shows, e.g. '1 сезон, 2 серия. Второй шаг'. */
export const episodeTitle = async (page: Page): Promise<string> =>
  (await page.locator('.title-text').textContent()) ?? '';

/**
 * Opens 'Сезоны и серии' and a season's panel, and returns the episode's entry there: the caller
 * clicks it (and may time that click).
 */
export async function episodeInMenu(page: Page, season: number, episode: RegExp): Promise<Locator> {
  await wakeControls(page);
  await page.getByRole('button', { name: 'Сезоны и серии' }).click();
  // The season's entry reads 'Сезон 1 3 серии'; its panel is the menu 'Сезон 1'.
  await page
    .getByRole('menu', { name: 'Сезоны' })
    .getByRole('menuitem', { name: new RegExp(`Сезон ${season}\\b`) })
    .click();
  return page
    .getByRole('menu', { name: `Сезон ${season}` })
    .getByRole('menuitemradio', { name: episode });
}

/** Clicks 'Начать сначала' when the resume prompt asks; true when it did. */
export async function startOverIfAsked(page: Page): Promise<boolean> {
  const startOver = page.getByRole('button', { name: 'Начать сначала' });
  if ((await startOver.count()) === 0) return false;
  await startOver.click();
  return true;
}
