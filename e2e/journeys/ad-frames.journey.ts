import {
  frameReach,
  markupQuestion,
  noteAfterInit,
  serveAttackerSite,
  stolenReports,
  surveyQuestion,
  tokenCookie,
  vpaidFrameState,
} from '../ad-frame-attack';
import type { EngineDriver } from './driver';
import { expect, journey } from './journey-test';

// The security finding of the ad frames, in every engine (e2e/ad-frame-isolation.spec.ts has it
// in Chromium, from another site): a page of another origin frames the VPAID frame and the SIMID
// survey, drives them as the player would, and must not run its code at the player's origin.

/**
 * Signs the viewer in for real and keeps the tokens as the player does (src/api/cookie-jar.ts):
 * cookies of the player's origin, SameSite=None and Secure.
 */
async function signInViewer(driver: EngineDriver, serverUrl: string): Promise<string> {
  const response = await fetch(`${serverUrl}/auth/authentication`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'viewer@example.com', password: 'viewer-password' }),
  });
  const tokens = (await response.json()) as { accessToken: string; refreshToken: string };
  // A page of the player's origin that runs nothing of its own.
  await driver.open(`${serverUrl}/robots.txt`);
  await driver.evaluate(
    (cookies) => {
      for (const cookie of cookies) document.cookie = `${cookie}; path=/; SameSite=None; Secure`;
    },
    [`${tokenCookie}=${tokens.accessToken}`, `refreshToken=${tokens.refreshToken}`],
  );
  return tokens.accessToken;
}

journey(
  'a page of another origin that frames the VPAID frame and the SIMID survey and drives them as the player would runs no code at the player’s origin',
  async ({ driver, serverUrl }) => {
    const token = await signInViewer(driver, serverUrl);
    // Another port of the player's host: the same site, so that every engine gives the frames
    // the viewer's cookies (across sites, Firefox and WebKit would keep them from any frame).
    const attacker = await serveAttackerSite(serverUrl, { site: 'same' });
    const stolen = () => driver.evaluate(stolenReports);
    try {
      await driver.open(new URL('/vpaid', attacker.url).href);
      await expect.poll(() => driver.evaluate(() => 'frameLoaded' in window)).toBe(true);
      const vpaidFrame = '/player/vpaid-frame.html';
      await driver.evaluateInFrame(vpaidFrame, noteAfterInit);
      await driver.evaluate(() => (window as unknown as { attack(): void }).attack());
      // Settled once the attacker's code reported, or once the frame had the init and left it.
      await expect
        .poll(async () => {
          if ((await stolen()).length > 0) return true;
          const state = await driver.evaluateInFrame(vpaidFrame, vpaidFrameState);
          return state.afterInitSeen && !state.loadedAttackScript;
        })
        .toBe(true);
      expect(JSON.stringify(await stolen())).not.toContain(token);
      expect(await stolen(), 'what the attacker’s code sent from the VPAID frame').toEqual([]);
      const vpaidReach = await driver.evaluateInFrame(vpaidFrame, frameReach);
      expect(vpaidReach.origin).toBe('null');
      expect(vpaidReach.cookie).not.toContain(token);

      await driver.open(new URL('/simid', attacker.url).href);
      const survey = '/media/simid/creatives/survey.html';
      // Settled once the attacker's code reported, or once the survey showed the question as text.
      await expect
        .poll(async () => {
          if ((await stolen()).length > 0) return true;
          return (await driver.evaluateInFrame(survey, surveyQuestion)) === markupQuestion;
        })
        .toBe(true);
      expect(JSON.stringify(await stolen())).not.toContain(token);
      expect(await stolen(), 'what the attacker’s code sent from the survey').toEqual([]);
      const surveyReach = await driver.evaluateInFrame(survey, frameReach);
      expect(surveyReach.origin).toBe('null');
      expect(surveyReach.cookie).not.toContain(token);
    } finally {
      await attacker.close();
    }
  },
);
