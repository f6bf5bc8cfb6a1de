import type { Page } from '@playwright/test';
import {
  clearFaults,
  contentVideo,
  expect,
  framesPresented,
  injectFaults,
  test,
} from '../fixtures';
import { recordPlayerStats } from '../host-recorder';
import { Player } from '../player';
import { filmEpisodeId } from '../saved-progress';
import {
  expectFilmPositionSaved,
  expectNoFilmPositionSaved,
  faultHits,
  pauseWithKeyboard,
} from './stream-helpers';

const filmPage = '/player/?movie_id=1&auto_play=1';
const genericError =
  /^К сожалению, произошла ошибка, попробуйте перезагрузите страницу\. Идентификатор ошибки: [0-9A-F]{8}$/;

/** Paths of the stream requests the page makes: master playlists, playlists, fragments. */
function recordStreamRequests(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (/^\/media\/(films|series)\/|\.m3u8$/.test(pathname)) paths.push(pathname);
  });
  return paths;
}

/** The film plays: its time advances and frames are drawn, with no screen over it. */
async function expectFilmPlaying(page: Page): Promise<void> {
  await new Player(page).expectPlaying(0.5);
  expect(await framesPresented(page, 5)).toBe(5);
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByText('Loading...')).toHaveCount(0);
}

test.afterEach(async ({ serverUrl }) => {
  await clearFaults(serverUrl);
});

test('the content answering 404 shows "Контент не доступен", and no stream is loaded', async ({
  page,
  serverUrl,
}) => {
  const streams = recordStreamRequests(page);
  await injectFaults(serverUrl, [
    { method: 'GET', path: '/api/contents/1', action: { kind: 'status', status: 404 } },
  ]);
  await page.goto(`${serverUrl}${filmPage}`);
  await expect(page.getByRole('alert')).toHaveText('Контент не доступен');
  // Not an unexpected error: nothing to reload, and no player behind it.
  await expect(page.getByRole('button', { name: 'Перезагрузить страницу' })).toHaveCount(0);
  await expect(contentVideo(page)).toHaveCount(0);
  expect(streams).toEqual([]);
});

test('a 500 shows the generic screen with an error id; once it is over, its reload button plays the film', async ({
  page,
  serverUrl,
}) => {
  const logged: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') logged.push(message.text());
  });
  await injectFaults(serverUrl, [
    { method: 'GET', path: '/api/episodes', action: { kind: 'status', status: 500 } },
  ]);
  await page.goto(`${serverUrl}${filmPage}`);
  const message = page.getByRole('alert').locator('p');
  await expect(message).toHaveText(genericError);
  const errorId = (await message.textContent())?.slice(-8);
  // The id on the screen is the one written beside the error, so a report can be found.
  expect(logged.some((line) => line.includes(`[player] error ${errorId}`))).toBe(true);

  await clearFaults(serverUrl);
  await page.getByRole('button', { name: 'Перезагрузить страницу' }).click();
  await expectFilmPlaying(page);
  const stoppedAt = await pauseWithKeyboard(page);
  await expectFilmPositionSaved(page, serverUrl, stoppedAt);
});

test('a slow catalogue: "Loading..." shows until it answers, then the film plays', async ({
  page,
  serverUrl,
}) => {
  let contentAnswered = false;
  page.on('response', (response) => {
    if (new URL(response.url()).pathname === '/api/contents/1') contentAnswered = true;
  });
  await injectFaults(serverUrl, [
    { method: 'GET', path: '/api/contents/1', action: { kind: 'delay', ms: 4000 } },
  ]);
  await page.goto(`${serverUrl}${filmPage}`);
  await expect(page.getByRole('status')).toHaveText('Loading...');
  expect(contentAnswered, 'the loading screen shows while the catalogue is silent').toBe(false);
  await expect(contentVideo(page)).toHaveCount(0);

  await expectFilmPlaying(page);
  expect(contentAnswered).toBe(true);
  expect(await faultHits(serverUrl)).toBe(1);
});

test('availability answering false: the slate stands in, playing shows the blocked message, the film never loads', async ({
  page,
  serverUrl,
}) => {
  const streams = recordStreamRequests(page);
  await injectFaults(serverUrl, [
    {
      method: 'GET',
      path: '/api/contents/1/available',
      action: { kind: 'status', status: 200, body: '{"available":false}' },
    },
  ]);
  await page.goto(`${serverUrl}${filmPage}`);
  await page.getByRole('button', { name: 'Воспроизвести' }).first().click();
  await expect(page.getByRole('alert')).toHaveText(
    'Извините, данный контент недоступен в вашей стране. Если вы используете VPN, мы рекомендуем отключить его или сменить страну.',
  );
  expect(await faultHits(serverUrl)).toBe(1);
  expect(streams).toEqual(['/player/placeholder/blocked.m3u8']);
  // The slate's time is nobody's position.
  await expectNoFilmPositionSaved(page, serverUrl);
});

// Spec §9 "Availability default: true": a check that fails is no answer of false.
test('availability answering 500: the film plays, and the failure is reported as a player error', async ({
  page,
  serverUrl,
}) => {
  const stats = await recordPlayerStats(page);
  const logged: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') logged.push(message.text());
  });
  await injectFaults(serverUrl, [
    { method: 'GET', path: '/api/contents/1/available', action: { kind: 'status', status: 500 } },
  ]);
  await page.goto(`${serverUrl}${filmPage}`);
  await expectFilmPlaying(page);
  expect(await faultHits(serverUrl)).toBe(1);
  const errors = async () =>
    (await stats()).filter((stat) => stat.name === 'videoplayer_error').map((stat) => stat.payload);
  await expect.poll(errors).toHaveLength(1);
  expect((await errors())[0]).toMatchObject({
    error_type: 'Availability check failed',
    video_id: 1,
  });
  expect(logged.some((line) => /\[player\] error [0-9A-F]{8}/i.test(line))).toBe(true);
});

test('a catalogue answer that is not JSON shows the generic error screen, never a blank page', async ({
  page,
  serverUrl,
}) => {
  await injectFaults(serverUrl, [
    { method: 'GET', path: '/api/contents/1', action: { kind: 'malformed' } },
  ]);
  await page.goto(`${serverUrl}${filmPage}`);
  await expect(page.getByRole('alert').locator('p')).toHaveText(genericError);
  await expect(page.getByRole('button', { name: 'Перезагрузить страницу' })).toBeVisible();
  await expect(page.getByText('Loading...')).toHaveCount(0);
  expect(await faultHits(serverUrl)).toBe(1);
});

test.describe('an expired access token whose refresh fails', () => {
  /** A JWT like the server's, but expired a minute ago (its signature is never checked here). */
  function expiredCopyOf(accessToken: string): string {
    const [header, payload] = accessToken.split('.');
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()) as object;
    const expired = { ...claims, exp: Math.floor(Date.now() / 1000) - 60 };
    return `${header}.${Buffer.from(JSON.stringify(expired)).toString('base64url')}.invalid`;
  }

  test('the film plays as a guest, one refresh is tried, the tokens go, and the position is saved for this device', async ({
    page,
    serverUrl,
  }) => {
    const signIn = await fetch(`${serverUrl}/auth/authentication`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'viewer@example.com', password: 'viewer-password' }),
    });
    const tokens = (await signIn.json()) as { accessToken: string; refreshToken: string };
    await page.context().addCookies([
      { name: 'authToken', value: expiredCopyOf(tokens.accessToken), url: serverUrl },
      { name: 'refreshToken', value: tokens.refreshToken, url: serverUrl },
    ]);
    await injectFaults(serverUrl, [
      {
        method: 'POST',
        path: '/auth/authentication/refresh',
        action: { kind: 'status', status: 500 },
      },
    ]);
    const bearers: string[] = [];
    page.on('request', (request) => {
      const authorization = request.headers().authorization;
      if (new URL(request.url()).pathname.startsWith('/api/') && authorization) {
        bearers.push(authorization);
      }
    });

    await page.goto(`${serverUrl}${filmPage}`);
    await expectFilmPlaying(page);
    // The concurrent catalogue calls shared one refresh, and nothing retried it in a loop.
    expect(await faultHits(serverUrl)).toBe(1);
    // The server answers an expired token with 401, so none was sent: the calls went as a guest.
    expect(bearers).toEqual([]);
    const names = (await page.context().cookies(serverUrl)).map((cookie) => cookie.name);
    expect(names).not.toContain('authToken');
    expect(names).not.toContain('refreshToken');

    const stoppedAt = await pauseWithKeyboard(page);
    await expectFilmPositionSaved(page, serverUrl, stoppedAt);
    // The position is this device's, not the account's whose session could not be renewed.
    const account = await fetch(`${serverUrl}/api/episodes?content-id=1`, {
      headers: { Authorization: `Bearer ${tokens.accessToken}` },
    });
    const episodes = (await account.json()) as { id: number; watchProgress: number | null }[];
    expect(episodes.find((episode) => episode.id === filmEpisodeId)?.watchProgress).toBeNull();
  });
});
