import { expect, test } from './fixtures';
import { Player } from './player';

test('the demo host page embeds a player that plays', async ({ page, serverUrl }) => {
  await page.goto(`${serverUrl}/`);
  const player = page.frameLocator('iframe#player');
  await expect(player.getByRole('button', { name: 'Пауза' })).toBeVisible();
  const frame = page.frames().find((candidate) => candidate.url().includes('/player/'));
  if (!frame) throw new Error('the host page has no player frame');
  await expect
    .poll(() =>
      frame.evaluate(
        () =>
          document.querySelector<HTMLVideoElement>('video[data-player="content"]')?.currentTime ??
          0,
      ),
    )
    .toBeGreaterThan(0.5);
});

test('the picker offers every seeded id and switches the player to it', async ({
  page,
  serverUrl,
}) => {
  await page.goto(`${serverUrl}/`);
  const picker = page.getByLabel('Контент');
  const options = await picker.locator('option').allTextContents();
  for (const id of ['1', '2', '3', '4', '5', '6', '7', '8', '9999']) {
    expect(options.some((label) => label.startsWith(`${id} ·`))).toBe(true);
  }
  await picker.selectOption({ label: options.find((label) => label.startsWith('4 ·')) ?? '' });
  await expect(page.frameLocator('iframe#player').getByRole('alert')).toHaveText(
    'Отсутсвуют эпизоды для проигрывания',
  );
  await page.getByLabel('advert (демо-реклама)').check();
  await expect(page.locator('iframe#player')).toHaveAttribute(
    'src',
    /movie_id=4.*advert=1|advert=1.*movie_id=4/,
  );
});

test('the language picker switches the player to English and back', async ({ page, serverUrl }) => {
  await page.goto(`${serverUrl}/`);
  const player = page.frameLocator('iframe#player');
  await expect(player.getByRole('button', { name: 'Пауза' })).toBeVisible();
  await page.getByLabel(/Player language/).selectOption('en');
  await expect(page.locator('iframe#player')).toHaveAttribute('src', /[?&]hl=en(&|$)/);
  await expect(player.getByRole('button', { name: 'Pause' })).toBeVisible();
  await expect(player.locator('html')).toHaveAttribute('lang', 'en');
  await page.getByLabel(/Player language/).selectOption('ru');
  await expect(player.getByRole('button', { name: 'Пауза' })).toBeVisible();
});

test('the log shows the player’s statistics calls and messages, newest first', async ({
  page,
  serverUrl,
}) => {
  await page.goto(`${serverUrl}/`);
  const log = page.locator('#log li');
  await expect(log.filter({ hasText: 'sendStat videoplayer_play' })).toHaveCount(1);
  await expect(log.filter({ hasText: 'sendStat videoplayer_play' })).toContainText(
    '"first_playback":1',
  );

  const player = page.frameLocator('iframe#player');
  await new Player(player).press('Пауза');
  await expect(log.filter({ hasText: 'sendStat videoplayer_pause' })).toHaveCount(1);
  const lines = await log.allTextContents();
  const at = (name: string) => lines.findIndex((line) => line.includes(`sendStat ${name} `));
  expect(at('videoplayer_pause')).toBeLessThan(at('videoplayer_play'));

  // The series: its next episode tells the host, and the message joins the log.
  await page.getByLabel('Контент').selectOption({ label: '2 · сериал: два сезона, пять серий' });
  await new Player(player).press('Следующая серия');
  await expect(log.filter({ hasText: /message .*episodeChanged/ })).toHaveCount(1);

  await page.getByRole('button', { name: 'Clear' }).click();
  await expect(log.filter({ hasText: 'episodeChanged' })).toHaveCount(0);
});

test('the host API panel drives the player through the handle and reads its getters', async ({
  page,
  serverUrl,
}) => {
  await page.goto(`${serverUrl}/`);
  const frame = page.frameLocator('iframe#player');
  const video = frame.locator('video[data-player="content"]');
  await expect(frame.getByRole('button', { name: 'Пауза' })).toBeVisible();
  await expect(page.locator('#position')).toHaveText(/^\d+\.\d \/ \d+\.\d s$/);

  await page.getByRole('button', { name: 'pause()' }).click();
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(true);
  await expect(
    page.locator('#log li').filter({ hasText: /message .*"eventName":"pause"/ }),
  ).toHaveCount(1);

  await page.getByRole('button', { name: 'setVolume(0.5)' }).click();
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.volume)).toBe(0.5);
  await page.getByRole('button', { name: 'Read the getters' }).click();
  await expect(page.locator('#state')).toContainText('"volume":0.5,"muted":false,"paused":true');
});
