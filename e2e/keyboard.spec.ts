import type { Page } from '@playwright/test';
import { expectNoSeriousViolations } from './axe';
import { expect, test } from './fixtures';
import { Player } from './player';

test.use({ viewport: { width: 1280, height: 720 } });

/** Film 1 (30 s), paused at `t` with its length known, so that each seek lands where it was sent. */
async function openPausedAt(page: Page, serverUrl: string, t: number) {
  const player = await Player.openPaused(page, serverUrl, `movie_id=1&t=${t}`);
  await expect.poll(() => player.currentTime()).toBeCloseTo(t, 0);
  const duration = await player.video.evaluate(async (video: HTMLVideoElement) => {
    if (!(video.duration > 0))
      await new Promise((ok) => video.addEventListener('durationchange', ok));
    return video.duration;
  });
  return { player, duration };
}

/** Where each seek of the film went, from now on: the element's time at its `seeking` events. */
async function recordSeeks(player: Player): Promise<() => Promise<number[]>> {
  await player.video.evaluate((video: HTMLVideoElement) => {
    const seeks: number[] = [];
    video.addEventListener('seeking', () => seeks.push(video.currentTime));
    Object.assign(video, { recordedSeeks: seeks });
  });
  return () =>
    player.video.evaluate(
      (video) => (video as unknown as { recordedSeeks: number[] }).recordedSeeks,
    );
}

test('after a click on Воспроизвести, → seeks 10 s forward', async ({ page, serverUrl }) => {
  const player = await Player.openPaused(page, serverUrl, 'movie_id=1');
  await player.play();
  // The click left focus on the button, which used to keep the arrows to itself.
  await expect(player.button('Пауза')).toBeFocused();
  const seeks = await recordSeeks(player);
  const before = await player.currentTime();
  await page.keyboard.press('ArrowRight');
  // The film plays on, so the seek lands a little past before + 10 s; playing alone never seeks.
  await expect.poll(seeks).toHaveLength(1);
  const [to = 0] = await seeks();
  expect(to).toBeGreaterThanOrEqual(before + 10 - 0.05);
  expect(to).toBeLessThan(before + 12);
});

test('the seek slider: arrows ±10 s, Page Up/Down a tenth, Home and End the ends', async ({
  page,
  serverUrl,
}) => {
  const { player, duration } = await openPausedAt(page, serverUrl, 5);
  const slider = page.getByRole('slider', { name: 'Перемотка' });
  await slider.focus();
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => player.currentTime()).toBeCloseTo(15, 1);
  await expect(slider).toHaveAttribute('aria-valuetext', /^0:15 из /);
  await page.keyboard.press('ArrowLeft');
  await expect.poll(() => player.currentTime()).toBeCloseTo(5, 1);
  await page.keyboard.press('PageUp');
  await expect.poll(() => player.currentTime()).toBeCloseTo(5 + duration / 10, 1);
  await page.keyboard.press('PageDown');
  await expect.poll(() => player.currentTime()).toBeCloseTo(5, 1);
  await page.keyboard.press('End');
  await expect.poll(() => player.currentTime()).toBeCloseTo(duration, 1);
  await page.keyboard.press('Home');
  await expect.poll(() => player.currentTime()).toBeCloseTo(0, 1);
  await expect(slider).toHaveAttribute('aria-valuetext', /^0:00 из /);
});

test('the volume slider keeps its arrows for the volume', async ({ page, serverUrl }) => {
  const { player } = await openPausedAt(page, serverUrl, 5);
  await player.reveal(player.button('Выключить звук'));
  await page.getByRole('slider', { name: 'Громкость' }).focus();
  await page.keyboard.press('ArrowLeft');
  await expect
    .poll(() => player.video.evaluate((video: HTMLVideoElement) => video.volume))
    .toBeCloseTo(0.95, 2);
  expect(await player.currentTime()).toBeCloseTo(5, 1);
});

// The numpad (Num Lock on) types the same digits: a unit test covers it, as Playwright's numpad
// is the Num Lock off one (arrows).
test('0–9 jump to that tenth of the film', async ({ page, serverUrl }) => {
  const { player, duration } = await openPausedAt(page, serverUrl, 5);
  await page.keyboard.press('5');
  await expect.poll(() => player.currentTime()).toBeCloseTo(duration / 2, 1);
  await page.keyboard.press('2');
  await expect.poll(() => player.currentTime()).toBeCloseTo(duration / 5, 1);
  await page.keyboard.press('0');
  await expect.poll(() => player.currentTime()).toBeCloseTo(0, 1);
});

test('> twice and < once step the speed through the settings menu’s list', async ({
  page,
  serverUrl,
}) => {
  const player = await Player.openPaused(page, serverUrl, 'movie_id=1');
  const rate = () => player.video.evaluate((video: HTMLVideoElement) => video.playbackRate);
  await page.keyboard.press('>');
  await expect.poll(rate).toBe(1.25);
  await page.keyboard.press('>');
  await expect.poll(rate).toBe(1.5);
  await page.keyboard.press('<');
  await expect.poll(rate).toBe(1.25);
  // The menu shows the speed the keys chose.
  await player.openMenu('Настройки');
  await expect(page.getByRole('menuitem', { name: /^Скорость/ })).toContainText('1.25x');
});

test('? lists the shortcuts in a dialog; the other keys rest; Escape closes it and focus comes back', async ({
  page,
  serverUrl,
}) => {
  const { player } = await openPausedAt(page, serverUrl, 5);
  const settings = player.button('Настройки');
  await player.reveal(settings);
  await settings.focus();
  await page.keyboard.press('?');
  const dialog = page.getByRole('dialog', { name: 'Горячие клавиши' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Закрыть' })).toBeFocused();
  for (const [keys, what] of [
    ['ПробелK', 'Воспроизведение и пауза'],
    ['→', 'Вперёд на 10 секунд'],
    ['0–9', 'Перейти к 0 %, 10 % … 90 % видео'],
    ['<', 'Скорость: медленнее'],
    ['>', 'Скорость: быстрее'],
    ['?', 'Показать или скрыть этот список'],
    ['Esc', 'Закрыть меню и окна'],
  ]) {
    await expect(dialog.getByRole('term').filter({ hasText: keys }).first()).toBeVisible();
    await expect(dialog.getByRole('definition').filter({ hasText: what })).toBeVisible();
  }
  await expect(dialog.getByRole('term')).toHaveCount(13);

  // While it shows, the player's keys do nothing and Tab stays inside.
  await page.keyboard.press('5');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Закрыть' })).toBeFocused();
  expect(await player.currentTime()).toBeCloseTo(5, 1);

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(settings).toBeFocused();
  // '?' opens it again, and closes it too; then the keys are the player's again.
  await page.keyboard.press('?');
  await expect(dialog).toBeVisible();
  await page.keyboard.press('?');
  await expect(dialog).toBeHidden();
  await page.keyboard.press('5');
  await expect.poll(() => player.currentTime()).toBeGreaterThan(10);
});

test('the shortcut list has no serious axe violation', async ({ page, serverUrl }) => {
  await Player.openPaused(page, serverUrl, 'movie_id=1');
  await page.keyboard.press('?');
  await expect(page.getByRole('dialog', { name: 'Горячие клавиши' })).toBeVisible();
  await expectNoSeriousViolations(page);
});
