import { test as base, type Page } from '@playwright/test';
import { expect } from './expect';
import { startTestServer } from '../server/testing/test-server';

export { clearFaults, injectFaults } from '../server/testing/fault-routes';

interface WorkerFixtures {
  /** Origin of a reference server (fresh database, faults on) this worker started on a free port. */
  serverUrl: string;
}

interface TestFixtures {
  /** Fails the test when the page throws an uncaught error or breaks its CSP. */
  pageProblems: string[];
  /**
   * Whether the player shows the server's ad list (one pre-roll). Off by default: a test of the
   * film itself points the player at an empty ad list, as a host without ads would.
   */
  serverAds: boolean;
  noAdsByDefault: undefined;
}

/** Playwright's test with a real reference server per worker, closed when the worker ends. */
export const test = base.extend<TestFixtures, WorkerFixtures>({
  serverUrl: [
    async ({}, use) => {
      const server = await startTestServer({ faults: true });
      await use(server.origin);
      await server.close();
    },
    { scope: 'worker' },
  ],
  serverAds: [false, { option: true }],
  noAdsByDefault: [
    async ({ page, serverAds, serverUrl }, use) => {
      if (!serverAds) {
        await page.addInitScript((adListUrl) => {
          (window as Window & { playerEmbed?: object }).playerEmbed = { adListUrl };
        }, `${serverUrl}/media/ads/no-ads.json`);
      }
      await use(undefined);
    },
    { auto: true },
  ],
  pageProblems: [
    async ({ page }, use) => {
      const problems: string[] = [];
      page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
      page.on('console', (message) => {
        if (/Content Security Policy/i.test(message.text())) problems.push(message.text());
      });
      await use(problems);
      expect(problems, 'the page threw or broke its Content-Security-Policy').toEqual([]);
    },
    { auto: true },
  ],
});

/** The content <video> of the player page. */
export function contentVideo(page: Page) {
  return page.locator('video[data-player="content"]');
}

/** Resolves once the content video has presented `count` new frames (requestVideoFrameCallback). */
export async function framesPresented(page: Page, count: number): Promise<number> {
  // The video element appears once the catalogue has answered.
  await contentVideo(page).waitFor({ state: 'attached' });
  return page.evaluate(
    (wanted) =>
      new Promise<number>((resolve) => {
        const video = document.querySelector<HTMLVideoElement>('video[data-player="content"]');
        if (!video) throw new Error('no content video');
        let seen = 0;
        const onFrame = () => {
          seen += 1;
          if (seen >= wanted) resolve(seen);
          else video.requestVideoFrameCallback(onFrame);
        };
        video.requestVideoFrameCallback(onFrame);
      }),
    count,
  );
}

/** The content video's currentTime. */
export function currentTime(page: Page): Promise<number> {
  return contentVideo(page).evaluate((video: HTMLVideoElement) => video.currentTime);
}

export { expect };
