import type { Page } from '@playwright/test';
import { contentVideo, currentTime, expect, test } from './fixtures';
import { Player } from './player';

const video = (page: Page) => contentVideo(page);
const videoProperty = <T>(page: Page, read: (element: HTMLVideoElement) => T) =>
  video(page).evaluate(read);

const openPlaying = (page: Page, serverUrl: string, query = '') =>
  Player.openPlaying(page, serverUrl, `movie_id=1${query}`);

test.use({ viewport: { width: 1280, height: 720 } });

test('starts at t, and the ±10 s buttons seek from there', async ({ page, serverUrl }) => {
  const player = await Player.openPaused(page, serverUrl, 'movie_id=1&t=15');
  await expect.poll(() => currentTime(page)).toBeCloseTo(15, 0);
  await player.press('Назад на 10 секунд');
  await expect.poll(() => currentTime(page)).toBeCloseTo(5, 0);
  await player.press('Вперёд на 10 секунд');
  await expect.poll(() => currentTime(page)).toBeCloseTo(15, 0);
});

test('keyboard: Space/K play and pause, arrows seek and set the volume, M mutes', async ({
  page,
  serverUrl,
}) => {
  await page.goto(`${serverUrl}/player/?movie_id=1&t=12`);
  await expect(page.getByRole('button', { name: 'Воспроизвести' })).toBeVisible();
  await page.keyboard.press('Space');
  await expect(page.getByRole('button', { name: 'Пауза' })).toBeVisible();
  await page.keyboard.press('k');
  await expect(page.getByRole('button', { name: 'Воспроизвести' })).toBeVisible();
  const before = await currentTime(page);
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => currentTime(page)).toBeCloseTo(before + 10, 0);
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect.poll(() => currentTime(page)).toBeCloseTo(before - 10, 0);
  await page.keyboard.press('ArrowDown');
  await expect.poll(() => videoProperty(page, (element) => element.volume)).toBeCloseTo(0.95, 2);
  await page.keyboard.press('m');
  await expect.poll(() => videoProperty(page, (element) => element.muted)).toBe(true);
  await expect(page.getByRole('button', { name: 'Включить звук' })).toBeVisible();
});

test('a click toggles pause; a double click on the fifths seeks, in the middle toggles fullscreen', async ({
  page,
  serverUrl,
}) => {
  const player = await openPlaying(page, serverUrl, '&t=15');
  const surface = page.getByTestId('player-surface');
  const box = await surface.boundingBox();
  if (!box) throw new Error('no player surface');
  // Off the centre, where the large play button sits.
  await surface.click({ position: { x: box.width * 0.3, y: box.height / 2 } });
  await expect.poll(() => videoProperty(page, (element) => element.paused)).toBe(true);

  const start = await currentTime(page);
  await surface.dblclick({ position: { x: box.width * 0.05, y: box.height / 2 } });
  await expect.poll(() => currentTime(page)).toBeCloseTo(start - 10, 0);
  await surface.dblclick({ position: { x: box.width * 0.95, y: box.height / 2 } });
  await expect.poll(() => currentTime(page)).toBeCloseTo(start, 0);
  // A double click leaves the play state as it was.
  expect(await videoProperty(page, (element) => element.paused)).toBe(true);
  expect(await page.evaluate(() => document.fullscreenElement)).toBeNull();

  await surface.dblclick({ position: { x: box.width * 0.3, y: box.height / 2 } });
  await expect
    .poll(() => page.evaluate(() => document.fullscreenElement?.className))
    .toBe('player');
  await expect(page.getByRole('button', { name: 'Выйти из полноэкранного режима' })).toBeVisible();
  await player.press('Выйти из полноэкранного режима');
  await expect.poll(() => page.evaluate(() => document.fullscreenElement)).toBeNull();
});

test('a click or a double click on the player while a menu is open closes it and does nothing else', async ({
  page,
  serverUrl,
}) => {
  const player = await openPlaying(page, serverUrl, '&t=15');
  const surface = page.getByTestId('player-surface');
  const box = await surface.boundingBox();
  if (!box) throw new Error('no player surface');
  const offCentre = { x: box.width * 0.3, y: box.height / 2 };
  await video(page).evaluate((element: HTMLVideoElement) => {
    const counted = window as Window & { pauses?: number };
    counted.pauses = 0;
    element.addEventListener('pause', () => (counted.pauses = (counted.pauses ?? 0) + 1));
  });

  await player.openMenu('Настройки');
  await surface.click({ position: offCentre });
  await expect(page.getByRole('menu')).toHaveCount(0);
  await player.openMenu('Настройки');
  await surface.dblclick({ position: offCentre });
  await expect(page.getByRole('menu')).toHaveCount(0);

  // A second of media time is more than a second of wall time: any toggle would have come by then.
  const closedAt = await currentTime(page);
  await expect.poll(() => currentTime(page)).toBeGreaterThan(closedAt + 1);
  expect(await page.evaluate(() => (window as Window & { pauses?: number }).pauses)).toBe(0);
  expect(await page.evaluate(() => document.fullscreenElement)).toBeNull();
});

test('quality: a fixed 360p takes effect on the video, and Auto comes back', async ({
  page,
  serverUrl,
}) => {
  const player = await openPlaying(page, serverUrl);
  await player.openMenu('Настройки');
  await expect(page.getByRole('menuitem', { name: /^Качество Auto/ })).toBeVisible();
  await player.choose(/^Качество/, 'menuitem');
  await player.choose('360p');
  await expect(page.getByRole('menu')).toHaveCount(0);
  await expect
    .poll(() => videoProperty(page, (element) => element.videoHeight), { timeout: 15_000 })
    .toBe(360);
  await player.openMenu('Настройки');
  await expect(page.getByRole('menuitem', { name: 'Качество 360p' })).toBeVisible();
  await player.choose(/^Качество/, 'menuitem');
  await player.choose(/^Auto/);
  await player.openMenu('Настройки');
  await expect(page.getByRole('menuitem', { name: /^Качество Auto \(\d+p\)$/ })).toBeVisible();
});

test('speed: 1.5x sets the playback rate; Обычная brings 1x back', async ({ page, serverUrl }) => {
  const player = await openPlaying(page, serverUrl);
  await player.openMenu('Настройки');
  await expect(page.getByRole('menuitem', { name: 'Скорость Обычная' })).toBeVisible();
  await player.choose(/^Скорость/, 'menuitem');
  await player.choose('1.5x');
  await expect.poll(() => videoProperty(page, (element) => element.playbackRate)).toBe(1.5);
  await player.openMenu('Настройки');
  await expect(page.getByRole('menuitem', { name: 'Скорость 1.5x' })).toBeVisible();
  await player.choose(/^Скорость/, 'menuitem');
  await player.choose('Обычная');
  await expect.poll(() => videoProperty(page, (element) => element.playbackRate)).toBe(1);
});

test('subtitles: the menu shows the cue of the moment in the captions area, and hides it again', async ({
  page,
  serverUrl,
}) => {
  const player = await Player.openPaused(page, serverUrl, 'movie_id=1&t=5');
  await player.openMenu('Субтитры');
  await player.choose('Русские');
  // Paused at 5 s: the cue of 4.5–9 s, drawn by the player (the browser's own rendering stays hidden).
  await expect(page.getByTestId('caption-cue')).toHaveText('Второй субтитр — тест', {
    timeout: 10_000,
  });
  expect(await currentTime(page)).toBeCloseTo(5, 0);
  const modes = await videoProperty(page, (element) =>
    Array.from(element.textTracks, (track) => track.mode),
  );
  expect(modes).toContain('hidden');
  expect(modes).not.toContain('showing');
  await player.openMenu('Субтитры');
  await player.choose('Выкл');
  await expect(page.getByTestId('caption-cue')).toHaveCount(0);
});

test('audio: English reloads its source where the viewer was, still playing, and is remembered', async ({
  page,
  serverUrl,
}) => {
  const player = await openPlaying(page, serverUrl, '&t=10');
  const english = page.waitForRequest((request) =>
    new URL(request.url()).pathname.endsWith('/voice-en.m3u8'),
  );
  await player.openMenu('Аудио');
  await expect(page.getByRole('menuitemradio', { name: 'Русский дубляж' })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  const at = await currentTime(page);
  await page.getByRole('menuitemradio', { name: 'English' }).click();
  await english;
  await expect.poll(() => currentTime(page)).toBeGreaterThan(at);
  expect(await currentTime(page)).toBeLessThan(at + 5);
  await expect.poll(() => videoProperty(page, (element) => element.paused)).toBe(false);
  expect(await page.evaluate(() => localStorage.getItem('favoriteAudioTracks'))).toBe(
    '["English"]',
  );

  const englishAgain = page.waitForRequest((request) =>
    new URL(request.url()).pathname.endsWith('/voice-en.m3u8'),
  );
  await page.reload();
  await englishAgain;
  await player.openMenu('Аудио');
  await expect(page.getByRole('menuitemradio', { name: 'English' })).toHaveAttribute(
    'aria-checked',
    'true',
  );
});

test('volume and mute persist across a reload', async ({ page, serverUrl }) => {
  const player = await openPlaying(page, serverUrl);
  // The slider pops up beside the mute button on hover.
  await player.reveal(player.button('Выключить звук'));
  const slider = page.getByRole('slider', { name: 'Громкость' });
  await slider.fill('0.35');
  await expect.poll(() => videoProperty(page, (element) => element.volume)).toBeCloseTo(0.35, 2);
  expect(await page.evaluate(() => localStorage.getItem('player-volume'))).toBe('0.35');
  await page.reload();
  await expect(page.getByRole('slider', { name: 'Громкость' })).toHaveValue('0.35');
  expect(await videoProperty(page, (element) => element.volume)).toBeCloseTo(0.35, 2);
});

test('controls fade 1 s after the pointer stops while playing, and come back on a move', async ({
  page,
  serverUrl,
}) => {
  await openPlaying(page, serverUrl);
  const player = page.locator('.player');
  await page.mouse.move(640, 300);
  await expect(player).toHaveAttribute('data-controls', 'visible');
  await expect(player).toHaveAttribute('data-controls', 'hidden', { timeout: 3000 });
  await page.mouse.move(600, 320);
  await expect(player).toHaveAttribute('data-controls', 'visible');
});

test('the host page’s pause message pauses, and its click message closes menus', async ({
  page,
  serverUrl,
}) => {
  await page.goto(`${serverUrl}/`);
  const frame = page.frameLocator('iframe#player');
  await expect(frame.getByRole('button', { name: 'Пауза' })).toBeVisible();
  await new Player(frame).openMenu('Настройки');
  const post = (message: string) =>
    page.evaluate((text) => {
      (document.getElementById('player') as HTMLIFrameElement).contentWindow?.postMessage(
        text,
        '*',
      );
    }, message);
  await post('{"kind":"click"}');
  await expect(frame.getByRole('menu')).toHaveCount(0);
  await post('{"kind":"pause"}');
  await expect(frame.getByRole('button', { name: 'Воспроизвести' })).toBeVisible();
});

test('tabbing to a control while they are hidden shows the controls', async ({
  page,
  serverUrl,
}) => {
  // The page's time is the test's: the controls cannot fade again before they are looked at.
  await page.clock.install();
  await openPlaying(page, serverUrl);
  const player = page.locator('.player');
  await page.clock.pauseAt(Date.now() + 5_000);
  await expect(player).toHaveAttribute('data-controls', 'hidden');
  await page.keyboard.press('Tab');
  await expect(player).toHaveAttribute('data-controls', 'visible');
  await page.clock.resume();
});
