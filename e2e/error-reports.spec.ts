import type { Page } from '@playwright/test';
import { clearFaults, currentTime, expect, injectFaults, test } from './fixtures';
import { recordPlayerStats, type RecordedStat } from './host-recorder';

test.use({ viewport: { width: 1280, height: 720 } });

async function statsNamed(
  stats: () => Promise<RecordedStat[]>,
  name: string,
): Promise<Record<string, unknown>[]> {
  return (await stats())
    .filter((stat) => stat.name === `videoplayer_${name}`)
    .map((stat) => stat.payload);
}

/** Adds embed settings to the ones the fixtures set (the empty ad list). */
async function addEmbedSettings(page: Page, settings: Record<string, string>): Promise<void> {
  await page.addInitScript((extra) => {
    const global = window as Window & { playerEmbed?: object };
    global.playerEmbed = { ...global.playerEmbed, ...extra };
  }, settings);
}

test('a stalled stream is reported as an error and a buffering error, with the network and the buffer', async ({
  page,
  serverUrl,
}) => {
  const stats = await recordPlayerStats(page);
  // Fragment 2 is held on both levels until the stall is reported: playback stalls at 8 s.
  await injectFaults(serverUrl, [
    { path: '/media/films/film-1/360p/seg_002.m4s', action: { kind: 'hold' } },
    { path: '/media/films/film-1/720p/seg_002.m4s', action: { kind: 'hold' } },
  ]);
  try {
    await page.goto(`${serverUrl}/player/?movie_id=1&auto_play=1&t=7`);
    await expect
      .poll(async () => (await statsNamed(stats, 'bufferingError')).length, { timeout: 20_000 })
      .toBeGreaterThan(0);
    await clearFaults(serverUrl);
    await expect.poll(() => currentTime(page), { timeout: 20_000 }).toBeGreaterThan(8.5);
  } finally {
    await clearFaults(serverUrl);
  }
  const errors = await statsNamed(stats, 'error');
  const buffering = await statsNamed(stats, 'bufferingError');
  // Each buffering error is also an error, with the same fields (a busy machine may add stalls).
  expect(buffering).toEqual(errors.filter((error) => String(error.error_type).includes('buffer')));
  const starved = errors.find((error) => Number(error.buffer_length) < 0.5);
  expect(starved).toMatchObject({
    error_type: 'bufferStalledError',
    network_type: expect.stringMatching(/^(gprs|2g|3g|4g|wifi)$/),
    buffer_length: expect.any(Number),
    video_id: 1,
  });
});

test('blocked content reports one player error, which is no buffering error', async ({
  page,
  serverUrl,
}) => {
  const stats = await recordPlayerStats(page);
  await page.goto(`${serverUrl}/player/?movie_id=3`);
  await page.getByRole('button', { name: 'Воспроизвести' }).first().click();
  await expect(page.getByRole('alert')).toContainText('Извините, данный контент недоступен');
  await expect.poll(() => statsNamed(stats, 'error')).toHaveLength(1);
  expect((await statsNamed(stats, 'error'))[0]).toMatchObject({
    error_type: 'Video blocked',
    video_id: 3,
  });
  expect(await statsNamed(stats, 'bufferingError')).toEqual([]);
});

test('with a DSN, an error screen shows the id of the event the reporting service received', async ({
  page,
  serverUrl,
}) => {
  const dsn = new URL(serverUrl);
  dsn.username = 'publickey';
  dsn.pathname = '/sentry/42';
  await addEmbedSettings(page, { errorDsn: dsn.href, errorProject: 'player-e2e' });
  await injectFaults(serverUrl, [
    { path: '/api/contents/1', action: { kind: 'status', status: 500 } },
  ]);
  try {
    await page.goto(`${serverUrl}/player/?movie_id=1&auto_play=1`);
    await expect(page.getByRole('alert').locator('p')).toHaveText(
      /Идентификатор ошибки: [0-9a-f]{32}$/,
    );
  } finally {
    await clearFaults(serverUrl);
  }
  const text = await page.getByRole('alert').locator('p').textContent();
  const errorId = text?.match(/([0-9a-f]{32})$/)?.[1];
  // The collector shows what came in to an admin only; one sign-in serves the whole poll.
  const signIn = await fetch(`${serverUrl}/auth/authentication`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@example.com', password: 'admin-password' }),
  });
  const { accessToken } = (await signIn.json()) as { accessToken: string };
  const authorization = `Bearer ${accessToken}`;
  const events = async () =>
    (await (await fetch(`${serverUrl}/sentry/events`, { headers: { authorization } })).json()) as {
      project: string;
      eventId: string;
      tags: Record<string, string>;
    }[];
  await expect
    .poll(async () => (await events()).filter((event) => event.eventId === errorId), {
      timeout: 15_000,
    })
    .toEqual([
      expect.objectContaining({
        project: '42',
        tags: expect.objectContaining({ project: 'player-e2e' }),
      }),
    ]);
});

test('without a DSN, the error id is a short one, also written to the console, and nothing is sent', async ({
  page,
  serverUrl,
}) => {
  const logged: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') logged.push(message.text());
  });
  const requests: string[] = [];
  page.on('request', (request) => requests.push(new URL(request.url()).pathname));
  await injectFaults(serverUrl, [
    { path: '/api/contents/1', action: { kind: 'status', status: 500 } },
  ]);
  try {
    await page.goto(`${serverUrl}/player/?movie_id=1`);
    await expect(page.getByRole('alert').locator('p')).toHaveText(
      /Идентификатор ошибки: [0-9A-F]{8}$/,
    );
  } finally {
    await clearFaults(serverUrl);
  }
  const errorId = (await page.getByRole('alert').locator('p').textContent())?.match(
    /([0-9A-F]{8})$/,
  )?.[1];
  expect(logged.some((line) => line.includes(`[player] error ${errorId}`))).toBe(true);
  // The SDK is never fetched, and nothing goes to a reporting service.
  expect(requests.filter((path) => /sentry/.test(path))).toEqual([]);
});
