import { expect, test } from './fixtures';

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
  for (const id of ['1', '2', '3', '4', '5', '9999']) {
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

test('the log shows the player’s messages and statistics calls, newest first', async ({
  page,
  serverUrl,
}) => {
  await page.goto(`${serverUrl}/`);
  await page.frameLocator('iframe#player').getByRole('button', { name: 'Пауза' }).waitFor();
  const frame = page.frames().find((candidate) => candidate.url().includes('/player/'));
  if (!frame) throw new Error('the host page has no player frame');
  // What the player's embed and analytics modules will do: post to the parent, call top's sendStat.
  await frame.evaluate(() => {
    window.parent.postMessage(
      JSON.stringify({ eventName: 'episodeChanged', payload: { id: 202 } }),
      '*',
    );
  });
  await expect(page.locator('#log li').first()).toContainText('episodeChanged');
  await frame.evaluate(() => {
    const top = window.top as unknown as { sendStat(name: string, payload: unknown): void };
    top.sendStat('videoplayer_play', { first_playback: 1 });
  });
  await expect(page.locator('#log li').first()).toContainText('sendStat videoplayer_play');
  await expect(page.locator('#log li').nth(1)).toContainText('episodeChanged');

  await page.getByRole('button', { name: 'Clear' }).click();
  await expect(page.locator('#log li')).toHaveCount(0);
});
