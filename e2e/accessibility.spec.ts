import type { Page } from '@playwright/test';
import { expectNoSeriousViolations } from './axe';
import { expect, test } from './fixtures';
import { Player } from './player';

// Paused, so the controls stay on screen while axe reads them.
const openPaused = (page: Page, serverUrl: string) =>
  Player.openPaused(page, serverUrl, 'movie_id=1');

test.describe('desktop', () => {
  test.use({ viewport: { width: 1280, height: 720 } });

  test('the player screen with the settings menu open has no serious axe violation', async ({
    page,
    serverUrl,
  }) => {
    await openPaused(page, serverUrl);
    await page.getByRole('button', { name: 'Настройки' }).click();
    await expect(page.getByRole('menu', { name: 'Настройки' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: /^Качество/ })).toBeVisible();
    await expectNoSeriousViolations(page);
  });

  test('the player screen with the audio menu open has no serious axe violation', async ({
    page,
    serverUrl,
  }) => {
    await openPaused(page, serverUrl);
    await page.getByRole('button', { name: 'Аудио' }).click();
    await expect(page.getByRole('menu', { name: 'Аудио' })).toBeVisible();
    await expect(page.getByRole('menuitemradio', { name: 'English' })).toBeVisible();
    await expectNoSeriousViolations(page);
  });

  test('a season’s episodes, the resume prompt and the share popup have no serious axe violation', async ({
    page,
    serverUrl,
  }) => {
    // Three whole-page scans, each a few seconds on a busy machine.
    test.setTimeout(90_000);
    await page.goto(`${serverUrl}/player/?movie_id=2&episode_time=7`);
    await expect(page.getByRole('dialog', { name: 'Вы остановились на 0:00:07' })).toBeVisible();
    await expectNoSeriousViolations(page);
    await page.getByRole('button', { name: 'Начать сначала' }).click();
    const player = new Player(page);
    await player.pause();

    await player.openMenu('Сезоны и серии');
    await page.getByRole('menuitem', { name: /Сезон 1/ }).click();
    await expect(page.getByRole('menuitemradio', { name: /Пилот/ })).toBeFocused();
    await expectNoSeriousViolations(page);

    await page.getByRole('button', { name: 'Поделиться' }).click();
    await expect(page.getByRole('dialog', { name: 'Поделиться' })).toBeVisible();
    await expectNoSeriousViolations(page);
  });
});

test.describe('mobile', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the mobile layout with the full-size settings menu open has no serious axe violation', async ({
    page,
    serverUrl,
  }) => {
    await openPaused(page, serverUrl);
    await expect(page.locator('.player')).toHaveAttribute('data-layout', 'mobile');
    await page.getByRole('button', { name: 'Настройки' }).click();
    await expect(page.getByRole('menu', { name: 'Настройки' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: /^Субтитры/ })).toBeVisible();
    await expectNoSeriousViolations(page);
  });

  test('the full-size seasons menu has no serious axe violation', async ({ page, serverUrl }) => {
    await page.goto(`${serverUrl}/player/?movie_id=2`);
    await page.getByRole('button', { name: 'Сезоны и серии' }).click();
    await expect(page.getByRole('menu', { name: 'Сезоны' })).toBeVisible();
    await expectNoSeriousViolations(page);
  });
});

test.describe('ads', () => {
  test.use({ serverAds: true, viewport: { width: 1280, height: 720 } });

  test('the ad overlay has no serious axe violation', async ({ page, serverUrl }) => {
    await page.goto(`${serverUrl}/player/?movie_id=1`);
    await page.getByRole('button', { name: 'Воспроизвести' }).click();
    await expect(page.getByRole('button', { name: /^Пропустить [1-5]$/ })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Перейти на сайт рекламодателя' })).toBeVisible();
    await expectNoSeriousViolations(page);
  });
});
