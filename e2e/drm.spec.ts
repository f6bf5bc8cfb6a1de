import type { Page } from '@playwright/test';
import { adVideo, hurryAds, hurryFilmTowardMidroll, openWithAds } from './ad-helpers';
import { clearFaults, contentVideo, expect, injectFaults, test } from './fixtures';

// Film 6 is protected with Clear Key (media/films/film-6; e2e/journeys/drm.journey.ts plays it
// and each failure screen in every engine). Here, in Chromium: what license requests carry, how
// often a failing server is asked, the ads in front of a protected film, and what a clear film
// does not load.

const licensePath = '/drm/clearkey/license';
const licenseFailed = 'Не удалось получить лицензию на видео';

/** Frames the content video has decoded so far. */
const decodedFrames = (page: Page) =>
  contentVideo(page).evaluate(
    (video: HTMLVideoElement) => video.getVideoPlaybackQuality().totalVideoFrames,
  );

/** The protected film plays: its time past 3 s, with frames decoded from the encrypted stream. */
async function expectProtectedFilmPlays(page: Page): Promise<void> {
  await expect
    .poll(() => contentVideo(page).evaluate((video: HTMLVideoElement) => video.currentTime), {
      timeout: 20_000,
    })
    .toBeGreaterThan(3);
  expect(await decodedFrames(page)).toBeGreaterThan(30);
}

async function signInViewer(
  serverUrl: string,
): Promise<{ accessToken: string; refreshToken: string }> {
  const response = await fetch(`${serverUrl}/auth/authentication`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'viewer@example.com', password: 'viewer-password' }),
  });
  return (await response.json()) as { accessToken: string; refreshToken: string };
}

test('a signed-in viewer’s license requests carry the session header and the bearer token', async ({
  page,
  serverUrl,
}) => {
  const { accessToken, refreshToken } = await signInViewer(serverUrl);
  await page.context().addCookies([
    { name: 'authToken', value: accessToken, url: serverUrl },
    { name: 'refreshToken', value: refreshToken, url: serverUrl },
  ]);
  const licenseHeaders = page.waitForRequest(
    (request) => new URL(request.url()).pathname === licensePath,
  );
  await page.goto(`${serverUrl}/player/?movie_id=6&auto_play=1`);
  const headers = await (await licenseHeaders).allHeaders();
  expect(headers.authorization).toBe(`Bearer ${accessToken}`);
  const deviceId = (await page.context().cookies(serverUrl)).find(
    (cookie) => cookie.name === 'device_fp',
  )?.value;
  expect(headers['x-session-context']).toBe(deviceId ?? '');
  await expectProtectedFilmPlays(page);
});

test('a license server that answers 500 is asked four times, with growing waits, then the screen', async ({
  page,
  serverUrl,
}) => {
  const asked: number[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === licensePath) asked.push(Date.now());
  });
  await injectFaults(serverUrl, [
    { method: 'POST', path: licensePath, action: { kind: 'status', status: 500 } },
  ]);
  try {
    await page.goto(`${serverUrl}/player/?movie_id=6&auto_play=1`);
    await expect(page.getByRole('alert')).toContainText(licenseFailed, { timeout: 20_000 });
  } finally {
    await clearFaults(serverUrl);
  }
  expect(asked).toHaveLength(4);
  const waits = asked.slice(1).map((at, index) => at - (asked[index] ?? at));
  // 0.5 s, 1 s and 2 s before the retries (a request's own time comes on top).
  expect(waits[0]).toBeGreaterThanOrEqual(450);
  expect(waits[1]).toBeGreaterThanOrEqual(950);
  expect(waits[2]).toBeGreaterThanOrEqual(1950);
  await expect(page.getByRole('button', { name: 'Перезагрузить страницу' })).toBeVisible();
});

test('a pre-roll plays in the clear in front of the protected film, which then decrypts', async ({
  page,
  serverUrl,
}) => {
  await openWithAds(page, serverUrl, ['/api/vast.xml?ad=preroll-short'], 'movie_id=6&auto_play=1');
  await expect
    .poll(() => adVideo(page).evaluate((video: HTMLVideoElement) => video.currentTime), {
      timeout: 20_000,
    })
    .toBeGreaterThan(0.5);
  await expect(adVideo(page)).toHaveCount(0, { timeout: 20_000 });
  await expectProtectedFilmPlays(page);
});

test('a clear film loads no DRM code; a protected film loads it once', async ({
  page,
  serverUrl,
}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  const drmChunk = (paths: string[]) => paths.filter((path) => /stream-protection/.test(path));
  await page.goto(`${serverUrl}/player/?movie_id=1&auto_play=1`);
  await expect
    .poll(() => contentVideo(page).evaluate((video: HTMLVideoElement) => video.currentTime))
    .toBeGreaterThan(1);
  expect(drmChunk(scripts)).toEqual([]);
  await page.goto(`${serverUrl}/player/?movie_id=6&auto_play=1`);
  await expectProtectedFilmPlays(page);
  expect(drmChunk(scripts)).toHaveLength(1);
});

test('the advert demo’s mid-roll interrupts the protected film, which decrypts on after it', async ({
  page,
  serverUrl,
}) => {
  test.setTimeout(120_000);
  const skip = page.getByRole('button', { name: 'Пропустить', exact: true });
  await hurryAds(page);
  await page.goto(`${serverUrl}/player/?movie_id=6&advert=1&auto_play=1`);
  // The demo pre-roll: the skippable ad, then the short one that cannot be skipped.
  await skip.click({ timeout: 15_000 });
  await expect(adVideo(page)).toHaveCount(0, { timeout: 20_000 });
  await hurryFilmTowardMidroll(page);
  await expectProtectedFilmPlays(page);
  // The mid-roll after 10 s of film: the film pauses for it, then plays on with new frames.
  await expect(adVideo(page)).toHaveCount(1, { timeout: 20_000 });
  await expect(contentVideo(page)).toHaveJSProperty('paused', true);
  const framesBefore = await decodedFrames(page);
  await skip.click({ timeout: 10_000 });
  await expect(adVideo(page)).toHaveCount(0);
  await expect
    .poll(() => decodedFrames(page), { timeout: 10_000 })
    .toBeGreaterThan(framesBefore + 30);
});
