import { test as base, expect, type Page } from '@playwright/test';
import { buildServer } from '../server/app';
import { repoPaths } from '../server/paths';

interface WorkerFixtures {
  /** Origin of a reference server this worker started on a free loopback port. */
  serverUrl: string;
}

interface TestFixtures {
  /** Fails the test when the page throws an uncaught error or breaks its CSP. */
  pageProblems: string[];
}

/** Playwright's test with a real reference server per worker, closed when the worker ends. */
export const test = base.extend<TestFixtures, WorkerFixtures>({
  serverUrl: [
    async ({}, use) => {
      const app = await buildServer(repoPaths);
      const address = await app.listen({ host: '127.0.0.1', port: 0 });
      await use(address);
      await app.close();
    },
    { scope: 'worker' },
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
export function framesPresented(page: Page, count: number): Promise<number> {
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
