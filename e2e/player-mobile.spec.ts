import type { Locator, Page } from '@playwright/test';
import { contentVideo, currentTime, expect, test } from './fixtures';
import { Player } from './player';

const video = (page: Page) => contentVideo(page);
const videoProperty = <T>(page: Page, read: (element: HTMLVideoElement) => T) =>
  video(page).evaluate(read);

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

/** Opens film 1 paused (the controls stay while paused), optionally at a start time. */
const openPaused = (page: Page, serverUrl: string, query = '') =>
  Player.openPaused(page, serverUrl, `movie_id=1${query}`);

const openPlaying = (page: Page, serverUrl: string, query = '') =>
  Player.openPlaying(page, serverUrl, `movie_id=1${query}`);

/** The accessible names (aria-label) of the buttons and sliders of a row, in document order. */
function controlNames(row: Locator): Promise<(string | null)[]> {
  return row
    .locator('button, input[type="range"], [role="slider"]')
    .evaluateAll((elements) =>
      elements
        .filter((element) => !element.closest('[aria-hidden="true"]'))
        .map((element) => element.getAttribute('aria-label')),
    );
}

async function boxOf(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`${locator} has no box`);
  return box;
}

test('uses the mobile layout: settings on top, back/play/forward in the middle, volume/progress/fullscreen below', async ({
  page,
  serverUrl,
}) => {
  await openPaused(page, serverUrl);
  await expect(page.locator('.player')).toHaveAttribute('data-layout', 'mobile');

  const top = page.locator('.mobile-top-row');
  const middle = page.locator('.center-controls');
  const bottom = page.locator('.mobile-bottom-row');

  // Top: settings, and the voice-over menu since film 1 has two voice-overs.
  const topNames = await controlNames(top);
  expect([...topNames].sort(), `top row: ${topNames.join(', ')}`).toEqual(
    ['Аудио', 'Настройки'].sort(),
  );

  expect(await controlNames(middle)).toEqual([
    'Назад на 10 секунд',
    'Воспроизвести',
    'Вперёд на 10 секунд',
  ]);

  // Bottom: the volume (its button and/or slider), then the progress, then fullscreen.
  const bottomNames = await controlNames(bottom);
  const group = (name: string | null) =>
    name === 'Выключить звук' || name === 'Включить звук' || name === 'Громкость' ? 'volume' : name;
  const groups = bottomNames
    .map(group)
    .filter((name, index, all) => index === 0 || all[index - 1] !== name);
  expect(groups, `bottom row: ${bottomNames.join(', ')}`).toEqual([
    'volume',
    'Перемотка',
    'Полноэкранный режим',
  ]);

  // The title overlay (spec §2) leads the top row, beside its buttons, and fades with them.
  const title = top.locator('.title-text');
  await expect(title).toHaveText('Тестовый фильм');
  await expect(title).toBeVisible();
  const titleBox = await boxOf(title);
  const firstButtonBox = await boxOf(top.getByRole('button').first());
  expect(titleBox.x + titleBox.width).toBeLessThanOrEqual(firstButtonBox.x);
  expect(titleBox.width).toBeGreaterThan(50);

  // And the rows sit top to bottom on the screen.
  const topBox = await boxOf(top);
  const middleBox = await boxOf(middle);
  const bottomBox = await boxOf(bottom);
  expect(topBox.y + topBox.height).toBeLessThanOrEqual(middleBox.y);
  expect(middleBox.y + middleBox.height).toBeLessThanOrEqual(bottomBox.y);
});

test('the settings menu covers the whole player and holds the subtitles entry', async ({
  page,
  serverUrl,
}) => {
  await openPaused(page, serverUrl);
  await page.getByRole('button', { name: 'Настройки' }).click();
  const menu = page.getByRole('menu', { name: 'Настройки' });
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: /^Субтитры/ })).toBeVisible();

  const panel = page.locator('.menu-panel').filter({ has: menu });
  const playerBox = await boxOf(page.locator('.player'));
  const panelBox = await boxOf(panel);
  expect(panelBox.x).toBeLessThanOrEqual(playerBox.x + 1);
  expect(panelBox.y).toBeLessThanOrEqual(playerBox.y + 1);
  expect(panelBox.x + panelBox.width).toBeGreaterThanOrEqual(playerBox.x + playerBox.width - 1);
  expect(panelBox.y + panelBox.height).toBeGreaterThanOrEqual(playerBox.y + playerBox.height - 1);
});

test('a subtitle track chosen in the settings menu shows its cues in the captions area', async ({
  page,
  serverUrl,
}) => {
  await openPaused(page, serverUrl, '&t=1');
  await expect(page.getByTestId('caption-cue')).toHaveCount(0);
  await page.getByRole('button', { name: 'Настройки' }).click();
  await page.getByRole('menuitem', { name: /^Субтитры Выкл/ }).click();
  // The subtitles submenu: 'Назад', 'Выкл', then the tracks.
  const track = page.getByRole('menuitemradio').filter({ hasNotText: 'Выкл' }).first();
  await expect(track).toBeVisible();
  await track.click();
  await expect(page.getByRole('menu')).toHaveCount(0);
  // The entry now names the chosen track.
  await page.getByRole('button', { name: 'Настройки' }).click();
  await expect(page.getByRole('menuitem', { name: /^Субтитры/ })).not.toHaveAccessibleName(
    /^Субтитры Выкл/,
  );
  // A tap on the backdrop, around the list, closes the full-size menu.
  await page.locator('.menu-panel').tap({ position: { x: 10, y: 10 } });
  await expect(page.getByRole('menu')).toHaveCount(0);

  await page.getByRole('button', { name: 'Воспроизвести' }).click();
  // With t=1 the first cue is 'Первый субтитр' (0.5–4 s); a slow start may show a later one.
  await expect(page.getByTestId('caption-cue').first()).toHaveText(/\S/, { timeout: 10_000 });
});

test('the back and forward buttons seek by 10 s', async ({ page, serverUrl }) => {
  await openPaused(page, serverUrl, '&t=15');
  await expect.poll(() => currentTime(page)).toBeCloseTo(15, 0);
  await page.getByRole('button', { name: 'Назад на 10 секунд' }).click();
  await expect.poll(() => currentTime(page)).toBeCloseTo(5, 0);
  await page.getByRole('button', { name: 'Вперёд на 10 секунд' }).click();
  await expect.poll(() => currentTime(page)).toBeCloseTo(15, 0);
});

test('a tap on the video while playing shows and hides the controls, and does not pause', async ({
  page,
  serverUrl,
}) => {
  // The page's timers are the test's: the fade and any click's wait run only when it says.
  await page.clock.install();
  await openPlaying(page, serverUrl);
  const player = page.locator('.player');
  const surface = page.getByTestId('player-surface');
  const box = await boxOf(surface);
  // Above the centre buttons and below the top row.
  const spot = { x: box.width / 2, y: box.height / 4 };
  await page.evaluate(() => {
    const state = { pauses: 0 };
    Object.assign(window, { __mobileTest: state });
    document
      .querySelector('video[data-player="content"]')
      ?.addEventListener('pause', () => (state.pauses += 1));
  });
  const pauses = () =>
    page.evaluate(
      () => (window as unknown as { __mobileTest: { pauses: number } }).__mobileTest.pauses,
    );

  // Time jumps ahead and stands still in the page from there (the video plays on from what it has
  // buffered): the controls have faded on their own…
  await page.clock.pauseAt(Date.now() + 5_000);
  await expect(player).toHaveAttribute('data-controls', 'hidden');
  // …a tap brings them back, and the next tap hides them with no time passing at all.
  await surface.tap({ position: spot, force: true });
  await expect(player).toHaveAttribute('data-controls', 'visible');
  await surface.tap({ position: spot, force: true });
  await expect(player).toHaveAttribute('data-controls', 'hidden');

  // Far longer than a desktop click waits before it toggles pause: still playing, never paused.
  await page.clock.runFor(2_000);
  expect(await pauses()).toBe(0);
  expect(await videoProperty(page, (element) => element.paused)).toBe(false);
  await page.clock.resume();
});

test('no double-click gestures: a double click or double tap on the left fifth does not seek back', async ({
  page,
  serverUrl,
}) => {
  await openPlaying(page, serverUrl, '&t=12');
  const surface = page.getByTestId('player-surface');
  const box = await boxOf(surface);
  // The lowest time is watched from the very moment read as the start (a later read had moved on).
  const start = await page.evaluate(() => {
    const element = document.querySelector<HTMLVideoElement>('video[data-player="content"]');
    if (!element) throw new Error('no content video');
    const state = { seeks: 0, lowest: element.currentTime };
    Object.assign(window, { __mobileTest: state });
    element.addEventListener('seeking', () => (state.seeks += 1));
    element.addEventListener('timeupdate', () => {
      state.lowest = Math.min(state.lowest, element.currentTime);
    });
    return state.lowest;
  });
  const leftFifth = { x: box.width * 0.05, y: box.height / 2 };

  // A mouse double click, then a double tap (which the browser also turns into a dblclick).
  await surface.dblclick({ position: leftFifth });
  // Playback just goes on: past the start, with no jump back on the way.
  await expect.poll(() => currentTime(page), { timeout: 5000 }).toBeGreaterThan(start + 1.5);
  const middle = await currentTime(page);
  await surface.tap({ position: leftFifth });
  await surface.tap({ position: leftFifth });
  await expect.poll(() => currentTime(page), { timeout: 5000 }).toBeGreaterThan(middle + 1.5);
  const state = await page.evaluate(
    () => (window as unknown as { __mobileTest: { seeks: number; lowest: number } }).__mobileTest,
  );
  expect(state.seeks).toBe(0);
  expect(state.lowest).toBeGreaterThanOrEqual(start - 0.5);
  expect(await videoProperty(page, (element) => element.paused)).toBe(false);
});

test('the fullscreen button enters fullscreen on the player and leaves it', async ({
  page,
  serverUrl,
}) => {
  await openPaused(page, serverUrl);
  expect(await page.evaluate(() => document.fullscreenElement)).toBeNull();
  await page.getByRole('button', { name: 'Полноэкранный режим' }).click();
  await expect
    .poll(() => page.evaluate(() => document.fullscreenElement?.classList.contains('player')))
    .toBe(true);
  await page.getByRole('button', { name: 'Выйти из полноэкранного режима' }).click();
  await expect.poll(() => page.evaluate(() => document.fullscreenElement)).toBeNull();
  await expect(page.getByRole('button', { name: 'Полноэкранный режим' })).toBeVisible();
});

test('share lives in the settings menu: the device’s share sheet where there is one', async ({
  page,
  serverUrl,
}) => {
  // Headless Chromium on Linux has no share sheet; a phone's is stood in for by a recorder.
  await page.addInitScript(() => {
    const shared: unknown[] = [];
    Object.assign(window, { shared });
    Object.defineProperty(navigator, 'share', {
      configurable: true,
      value: async (data: unknown) => void shared.push(data),
    });
  });
  await page.goto(`${serverUrl}/player/?movie_id=2&episode_id=202`);
  await expect(page.getByRole('button', { name: 'Поделиться' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Настройки' }).click();
  await page.getByRole('menuitem', { name: 'Поделиться' }).click();
  await expect(page.getByRole('menu')).toHaveCount(0);
  const shared = await page.evaluate(() => (window as unknown as { shared: unknown[] }).shared);
  expect(shared).toEqual([
    {
      title: '1 сезон, 2 серия. Второй шаг',
      url: `${serverUrl}/player/?movie_id=2&episode_id=202`,
    },
  ]);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('without a share sheet, the settings menu’s share opens the popup', async ({
  page,
  serverUrl,
}) => {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'share', { configurable: true, value: undefined });
  });
  await page.goto(`${serverUrl}/player/?movie_id=2&episode_id=202`);
  await page.getByRole('button', { name: 'Настройки' }).click();
  await page.getByRole('menuitem', { name: 'Поделиться' }).click();
  const popup = page.getByRole('dialog', { name: 'Поделиться' });
  await expect(popup.getByRole('textbox')).toHaveValue(
    `${serverUrl}/player/?movie_id=2&episode_id=202`,
  );
  const box = await popup.boundingBox();
  expect(box?.width).toBeLessThanOrEqual(390 - 2 * 16 + 1);
});

test('a tap on an episode of the full-size menu plays it', async ({ page, serverUrl }) => {
  await page.goto(`${serverUrl}/player/?movie_id=2`);
  await page.getByRole('button', { name: 'Сезоны и серии' }).click();
  await page.getByRole('menuitem', { name: /Сезон 2/ }).click();
  await page.getByRole('menuitemradio', { name: /Финал/ }).click();
  await expect(page.getByRole('menu')).toHaveCount(0);
  await expect.poll(() => currentTime(page)).toBeGreaterThan(0.5);
  await expect(contentVideo(page)).toHaveAttribute('aria-label', '2 сезон, 2 серия. Финал');
});
