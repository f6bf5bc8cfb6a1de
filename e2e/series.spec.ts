import type { Frame, Page } from '@playwright/test';
import { installLiveObjectsProbe, liveObjects } from '../browser-kit/live-objects';
import { contentVideo, currentTime, expect, test } from './fixtures';
import { Player } from './player';
import { passSaveRhythm, serverProgress as savedOnServer } from './saved-progress';

test.use({ viewport: { width: 1280, height: 720 } });

/** The episode the content video plays, read from its stream URL (media/series/s1e2/...). */
function playingStream(page: Page | Frame): Promise<string> {
  return page.evaluate(() => {
    const urls = performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name).pathname)
      .filter((path) => /\/media\/series\/s\de\d\/master\.m3u8$/.test(path));
    return urls.at(-1)?.match(/(s\de\d)/)?.[1] ?? '';
  });
}

test('season=2&episode=1 starts the first episode of season 2, titled without its list number', async ({
  page,
  serverUrl,
}) => {
  await page.goto(`${serverUrl}/player/?movie_id=2&season=2&episode=1&auto_play=1`);
  await expect(page.getByRole('button', { name: 'Пауза' })).toBeVisible();
  await expect(page.locator('.title-text')).toHaveText('2 сезон, 1 серия. Новое начало');
  await expect(contentVideo(page)).toHaveAttribute('aria-label', '2 сезон, 1 серия. Новое начало');
  await expect.poll(() => playingStream(page)).toBe('s2e1');
});

test('the seasons menu: seasons with counts, a season’s episodes, and the chosen one plays and reaches the host', async ({
  page,
  serverUrl,
}) => {
  await page.goto(`${serverUrl}/`);
  await page.getByLabel('Контент').selectOption({ label: '2 · сериал: два сезона, пять серий' });
  await page.evaluate(() => {
    const messages: unknown[] = [];
    Object.assign(window, { playerMessages: messages });
    window.addEventListener('message', (event) => messages.push(event.data));
  });
  const player = page.frameLocator('iframe#player');
  await expect(player.locator('.title-text')).toHaveText('1 сезон, 1 серия. Пилот');

  await new Player(player).openMenu('Сезоны и серии');
  const seasons = player.getByRole('menu', { name: 'Сезоны' });
  await expect(seasons.getByRole('menuitem')).toHaveText([
    /Сезон 1\s*3 серии/,
    /Сезон 2\s*2 серии/,
  ]);
  await seasons.getByRole('menuitem', { name: /Сезон 1/ }).click();

  const season = player.getByRole('menu', { name: 'Сезон 1' });
  await expect(season.getByRole('menuitemradio')).toHaveText([
    /1\. Пилот/,
    /2\. Второй шаг/,
    /3\. Развязка сезона/,
  ]);
  await expect(season.getByRole('menuitemradio', { name: /Пилот/ })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await season.getByRole('menuitem', { name: 'Назад' }).click();
  await player
    .getByRole('menu', { name: 'Сезоны' })
    .getByRole('menuitem', { name: /Сезон 1/ })
    .click();
  await player.getByRole('menuitemradio', { name: /Второй шаг/ }).click();

  await expect(player.getByRole('menu')).toHaveCount(0);
  await expect(player.locator('.title-text')).toHaveText('1 сезон, 2 серия. Второй шаг');
  const frame = page.frames().find((candidate) => candidate.url().includes('/player/'));
  if (!frame) throw new Error('no player frame');
  await expect.poll(() => playingStream(frame)).toBe('s1e2');
  await expect
    .poll(() => frame.evaluate(() => document.querySelector('video')?.currentTime ?? 0))
    .toBeGreaterThan(0.5);

  const messages = await page.evaluate(
    () => (window as unknown as { playerMessages: unknown[] }).playerMessages,
  );
  const changes = messages
    .map(
      (data) =>
        JSON.parse(String(data)) as { eventName: string; payload: { id: number; title: string } },
    )
    .filter((message) => message.eventName === 'episodeChanged');
  expect(changes).toHaveLength(1);
  expect(changes[0]?.payload).toMatchObject({ id: 202, title: '2. Второй шаг', order: 2 });
  // The host page's log shows the message beside the statistics calls.
  await expect(page.locator('#log li').filter({ hasText: /message .*episodeChanged/ })).toHaveCount(
    1,
  );
});

test('the next-episode button previews the next episode and plays it with autoplay on', async ({
  page,
  serverUrl,
}) => {
  await page.goto(`${serverUrl}/player/?movie_id=2&episode_id=203`);
  await expect(page.getByRole('button', { name: 'Воспроизвести' })).toBeVisible();
  const next = page.getByRole('button', { name: 'Следующая серия' });
  await next.hover();
  const card = page.getByRole('tooltip');
  await expect(card).toContainText('Следующий эпизод');
  await expect(card).toContainText('Эпизод 1');
  await expect(card).toContainText('Новое начало');
  await expect(card).toContainText('Прошёл год.');
  await expect(card.locator('img')).toHaveAttribute('src', /\/media\/posters\/s2e1\.jpg$/);
  await expect(next).toHaveAccessibleDescription(/Следующий эпизод/);

  await next.click();
  await expect(page.locator('.title-text')).toHaveText('2 сезон, 1 серия. Новое начало');
  await expect(page.getByRole('button', { name: 'Пауза' })).toBeVisible();
  await expect.poll(() => playingStream(page)).toBe('s2e1');
  // The last episode has no next one.
  await expect(page.getByRole('button', { name: 'Следующая серия' })).toHaveCount(1);
  await new Player(page).openMenu('Сезоны и серии');
  await expect(page.getByRole('menuitemcheckbox', { name: 'Автовоспроизведение' })).toHaveAttribute(
    'aria-checked',
    'true',
  );
});

/** The series streams the page asks for, in order: playingStream where a fake clock hides them. */
function recordStreams(page: Page): string[] {
  const streams: string[] = [];
  page.on('request', (request) => {
    const stream = new URL(request.url()).pathname.match(
      /\/media\/series\/(s\de\d)\/master\.m3u8$/,
    );
    if (stream?.[1]) streams.push(stream[1]);
  });
  return streams;
}

test('episode after episode, one video element and one hls.js instance stay alive', async ({
  page,
  serverUrl,
}) => {
  await installLiveObjectsProbe(page);
  const player = await Player.open(page, serverUrl, 'movie_id=2&auto_play=1');
  for (const stream of ['s1e2', 's1e3', 's2e1', 's2e2']) {
    await expect.poll(() => currentTime(page)).toBeGreaterThan(0.5);
    await player.press('Следующая серия');
    await expect.poll(() => playingStream(page)).toBe(stream);
  }
  await expect.poll(() => currentTime(page)).toBeGreaterThan(0.5);
  // After a forced collection: nothing of the earlier episodes (the first one's prepared stream
  // included) is still reachable.
  const alive = await liveObjects(page);
  expect(alive.videoElements).toBe(1);
  expect(alive.liveVideoElements).toBe(1);
  expect(alive.liveHlsInstances).toBe(1);
});

test('with autoplay on, the end of an episode counts down and plays the next one', async ({
  page,
  serverUrl,
}) => {
  // The page's timers are the test's: the 5 s countdown runs at once.
  await page.clock.install();
  const streams = recordStreams(page);
  await page.goto(`${serverUrl}/player/?movie_id=2&auto_play=1&t=19`);
  const countdown = page.getByRole('group', { name: 'Следующая серия' });
  await expect(countdown).toContainText(/Следующая серия через [1-5]/, { timeout: 10_000 });
  await expect(page.locator('.title-text')).toHaveText('1 сезон, 1 серия. Пилот');
  await page.clock.runFor(5_000);
  await expect(page.locator('.title-text')).toHaveText('1 сезон, 2 серия. Второй шаг', {
    timeout: 10_000,
  });
  await expect(countdown).toHaveCount(0);
  await expect.poll(() => streams.at(-1)).toBe('s1e2');
  await expect.poll(() => currentTime(page)).toBeGreaterThan(0.5);
  await expect(page.getByRole('button', { name: 'Пауза' }).first()).toBeAttached();
});

test('with autoplay off, the end of an episode selects the next one and waits', async ({
  page,
  serverUrl,
}) => {
  await page.goto(`${serverUrl}/player/?movie_id=2&t=19`);
  await page.getByRole('button', { name: 'Воспроизвести' }).first().click();
  await expect(page.locator('.title-text')).toHaveText('1 сезон, 2 серия. Второй шаг', {
    timeout: 10_000,
  });
  await expect.poll(() => playingStream(page)).toBe('s1e2');
  await expect(page.getByRole('group', { name: 'Следующая серия' })).toHaveCount(0);
  // Still waiting for the viewer once the episode could play: an autoplay would have begun by then.
  await expect
    .poll(() => contentVideo(page).evaluate((video: HTMLVideoElement) => video.readyState))
    .toBeGreaterThanOrEqual(3 /* HAVE_FUTURE_DATA */);
  await expect(page.getByRole('button', { name: 'Воспроизвести' }).first()).toBeVisible();
  expect(await contentVideo(page).evaluate((video: HTMLVideoElement) => video.paused)).toBe(true);
  expect(await currentTime(page)).toBeLessThan(0.5);
});

/** The anonymous viewer's watchProgress of an episode of the series, as the server has it. */
const serverProgress = (page: Page, serverUrl: string, episodeId: number) =>
  savedOnServer(page, serverUrl, 2, episodeId);

test('after a reload in the middle of an episode, the resume prompt continues there or starts over', async ({
  page,
  serverUrl,
}) => {
  const url = `${serverUrl}/player/?movie_id=2&episode_id=202&auto_play=1`;
  await page.goto(url);
  // The player's own clock (timeupdate) trails the element's by up to 250 ms.
  await expect.poll(() => currentTime(page)).toBeGreaterThan(4.5);
  await page.reload();

  const prompt = page.getByRole('dialog', { name: /Вы остановились на 0:00:0[4-9]/ });
  await expect(prompt).toBeVisible();
  const saved = Number((await prompt.textContent())?.match(/0:00:(\d\d)/)?.[1]);
  // The prompt waits: nothing plays behind it, but the picture is already at the saved time.
  expect(await contentVideo(page).evaluate((video: HTMLVideoElement) => video.paused)).toBe(true);
  await expect.poll(() => currentTime(page)).toBeCloseTo(saved, 0);
  await page.getByRole('button', { name: 'Продолжить просмотр' }).click();
  await expect(prompt).toHaveCount(0);
  await expect.poll(() => currentTime(page)).toBeGreaterThan(saved + 0.5);
  expect(await contentVideo(page).evaluate((video: HTMLVideoElement) => video.paused)).toBe(false);

  await page.reload();
  await page.getByRole('button', { name: 'Начать сначала' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect.poll(() => currentTime(page)).toBeGreaterThan(0.3);
  expect(await currentTime(page)).toBeLessThan(saved);
  expect(await contentVideo(page).evaluate((video: HTMLVideoElement) => video.paused)).toBe(false);
});

test('t skips the resume prompt and starts at its time', async ({ page, serverUrl }) => {
  await page.goto(`${serverUrl}/player/?movie_id=2&episode_id=202&auto_play=1`);
  await expect.poll(() => currentTime(page)).toBeGreaterThan(2);
  await page.goto(`${serverUrl}/player/?movie_id=2&episode_id=202&auto_play=1&t=12`);
  await expect.poll(() => currentTime(page)).toBeGreaterThan(12);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('the position reaches the server when the tab is closed in the middle of playback', async ({
  page,
  serverUrl,
}) => {
  await page.goto(`${serverUrl}/player/?movie_id=2&episode_id=204&auto_play=1&t=2`);
  await expect.poll(() => currentTime(page)).toBeGreaterThan(6);
  // Within the 10 s throttle, only the first second (2) has been saved so far.
  expect(await serverProgress(page, serverUrl, 204)).toBeLessThan(3);
  const watched = await currentTime(page);
  await page.close({ runBeforeUnload: true });
  // The player's clock trails the element's by up to one timeupdate (250 ms); the server keeps whole seconds.
  await expect
    .poll(() => serverProgress(page, serverUrl, 204))
    .toBeGreaterThanOrEqual(Math.floor(watched - 0.25));
});

test('the share link carries the time code only when asked to', async ({ page, serverUrl }) => {
  await page.goto(`${serverUrl}/player/?movie_id=2&episode_id=203&t=7`);
  await expect.poll(() => currentTime(page)).toBeCloseTo(7, 0);
  await page.getByRole('button', { name: 'Поделиться' }).click();
  const popup = page.getByRole('dialog', { name: 'Поделиться' });
  const field = popup.getByRole('textbox');
  const plain = `${serverUrl}/player/?movie_id=2&episode_id=203`;
  await expect(field).toHaveValue(plain);
  const telegram = await popup.getByRole('link', { name: 'Telegram' }).getAttribute('href');
  expect(new URL(telegram ?? '').searchParams.get('url')).toBe(plain);

  await popup.getByRole('checkbox', { name: /Поделиться с тайм кодом: 0:07/ }).check();
  await expect(field).toHaveValue(`${plain}&t=7`);
  const vk = await popup.getByRole('link', { name: 'ВКонтакте' }).getAttribute('href');
  expect(new URL(vk ?? '').searchParams.get('url')).toBe(`${plain}&t=7`);
  expect(new URL(vk ?? '').searchParams.get('title')).toBe('1 сезон, 3 серия. Развязка сезона');
});

test('disabled_share hides the share button', async ({ page, serverUrl }) => {
  await page.goto(`${serverUrl}/player/?movie_id=2&disabled_share=1`);
  await expect(page.getByRole('button', { name: 'Воспроизвести' }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Сезоны и серии' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Поделиться' })).toHaveCount(0);
});

test('a position saved while offline reaches the server when the network is back', async ({
  page,
  serverUrl,
}) => {
  // The page's timers are the test's: the pause's save goes, and fails, without the 10 s wait.
  await page.clock.install();
  const player = await Player.open(page, serverUrl, 'movie_id=2&episode_id=205&auto_play=1');
  await expect.poll(() => currentTime(page)).toBeGreaterThan(4.5);
  await page.context().setOffline(true);
  const paused = Math.floor(await player.pause());
  // The failed save waits in the outbox; the server still has the first second only.
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('player-progress-outbox') ?? ''))
    .toContain(`"time":${paused}`);
  expect(await serverProgress(page, serverUrl, 205)).toBeLessThan(paused);
  // Past the 10 s since the first save: the save of the pause is sent while offline, and fails.
  const failed = page.waitForEvent('requestfailed', (request) =>
    request.url().endsWith('/episodes/205/time-progress'),
  );
  await passSaveRhythm(page);
  await failed;

  await page.context().setOffline(false);
  await expect.poll(() => serverProgress(page, serverUrl, 205)).toBe(paused);
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('player-progress-outbox')))
    .toBe('[]');
});

test('storage that throws breaks neither playback nor the server’s copy of the progress', async ({
  page,
  serverUrl,
}) => {
  await page.addInitScript(() => {
    Object.defineProperty(window, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException('The storage is blocked', 'SecurityError');
      },
    });
  });
  // The page's timers are the test's: the pause's save need not wait out the 10 s rhythm.
  await page.clock.install();
  const player = await Player.open(page, serverUrl, 'movie_id=2&episode_id=202&auto_play=1');
  await expect.poll(() => currentTime(page)).toBeGreaterThan(3.5);
  const paused = Math.floor(await player.pause());
  await passSaveRhythm(page);
  await expect.poll(() => serverProgress(page, serverUrl, 202)).toBe(paused);
  await player.openMenu('Сезоны и серии');
  await page.getByRole('menuitem', { name: /Сезон 1/ }).click();
  await expect(page.getByRole('menuitemradio', { name: /Второй шаг/ })).toHaveAttribute(
    'aria-checked',
    'true',
  );
});
