import type { Frame, Page } from '@playwright/test';
import {
  frameReach,
  markupQuestion,
  noteAfterInit,
  serveAttackerSite,
  stolenReports,
  surveyQuestion,
  tokenCookie,
  vpaidFrameState,
} from './ad-frame-attack';
import { expect, test } from './fixtures';
import type { OtherOriginHost } from './other-origin-host';

// The security finding of the ad frames: a page of another site framed /player/vpaid-frame.html
// or the SIMID survey, drove it as the player would, and ran its own code at the player's origin,
// where it read the signed-in viewer's tokens and called the auth service as them. The frames now
// sandbox themselves (their own CSP), the VPAID frame hears only its player, and the survey
// writes its question as text.

let attacker: OtherOriginHost | undefined;
test.afterEach(async () => {
  await attacker?.close();
  attacker = undefined;
});

/**
 * Serves the attacker's site (on another site than the player's: localhost beside 127.0.0.1) and
 * opens its page at path, with the viewer signed in for real. The attacker is a site the player is
 * embedded on, where the viewer signed in within the player's frame: the tokens are cookies of the
 * player's origin, SameSite=None, Secure and partitioned by that site (src/api/cookie-jar.ts keeps
 * them so where third-party cookies are blocked, as in this Chromium), which any frame of the
 * player's origin on that site reads. Returns the viewer's access token.
 */
async function openAttackerPage(page: Page, serverUrl: string, path: string): Promise<string> {
  attacker = await serveAttackerSite(serverUrl, { site: 'other' });
  const response = await fetch(`${serverUrl}/auth/authentication`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'viewer@example.com', password: 'viewer-password' }),
  });
  const tokens = (await response.json()) as { accessToken: string; refreshToken: string };
  const cookie = {
    // Not url, which would make the cookie Secure only on https, and a partitioned one must be.
    domain: new URL(serverUrl).hostname,
    path: '/',
    secure: true,
    sameSite: 'None',
    partitionKey: new URL(attacker.url).origin.replace(/:\d+$/, ''),
  } as const;
  await page.context().addCookies([
    { ...cookie, name: tokenCookie, value: tokens.accessToken },
    { ...cookie, name: 'refreshToken', value: tokens.refreshToken },
  ]);
  await page.goto(new URL(path, attacker.url).href);
  return tokens.accessToken;
}

/** The frame of the page whose URL has this path. */
async function frameAt(page: Page, path: string): Promise<Frame> {
  await expect.poll(() => page.frames().some((frame) => frame.url().includes(path))).toBe(true);
  const frame = page.frames().find((candidate) => candidate.url().includes(path));
  if (!frame) throw new Error(`no frame at ${path}`);
  return frame;
}

test('another site that frames the VPAID frame and sends it an init cannot run its script at the player’s origin', async ({
  page,
  serverUrl,
}) => {
  const token = await openAttackerPage(page, serverUrl, '/vpaid');
  await expect.poll(() => page.evaluate(() => 'frameLoaded' in window)).toBe(true);
  const frame = await frameAt(page, '/player/vpaid-frame.html');
  await frame.evaluate(noteAfterInit);
  await page.evaluate(() => (window as unknown as { attack(): void }).attack());
  // Settled once the attacker's code reported, or once the frame had the init and left it.
  await expect
    .poll(async () => {
      if ((await page.evaluate(stolenReports)).length > 0) return true;
      const state = await frame.evaluate(vpaidFrameState);
      return state.afterInitSeen && !state.loadedAttackScript;
    })
    .toBe(true);
  const stolen = await page.evaluate(stolenReports);
  expect(JSON.stringify(stolen)).not.toContain(token);
  expect(stolen.filter((report) => report.origin === serverUrl)).toEqual([]);
  expect(stolen, 'what the attacker’s code sent from the frame').toEqual([]);
  // Whatever runs in the frame, however it is framed: an opaque origin, no cookie of the player's.
  expect(await frame.evaluate(frameReach)).toEqual({ origin: 'null', cookie: 'SecurityError' });
});

test('another site that frames the SIMID survey and starts it with a question of markup cannot run code at the player’s origin', async ({
  page,
  serverUrl,
}) => {
  const token = await openAttackerPage(page, serverUrl, '/simid');
  const frame = await frameAt(page, '/media/simid/creatives/survey.html');
  // Settled once the attacker's code reported, or once the survey showed the question as text.
  await expect
    .poll(async () => {
      if ((await page.evaluate(stolenReports)).length > 0) return true;
      return (await frame.evaluate(surveyQuestion)) === markupQuestion;
    })
    .toBe(true);
  const stolen = await page.evaluate(stolenReports);
  expect(JSON.stringify(stolen)).not.toContain(token);
  expect(stolen.filter((report) => report.origin === serverUrl)).toEqual([]);
  expect(stolen, 'what the attacker’s code sent from the frame').toEqual([]);
  expect(await frame.evaluate(frameReach)).toEqual({ origin: 'null', cookie: 'SecurityError' });
});
