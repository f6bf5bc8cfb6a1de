import type { Page } from '@playwright/test';
import { currentTime, expect, test } from './fixtures';

test.use({ viewport: { width: 1280, height: 720 } });

interface CommitCounter {
  __commits?: number;
}

/**
 * A stand-in for the React DevTools hook, installed before the page's scripts run: React (the
 * production build too) registers with it and calls onCommitFiberRoot once per commit.
 */
function installCommitCounter() {
  const target = window as unknown as CommitCounter & Record<string, unknown>;
  target.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    isDisabled: false,
    supportsFiber: true,
    renderers: new Map(),
    inject() {
      return 1;
    },
    onCommitFiberRoot() {
      target.__commits = (target.__commits ?? 0) + 1;
    },
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
    checkDCE() {},
  };
}

const commits = (page: Page) =>
  page.evaluate(() => (window as unknown as CommitCounter).__commits ?? 0);
const resetCommits = (page: Page) =>
  page.evaluate(() => {
    (window as unknown as CommitCounter).__commits = 0;
  });

test('while playing with no interaction, React commits at most 4 times a second', async ({
  page,
  serverUrl,
}) => {
  await page.addInitScript(installCommitCounter);
  await page.goto(`${serverUrl}/player/?movie_id=1&auto_play=1`);
  await expect(page.getByRole('button', { name: 'Пауза' })).toBeVisible();
  await expect.poll(() => currentTime(page)).toBeGreaterThan(0.3);

  // The counter works: a pause and a play from the bar commit. The controls may have faded
  // already: a first move wakes them, a second one rests the pointer on the bar, where they stay.
  const player = page.locator('.player');
  const pauseButton = page.getByRole('button', { name: 'Пауза' });
  const box = await pauseButton.boundingBox();
  if (!box) throw new Error('no pause button');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await expect(player).toHaveAttribute('data-controls', 'visible');
  await page.mouse.move(box.x + box.width / 2 + 1, box.y + box.height / 2);
  await resetCommits(page);
  await pauseButton.click();
  await page.getByRole('button', { name: 'Воспроизвести' }).click();
  await expect(page.getByRole('button', { name: 'Пауза' })).toBeVisible();
  expect(await commits(page), 'the commit counter does not count').toBeGreaterThan(0);

  // Off the bar and still: the controls fade.
  await page.mouse.move(640, 300);
  await expect(player).toHaveAttribute('data-controls', 'hidden', { timeout: 5000 });

  const startTime = await currentTime(page);
  const { count, seconds } = await page.evaluate(async () => {
    const target = window as unknown as CommitCounter;
    target.__commits = 0;
    const started = performance.now();
    await new Promise((resolve) => setTimeout(resolve, 5000));
    return { count: target.__commits, seconds: (performance.now() - started) / 1000 };
  });
  // It really played all along (a paused video would commit nothing, passing vacuously).
  expect(await currentTime(page)).toBeGreaterThan(startTime + 3);
  await expect(player).toHaveAttribute('data-controls', 'hidden');

  const perSecond = count / seconds;
  // The time display still moves once a second, so some commits must be seen.
  expect(count, 'no commit in 5 s of playback: is the counter working?').toBeGreaterThan(0);
  expect(
    perSecond,
    `${count} commits in ${seconds.toFixed(1)} s of playback with no interaction`,
  ).toBeLessThanOrEqual(4);
});
