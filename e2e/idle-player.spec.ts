import type { Page } from '@playwright/test';
import { contentVideo, currentTime, expect, framesPresented, test } from './fixtures';

// The player's desktop layout.
test.use({ viewport: { width: 1280, height: 720 } });

/** Records the path of every request the page makes under /media/ (playlists, init segments, fragments). */
function recordMediaRequests(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/media/films/')) paths.push(pathname);
  });
  return paths;
}

/**
 * Counts, from the page's start, the turns of its 100 ms intervals: hls.js's loaders decide on
 * each turn whether to fetch more, so a count of turns is how many chances they had.
 */
async function countLoaderTurns(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const state = { turns: 0 };
    Object.assign(window, { loaderTurns: state });
    const setInterval = window.setInterval.bind(window);
    window.setInterval = ((handler: TimerHandler, ms?: number, ...args: unknown[]) =>
      setInterval(
        (...callArgs: unknown[]) => {
          if (ms === 100) state.turns += 1;
          if (typeof handler === 'function') (handler as (...a: unknown[]) => void)(...callArgs);
        },
        ms,
        ...args,
      )) as typeof window.setInterval;
  });
}

const loaderTurns = (page: Page) =>
  page.evaluate(() => (window as unknown as { loaderTurns: { turns: number } }).loaderTurns.turns);

const fragments = (paths: string[]) => paths.filter((path) => path.endsWith('.m4s'));
const initSegments = (paths: string[]) => paths.filter((path) => path.endsWith('.mp4'));
const streamFiles = (paths: string[]) => paths.filter((path) => !path.endsWith('.json'));

test('an idle player loads the first fragment of each track and nothing more, then plays on the click', async ({
  page,
  serverUrl,
}) => {
  test.setTimeout(90_000);
  const requested = recordMediaRequests(page);
  // The page's timers are the test's (at their own pace until told), so the idle wait is jumped.
  await page.clock.install();
  await countLoaderTurns(page);
  await page.goto(`${serverUrl}/player/?movie_id=1`);
  await expect(page.getByRole('button', { name: 'Воспроизвести' }).first()).toBeVisible();
  // The buffer a nobody-watching player keeps, once the first fragments are in and appended: then
  // hls.js's loaders get 300 turns (ten seconds of the page's clock) to fetch more, if they would.
  await expect.poll(() => fragments(requested).length).toBeGreaterThanOrEqual(2);
  await expect
    .poll(() => contentVideo(page).evaluate((video: HTMLVideoElement) => video.buffered.length))
    .toBeGreaterThan(0);
  const turnsBefore = await loaderTurns(page);
  await page.clock.runFor(10_000);
  expect(await loaderTurns(page)).toBeGreaterThanOrEqual(turnsBefore + 300);
  const idle = [...requested].map((path) => path.replace('/media/films/film-1/', ''));
  // One video and one audio track: the init segment and the first fragment of each.
  expect(fragments(idle).sort()).toEqual([
    expect.stringMatching(/^(360p|720p)\/seg_000\.m4s$/),
    'audio_ru/seg_000.m4s',
  ]);
  expect(initSegments(idle)).toHaveLength(2);
  const bufferedEnd = await contentVideo(page).evaluate((video: HTMLVideoElement) =>
    video.buffered.length > 0 ? video.buffered.end(video.buffered.length - 1) : 0,
  );
  expect(bufferedEnd).toBeGreaterThan(0);
  expect(bufferedEnd).toBeLessThanOrEqual(4.1);

  // A seek before the play shows the picture where it lands, with the fragment there and no more.
  await contentVideo(page).evaluate((video: HTMLVideoElement) => (video.currentTime = 13));
  await expect
    .poll(() => contentVideo(page).evaluate((video: HTMLVideoElement) => video.readyState))
    .toBeGreaterThanOrEqual(2);
  const afterSeek = fragments(requested).map((path) => path.replace('/media/films/film-1/', ''));
  expect(afterSeek).toContain('audio_ru/seg_003.m4s');
  expect(afterSeek.some((path) => /^(360p|720p)\/seg_003\.m4s$/.test(path))).toBe(true);
  expect(afterSeek.filter((path) => /seg_00[5-9]/.test(path))).toEqual([]);

  await page.getByRole('button', { name: 'Воспроизвести' }).first().click();
  expect(await framesPresented(page, 5)).toBe(5);
  // Past the fragment in hand: the buffer fills again once the film plays.
  await expect.poll(() => currentTime(page), { timeout: 15_000 }).toBeGreaterThan(17);
  expect(fragments(requested).length).toBeGreaterThan(6);
});

test('a viewer saving data gets no fragment, no playlist before the play, then the film on one click', async ({
  page,
  serverUrl,
}) => {
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'connection', {
      configurable: true,
      get: () => ({ saveData: true, downlink: 10, effectiveType: '4g' }),
    });
  });
  // Such a browser also says so with every request, so the page's response preloads no stream.
  await page.setExtraHTTPHeaders({ 'Save-Data': 'on' });
  const requested = recordMediaRequests(page);
  await page.goto(`${serverUrl}/player/?movie_id=1`);
  const play = page.getByRole('button', { name: 'Воспроизвести' });
  await expect(play).toBeVisible();
  await expect(page.locator('.standby-poster')).toHaveAttribute('src', /content-1\.jpg$/);
  // Standing by, the player attaches no source at all: the element has none to load.
  await expect(contentVideo(page)).toHaveJSProperty('networkState', 0 /* NETWORK_EMPTY */);
  expect(streamFiles(requested)).toEqual([]);

  await play.click();
  expect(await framesPresented(page, 5)).toBe(5);
  await expect.poll(() => currentTime(page)).toBeGreaterThan(1);
  expect(fragments(requested).length).toBeGreaterThan(0);
});
