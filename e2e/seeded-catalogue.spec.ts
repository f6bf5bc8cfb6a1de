import { clearFaults, currentTime, expect, framesPresented, injectFaults, test } from './fixtures';

test.describe('every seeded id shows its intended screen', () => {
  test('1: the film plays its default voice-over from the master playlist JSON, never the AC3 one', async ({
    page,
    serverUrl,
  }) => {
    const playlists: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.endsWith('.m3u8')) playlists.push(pathname);
    });
    await page.goto(`${serverUrl}/player/?movie_id=1&auto_play=1`);
    expect(await framesPresented(page, 10)).toBe(10);
    await expect.poll(() => currentTime(page)).toBeGreaterThan(0.5);
    expect(playlists).toContain('/media/films/film-1/voice-ru.m3u8');
    expect(playlists.some((path) => path.includes('ac3'))).toBe(false);
  });

  test('1 with lang_order=en: the English source plays', async ({ page, serverUrl }) => {
    const english = page.waitForRequest((request) =>
      new URL(request.url()).pathname.endsWith('/voice-en.m3u8'),
    );
    await page.goto(`${serverUrl}/player/?movie_id=1&auto_play=1&lang_order=en`);
    await english;
    await expect.poll(() => currentTime(page)).toBeGreaterThan(0.5);
  });

  test('2: the series plays its first episode', async ({ page, serverUrl }) => {
    const firstEpisode = page.waitForRequest((request) =>
      request.url().includes('/media/series/s1e1/'),
    );
    await page.goto(`${serverUrl}/player/?movie_id=2&auto_play=1`);
    await firstEpisode;
    expect(await framesPresented(page, 10)).toBe(10);
    await expect(page.getByTestId('duration')).toHaveText('0:20');
  });

  test('3: a film available nowhere plays only the placeholder and shows the blocked message on play', async ({
    page,
    serverUrl,
  }) => {
    const streams: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.endsWith('.m3u8')) streams.push(pathname);
    });
    await page.goto(`${serverUrl}/player/?movie_id=3`);
    await page.getByRole('button', { name: 'Воспроизвести' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'Извините, данный контент недоступен в вашей стране. Если вы используете VPN, мы рекомендуем отключить его или сменить страну.',
    );
    expect(streams).toEqual(['/player/placeholder/blocked.m3u8']);
  });

  test('4: a series without episodes says so', async ({ page, serverUrl }) => {
    await page.goto(`${serverUrl}/player/?movie_id=4`);
    await expect(page.getByRole('alert')).toHaveText('Отсутсвуют эпизоды для проигрывания');
  });

  test('5: a master playlist that does not load names its URL', async ({ page, serverUrl }) => {
    await page.goto(`${serverUrl}/player/?movie_id=5&auto_play=1`);
    await expect(page.getByRole('alert')).toHaveText(
      `Ошибка в загрузке: ${serverUrl}/media/films/missing/master.m3u8`,
    );
  });

  test('6: the protected film plays once the reference server’s Clear Key license arrives', async ({
    page,
    serverUrl,
  }) => {
    // Its failures and engines: e2e/drm.spec.ts and e2e/journeys/drm.journey.ts.
    const license = page.waitForResponse(
      (response) => new URL(response.url()).pathname === '/drm/clearkey/license',
    );
    await page.goto(`${serverUrl}/player/?movie_id=6&auto_play=1`);
    expect((await license).status()).toBe(200);
    await expect.poll(() => currentTime(page), { timeout: 20_000 }).toBeGreaterThan(0.5);
  });

  test('9999: an unknown id shows the not-found screen', async ({ page, serverUrl }) => {
    await page.goto(`${serverUrl}/player/?movie_id=9999`);
    await expect(page.getByRole('alert')).toHaveText('Контент не доступен');
  });
});

test('a catalogue failure shows the generic screen with an id, and its reload button recovers', async ({
  page,
  serverUrl,
}) => {
  await injectFaults(serverUrl, [
    { path: '/api/contents/1', action: { kind: 'status', status: 500 } },
  ]);
  try {
    await page.goto(`${serverUrl}/player/?movie_id=1&auto_play=1`);
    await expect(page.getByRole('alert')).toContainText(
      /К сожалению, произошла ошибка, попробуйте перезагрузите страницу\. Идентификатор ошибки: [0-9A-F]{8}/,
    );
  } finally {
    await clearFaults(serverUrl);
  }
  await page.getByRole('button', { name: 'Перезагрузить страницу' }).click();
  await expect(page.getByRole('button', { name: 'Пауза' })).toBeVisible();
  await expect.poll(() => currentTime(page)).toBeGreaterThan(0.5);
});
