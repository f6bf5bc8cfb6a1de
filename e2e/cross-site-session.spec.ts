import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { serveHostPage, type OtherOriginHost } from './other-origin-host';
import { Player } from './player';
import { filmEpisodeId, passSaveRhythm, serverProgressOfDevice } from './saved-progress';

// Issue 24: on a host page of another site, in a browser that blocks third-party cookies, the
// player's frame keeps its viewer signed in, and its device's progress, from one visit to the next.

let host: OtherOriginHost | undefined;
test.afterEach(async () => {
  await host?.close();
  host = undefined;
});

/** Blocks third-party cookies for the page and its frames, whatever the browser's default. */
async function blockThirdPartyCookies(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  // The controls take effect only while the session's Network domain is on; without it they are
  // accepted and change nothing.
  await cdp.send('Network.enable');
  await cdp.send('Network.setCookieControls', { enableThirdPartyCookieRestriction: true });
}

/** Serves a host page on another site (localhost) whose frame shows film 1, paused at first. */
async function serveFilmOnOtherSite(serverUrl: string): Promise<OtherOriginHost> {
  host = await serveHostPage(
    `<!doctype html><html lang="en"><title>Host</title><body>
<iframe src="${serverUrl}/player/?movie_id=1" allow="autoplay; fullscreen" width="720" height="405"></iframe>
</body></html>`,
    { site: 'other' },
  );
  return host;
}

/** Opens the host page (or reloads it) and waits for the player in its frame. */
async function openHostPage(page: Page, url: string): Promise<Player> {
  if (page.url() === url) await page.reload();
  else await page.goto(url);
  const player = new Player(page.frameLocator('iframe'));
  await expect(player.region).toBeVisible();
  return player;
}

/** The fault is real: the frame's own script cannot keep an unpartitioned cookie. */
async function expectThirdPartyCookiesBlocked(page: Page): Promise<void> {
  const frame = page.frames().find((candidate) => candidate !== page.mainFrame());
  const kept = await frame?.evaluate(() => {
    document.cookie = 'unpartitioned=1; path=/; SameSite=None; Secure';
    return document.cookie.includes('unpartitioned=1');
  });
  expect(kept).toBe(false);
}

/** A header of every catalogue call the frame makes, from now on ('' where it has none). */
function recordApiHeader(page: Page, serverUrl: string, name: string): string[] {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(`${serverUrl}/api/`)) sent.push(request.headers()[name] ?? '');
  });
  return sent;
}

test('a signed-in viewer stays signed in after the host page reloads', async ({
  page,
  serverUrl,
}) => {
  await blockThirdPartyCookies(page);
  const { url } = await serveFilmOnOtherSite(serverUrl);
  // The viewer signed in within this frame on an earlier visit; the access token (300 s) has since
  // expired, and its cookie with it. What is left is the refresh token, in this site's partition.
  const signIn = await fetch(`${serverUrl}/auth/authentication`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'viewer@example.com', password: 'viewer-password' }),
  });
  const { refreshToken } = (await signIn.json()) as { refreshToken: string };
  await page.context().addCookies([
    {
      name: 'refreshToken',
      value: refreshToken,
      // Not url, which would make the cookie Secure only on https, and a partitioned one must be.
      domain: new URL(serverUrl).hostname,
      path: '/',
      secure: true,
      sameSite: 'None',
      partitionKey: new URL(url).origin.replace(/:\d+$/, ''),
    },
  ]);
  const authorizations = recordApiHeader(page, serverUrl, 'authorization');

  await openHostPage(page, url);
  await expectThirdPartyCookiesBlocked(page);
  // The frame spent that refresh token for new tokens, and its calls went as the viewer.
  await expect.poll(() => authorizations.length).toBeGreaterThan(0);
  expect(authorizations.filter((header) => !header.startsWith('Bearer '))).toEqual([]);

  authorizations.length = 0;
  await openHostPage(page, url);
  // The new tokens were kept: a frame that had lost them would present the spent refresh token,
  // whose session the server then ends, and call as a guest.
  await expect.poll(() => authorizations.length).toBeGreaterThan(0);
  expect(authorizations.filter((header) => !header.startsWith('Bearer '))).toEqual([]);
  const details = await fetch(`${serverUrl}/auth/user/details`, {
    headers: { Authorization: authorizations[0] ?? '' },
  });
  expect(details.status).toBe(200);
  expect(((await details.json()) as { email: string }).email).toBe('viewer@example.com');
});

test('this device’s progress is found again after the host page reloads', async ({
  page,
  serverUrl,
}) => {
  await blockThirdPartyCookies(page);
  // The frame's timers are the test's: the pause's save need not wait out the 10 s rhythm.
  await page.clock.install();
  const { url } = await serveFilmOnOtherSite(serverUrl);
  const devices = recordApiHeader(page, serverUrl, 'x-session-context');

  const player = await openHostPage(page, url);
  await expectThirdPartyCookiesBlocked(page);
  await player.play();
  await player.expectPlaying(3.5);
  const paused = Math.floor(await player.pause());
  await passSaveRhythm(page);
  const [device = ''] = devices;
  expect(device).not.toBe('');
  await expect.poll(() => serverProgressOfDevice(serverUrl, device, 1, filmEpisodeId)).toBe(paused);

  const again = await openHostPage(page, url);
  // The frame's storage throws here, so only the server's progress for this device can say where.
  const stoppedAt = `0:00:${String(paused).padStart(2, '0')}`;
  await expect(again.scope.getByRole('dialog')).toContainText(`Вы остановились на ${stoppedAt}`);
  await again.press('Продолжить просмотр');
  await expect.poll(() => again.currentTime()).toBeGreaterThan(paused);
  // Every call of both visits named the one device.
  expect(new Set(devices)).toEqual(new Set([device]));
});
