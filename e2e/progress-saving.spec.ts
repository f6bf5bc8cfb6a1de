import type { Page } from '@playwright/test';
import { clearFaults, contentVideo, currentTime, expect, injectFaults, test } from './fixtures';
import { filmEpisodeId, serverProgress } from './saved-progress';

// Spec §5 and §9: episode progress reaches the server at most every 10 s, whatever the cause.
const savePath = `/api/contents/1/episodes/${filmEpisodeId}/time-progress`;

/** The time-progress POSTs the page sends, with the time each one carried. */
function recordProgressPosts(page: Page): { time: number }[] {
  const posts: { time: number }[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'POST' || new URL(request.url()).pathname !== savePath) return;
    posts.push({ time: (request.postDataJSON() as { time: number }).time });
  });
  return posts;
}

/** Stamps each time-progress POST with the page's own clock (the throttle's), as fetch starts it. */
function stampProgressPosts(path: string) {
  const stamps: number[] = [];
  Object.assign(window, { progressPostStamps: stamps });
  const send = window.fetch.bind(window);
  window.fetch = (input, init) => {
    const request = input instanceof Request ? input : undefined;
    const url = new URL(request?.url ?? String(input), location.href);
    const method = init?.method ?? request?.method ?? 'GET';
    if (method === 'POST' && url.pathname === path) stamps.push(Date.now());
    return send(input, init);
  };
}

const postStamps = (page: Page) =>
  page.evaluate(() => (window as unknown as { progressPostStamps: number[] }).progressPostStamps);

/** How many requests the server's fault rules have seen (here: the progress saves it got). */
async function serverHits(serverUrl: string): Promise<number> {
  const response = await fetch(`${serverUrl}/__faults`);
  const { rules } = (await response.json()) as { rules: { hits: number }[] };
  return rules.reduce((sum, rule) => sum + rule.hits, 0);
}

async function togglePause(page: Page, paused: boolean): Promise<void> {
  await page.keyboard.press('k');
  await expect(contentVideo(page)).toHaveJSProperty('paused', paused);
}

/** Seeks ±10 s while paused, so the time to expect stands still. */
async function seek(page: Page, key: 'ArrowRight' | 'ArrowLeft'): Promise<void> {
  const before = await currentTime(page);
  await page.keyboard.press(key);
  const step = key === 'ArrowRight' ? 10 : -10;
  await expect.poll(() => currentTime(page)).toBeCloseTo(before + step, 0);
}

test.afterEach(async ({ serverUrl }) => clearFaults(serverUrl));

test('pauses, plays and seeks within seconds make at most one server save per 10 s; the last position still reaches the server when the page goes away', async ({
  page,
  serverUrl,
}) => {
  // A rule that changes nothing (no delay) but counts what the server got.
  await injectFaults(serverUrl, [
    { method: 'POST', path: savePath, action: { kind: 'delay', ms: 0 } },
  ]);
  // The page's timers are the test's: the 10 s are jumped over, and checked to the bound.
  await page.clock.install();
  await page.addInitScript(stampProgressPosts, savePath);
  const posts = recordProgressPosts(page);
  await page.goto(`${serverUrl}/player/?movie_id=1&t=2&auto_play=1`);
  // The first non-zero second goes at once.
  await expect.poll(() => posts.length).toBe(1);

  // Each pause and each seek's end used to be a save of its own.
  for (let round = 0; round < 2; round += 1) {
    await togglePause(page, true);
    await seek(page, 'ArrowRight');
    await seek(page, 'ArrowLeft');
    await togglePause(page, false);
  }
  // The newest position goes when the 10 s since the first save are over, and only then.
  const [first = 0] = await postStamps(page);
  await page.clock.pauseAt(first + 9_900);
  expect(await postStamps(page)).toHaveLength(1);
  await page.clock.fastForward(200);
  await page.clock.resume();
  await expect.poll(() => posts.length).toBeGreaterThanOrEqual(2);
  const stamps = await postStamps(page);
  expect(stamps).toHaveLength(posts.length);
  for (const [index, at] of stamps.entries()) {
    const previous = stamps[index - 1];
    // The throttle reads the clock a few ms before fetch does: 100 ms is ample.
    if (previous !== undefined) expect(at - previous).toBeGreaterThanOrEqual(9_900);
  }
  expect(await serverHits(serverUrl)).toBe(posts.length);

  const watched = await currentTime(page);
  await page.close({ runBeforeUnload: true });
  // The player's clock trails the element's by up to one timeupdate (250 ms); the server keeps whole seconds.
  await expect
    .poll(() => serverProgress(page, serverUrl, 1, filmEpisodeId))
    .toBeGreaterThanOrEqual(Math.floor(watched - 0.25));
});
