import type { Page } from '@playwright/test';
import { clearFaults, contentVideo, currentTime, expect, injectFaults, test } from './fixtures';
import { filmEpisodeId, serverProgress } from './saved-progress';

// Spec §5 and §9: episode progress reaches the server at most every 10 s, whatever the cause.
const savePath = `/api/contents/1/episodes/${filmEpisodeId}/time-progress`;

/** The time-progress POSTs the page sends, with the moment each one left. */
function recordProgressPosts(page: Page): { at: number; time: number }[] {
  const posts: { at: number; time: number }[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'POST' || new URL(request.url()).pathname !== savePath) return;
    posts.push({ at: Date.now(), time: (request.postDataJSON() as { time: number }).time });
  });
  return posts;
}

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
  await expect.poll(() => posts.length, { timeout: 15_000 }).toBeGreaterThanOrEqual(2);
  for (const [index, post] of posts.entries()) {
    const previous = posts[index - 1];
    // The page's clock and the request event's delivery may differ by a few hundred ms at most.
    if (previous) expect(post.at - previous.at).toBeGreaterThanOrEqual(9_500);
  }
  expect(await serverHits(serverUrl)).toBe(posts.length);

  const watched = await currentTime(page);
  await page.close({ runBeforeUnload: true });
  // The player's clock trails the element's by up to one timeupdate (250 ms); the server keeps whole seconds.
  await expect
    .poll(() => serverProgress(page, serverUrl, 1, filmEpisodeId))
    .toBeGreaterThanOrEqual(Math.floor(watched - 0.25));
});
