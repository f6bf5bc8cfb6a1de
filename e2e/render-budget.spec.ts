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

/** Over ms of playback: React commits, and changes to the controls' DOM (nodes, attributes, text). */
function watchPlayback(page: Page, ms: number) {
  return page.evaluate(async (duration) => {
    const target = window as unknown as CommitCounter;
    let mutations = 0;
    const observer = new MutationObserver((records) => (mutations += records.length));
    const layer = document.querySelector('.controls-layer');
    if (!layer) throw new Error('no controls layer');
    observer.observe(layer, {
      subtree: true,
      childList: true,
      attributes: true,
      characterData: true,
    });
    target.__commits = 0;
    const started = performance.now();
    await new Promise((resolve) => setTimeout(resolve, duration));
    observer.disconnect();
    return {
      commits: target.__commits ?? 0,
      mutations,
      seconds: (performance.now() - started) / 1000,
    };
  }, ms);
}

/** Whether the film is buffered to its end (within half a second). */
function bufferedToEnd(page: Page): Promise<boolean> {
  return page.locator('video[data-player="content"]').evaluate((video: HTMLVideoElement) => {
    const { buffered, duration } = video;
    return buffered.length > 0 && buffered.end(buffered.length - 1) >= duration - 0.5;
  });
}

test('while playing, React commits at most 4 times a second, and faded controls are left alone', async ({
  page,
  serverUrl,
}) => {
  await page.addInitScript(installCommitCounter);
  await page.goto(`${serverUrl}/player/?movie_id=1&auto_play=1`);
  await expect(page.getByRole('button', { name: 'Пауза' })).toBeVisible();
  await expect.poll(() => currentTime(page)).toBeGreaterThan(0.3);
  // The budget is for steady playback: the start's one-off changes (fragments pouring in, the
  // first level switch) come within a window that depends on the machine's speed. On loopback
  // the whole 30 s film is soon buffered, and then they are over.
  await expect.poll(() => bufferedToEnd(page)).toBe(true);

  // The controls may have faded already: a first move wakes them, a second one rests the pointer
  // on the bar, where they stay.
  const player = page.locator('.player');
  const pauseButton = page.getByRole('button', { name: 'Пауза' });
  const box = await pauseButton.boundingBox();
  if (!box) throw new Error('no pause button');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await expect(player).toHaveAttribute('data-controls', 'visible');
  await page.mouse.move(box.x + box.width / 2 + 1, box.y + box.height / 2);

  // Shown, the time display and the seek bar move once a second.
  const shown = await watchPlayback(page, 3000);
  await expect(player).toHaveAttribute('data-controls', 'visible');
  expect(shown.commits, 'no commit in 3 s of playback: is the counter working?').toBeGreaterThan(0);
  expect(shown.mutations, 'the shown time display did not move').toBeGreaterThan(0);
  expect(
    shown.commits / shown.seconds,
    `${shown.commits} commits in ${shown.seconds.toFixed(1)} s of playback with the controls shown`,
  ).toBeLessThanOrEqual(4);

  // Off the bar and still: the controls fade, and playback no longer redraws them.
  await page.mouse.move(640, 300);
  await expect(player).toHaveAttribute('data-controls', 'hidden', { timeout: 5000 });
  const startTime = await currentTime(page);
  const faded = await watchPlayback(page, 3000);
  // It really played all along (a paused video would change nothing, passing vacuously).
  expect(await currentTime(page)).toBeGreaterThan(startTime + 2);
  await expect(player).toHaveAttribute('data-controls', 'hidden');
  expect(faded.mutations, 'changes to the faded controls').toBe(0);
  expect(faded.commits / faded.seconds).toBeLessThanOrEqual(4);

  // Shown again, they catch up at once with where the film is.
  await page.mouse.move(600, 320);
  await expect(player).toHaveAttribute('data-controls', 'visible');
  await expect
    .poll(async () => {
      const [shownText, seconds] = [
        await page.getByTestId('current-time').textContent(),
        await currentTime(page),
      ];
      const [minutes = '0', rest = '0'] = (shownText ?? '').split(':');
      return Math.abs(Number(minutes) * 60 + Number(rest) - seconds);
    })
    .toBeLessThan(1.5);
});
