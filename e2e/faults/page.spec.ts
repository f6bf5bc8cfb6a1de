import type { Page } from '@playwright/test';
import { contentVideo, currentTime, expect, framesPresented, test } from '../fixtures';
import { Player } from '../player';
import {
  filmEpisodeId,
  localProgress,
  passSaveRhythm,
  serverProgress,
  serverProgressOfDevice,
} from '../saved-progress';

// Page faults: what the browser around the player refuses or does (blocked cookies and storage, a
// hidden tab, a reload). The viewer keeps watching and the position is never lost.

const playButton = (page: Page) => page.getByRole('button', { name: 'Воспроизвести' }).first();
const pauseButton = (page: Page) => page.getByRole('button', { name: 'Пауза' }).first();

/** Blocks the page's cookies, or its cookies and localStorage, the way a privacy setting does. */
function blockBrowserStorage(what: 'cookies' | 'cookies and storage') {
  const blocked = () => {
    throw new DOMException('Blocked by the test', 'SecurityError');
  };
  Object.defineProperty(Document.prototype, 'cookie', {
    configurable: true,
    get: blocked,
    set: blocked,
  });
  if (what === 'cookies and storage') {
    Object.defineProperty(window, 'localStorage', { configurable: true, get: blocked });
  }
}

/** The X-Session-Context of every catalogue request the page makes, in order. */
function recordSessionHeaders(page: Page): string[] {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) {
      sent.push(request.headers()['x-session-context'] ?? '');
    }
  });
  return sent;
}

/** Pauses with the player's button; the whole second it stopped at. */
const pauseAndReadSecond = async (page: Page) => Math.floor(await new Player(page).pause());

const expectPlaying = (page: Page, beyond: number) => new Player(page).expectPlaying(beyond);

for (const blocked of ['cookies', 'cookies and storage'] as const) {
  test(`${blocked} that throw: playback goes on and the position reaches the server under one device id`, async ({
    page,
    serverUrl,
  }) => {
    await page.addInitScript(blockBrowserStorage, blocked);
    // The page's timers are the test's: the pause's save need not wait out the 10 s rhythm.
    await page.clock.install();
    const sessionHeaders = recordSessionHeaders(page);
    await page.goto(`${serverUrl}/player/?movie_id=2&episode_id=202&auto_play=1`);
    expect(await framesPresented(page, 10)).toBe(10);
    await expectPlaying(page, 3.5);
    // The fault is real: the page's own code cannot touch its cookies.
    expect(
      await page.evaluate(() => {
        try {
          return document.cookie;
        } catch {
          return 'threw';
        }
      }),
    ).toBe('threw');

    const paused = await pauseAndReadSecond(page);
    await passSaveRhythm(page);
    const [device = ''] = sessionHeaders;
    expect(device).not.toBe('');
    await expect.poll(() => serverProgressOfDevice(serverUrl, device, 2, 202)).toBe(paused);
    if (blocked === 'cookies') expect(await localProgress(page, 202)).toBe(paused);
    // Every call, the saves included, named that one device: no cookie can hold it, so storage
    // does, or the page's memory where storage throws too.
    expect(new Set(sessionHeaders)).toEqual(new Set([device]));
  });
}

/** Lets the test hide and show the tab: visibilityState/hidden follow it, with visibilitychange. */
function controllableVisibility() {
  let hidden = false;
  Object.defineProperty(Document.prototype, 'visibilityState', {
    configurable: true,
    get: () => (hidden ? 'hidden' : 'visible'),
  });
  Object.defineProperty(Document.prototype, 'hidden', { configurable: true, get: () => hidden });
  Object.assign(window, {
    // Returns the content video's time at the moment the tab changed.
    setTabHidden(value: boolean): number {
      const video = document.querySelector<HTMLVideoElement>('video[data-player="content"]');
      const time = video?.currentTime ?? NaN;
      hidden = value;
      document.dispatchEvent(new Event('visibilitychange'));
      return time;
    },
  });
}

const setTabHidden = (page: Page, hidden: boolean) =>
  page.evaluate(
    (value) => (window as unknown as { setTabHidden(value: boolean): number }).setTabHidden(value),
    hidden,
  );

test('a hidden tab saves the position at once, locally and on the server; shown again, the film plays on', async ({
  page,
  serverUrl,
}) => {
  await page.addInitScript(controllableVisibility);
  // From 2 s: the first save (2) stays well below the hide's (4 or more).
  await page.goto(`${serverUrl}/player/?movie_id=1&auto_play=1&t=2`);
  await expectPlaying(page, 4.5);

  const hiddenAt = await setTabHidden(page, true);
  // The player's clock trails the element's by up to one timeupdate; the server keeps whole seconds.
  await expect
    .poll(() => serverProgress(page, serverUrl, 1, filmEpisodeId))
    .toBeGreaterThanOrEqual(Math.floor(hiddenAt - 0.5));
  const saved = await serverProgress(page, serverUrl, 1, filmEpisodeId);
  // The save of the hide itself, not a throttled one 10 s after the last save.
  expect(saved).toBeLessThanOrEqual(Math.floor(hiddenAt));
  expect(await localProgress(page, filmEpisodeId)).toBe(saved);

  await setTabHidden(page, false);
  await expectPlaying(page, hiddenAt + 1);
  await expect(pauseButton(page)).toBeAttached();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('alert')).toHaveCount(0);

  // A paused film stays paused through a hide and a show, and keeps its place.
  const paused = await pauseAndReadSecond(page);
  await setTabHidden(page, true);
  await setTabHidden(page, false);
  await expect(playButton(page)).toBeAttached();
  await expect(contentVideo(page)).toHaveJSProperty('paused', true);
  expect(Math.floor(await currentTime(page))).toBe(paused);
  await expect.poll(() => serverProgress(page, serverUrl, 1, filmEpisodeId)).toBe(paused);
  expect(await localProgress(page, filmEpisodeId)).toBe(paused);
});

test('a reload in the middle of an episode keeps the position of that moment, locally and on the server', async ({
  page,
  serverUrl,
}) => {
  // The content video's time when the page goes, kept across the reload in sessionStorage.
  await page.addInitScript(() => {
    window.addEventListener('pagehide', () => {
      const video = document.querySelector<HTMLVideoElement>('video[data-player="content"]');
      if (video) sessionStorage.setItem('timeAtPageHide', String(video.currentTime));
    });
  });
  await page.goto(`${serverUrl}/player/?movie_id=2&episode_id=204&auto_play=1`);
  await expectPlaying(page, 4.5);
  await page.reload();

  const leftAt = Number(await page.evaluate(() => sessionStorage.getItem('timeAtPageHide')));
  expect(leftAt).toBeGreaterThan(4.5);
  // The player's clock trails the element's by up to one timeupdate; both copies keep whole seconds.
  await expect
    .poll(() => serverProgress(page, serverUrl, 2, 204))
    .toBeGreaterThanOrEqual(Math.floor(leftAt - 0.5));
  const saved = await serverProgress(page, serverUrl, 2, 204);
  expect(saved).toBeLessThanOrEqual(Math.floor(leftAt));
  expect(await localProgress(page, 204)).toBe(saved);
  // Nothing waits to be sent again, and the new page offers exactly that position.
  expect(await page.evaluate(() => localStorage.getItem('player-progress-outbox') ?? '[]')).toBe(
    '[]',
  );
  await expect(
    page.getByRole('dialog', { name: `Вы остановились на 0:00:${String(saved).padStart(2, '0')}` }),
  ).toBeVisible();
});

test('a part of the page that fails to load (the menus’ lists) says so in its menu, and the film plays on', async ({
  page,
  serverUrl,
}) => {
  // The chunk is fetched after the first frame: a bad network, or a release that replaced it.
  const failing = '**/player/assets/menu-lists-*.js';
  await page.route(failing, (route) => route.abort('connectionreset'));
  await page.goto(`${serverUrl}/player/?movie_id=1&auto_play=1`);
  await expectPlaying(page, 0.5);

  const player = new Player(page);
  await player.press('Настройки');
  await expect(page.getByRole('status').filter({ hasText: 'Меню не загрузилось' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  const before = await currentTime(page);
  await expectPlaying(page, before + 0.5);

  // The network is back: the menu opens again, with its list.
  await page.unroute(failing);
  await player.press('Настройки');
  await expect(page.getByRole('menu', { name: 'Настройки' })).toHaveCount(0);
  await player.press('Настройки');
  await expect(page.getByRole('menu', { name: 'Настройки' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: /Качество/ })).toBeVisible();
});
