import type { Page } from '@playwright/test';
import { clearFaults, currentTime, expect, framesPresented, injectFaults, test } from '../fixtures';
import { recordPlayerStats } from '../host-recorder';
import {
  expectFilmPositionSaved,
  expectNoFilmPositionSaved,
  faultHits,
  filmStream,
  fragmentPath,
  onEveryLevel,
  fragmentsFrom,
  expectStalledForData,
  markPageAndVideo,
  mediaSourceUrls,
  recordMediaSources,
  pauseWithKeyboard,
  samePageAndVideo,
  secondsPlayedWithin,
  videoLevels,
  videoSource,
} from './stream-helpers';
import { passSaveRhythm } from '../saved-progress';

// Film 1 from 7 s: the faults below hit fragment 2 (8–12 s), which plays a second in.
const filmFrom7s = '/player/?movie_id=1&auto_play=1&t=7';
const faultyFragment = { from: 8, to: 12 };
// How long the outages last: past a fragment's retries (0.5 s, then 1 s on: load-policies.ts).
const outageMs = 3_000;

/** The stream errors the player told analytics about (hls.js's details), in order. */
async function streamErrors(stats: () => Promise<{ name: string; payload: object }[]>) {
  return (await stats())
    .filter((stat) => stat.name === 'videoplayer_error')
    .map((stat) => (stat.payload as { error_type: string }).error_type);
}

/**
 * The viewer watched through the faulty fragment: time went past it, its picture was played
 * rather than skipped, and no error screen showed.
 */
async function expectWatchedThroughFaultyFragment(page: Page): Promise<void> {
  await expect
    .poll(() => currentTime(page), { timeout: 30_000 })
    .toBeGreaterThan(faultyFragment.to + 0.3);
  expect(await secondsPlayedWithin(page, faultyFragment.from, faultyFragment.to)).toBeGreaterThan(
    3.5,
  );
  expect(await framesPresented(page, 5)).toBe(5);
  await expect(page.getByRole('alert')).toHaveCount(0);
}

/** Pauses, then checks the position saved locally and on the server is where the film stopped. */
async function pauseAndExpectPositionSaved(page: Page, serverUrl: string): Promise<void> {
  const stoppedAt = await pauseWithKeyboard(page);
  await passSaveRhythm(page);
  await expectFilmPositionSaved(page, serverUrl, stoppedAt);
}

// The page's timers are the test's (at their own pace until told): the pause's save need not wait.
test.beforeEach(async ({ page }) => {
  await page.clock.install();
});

test.afterEach(async ({ serverUrl }) => {
  await clearFaults(serverUrl);
});

test('a fragment answering 404 once: hls.js loads it again and the film plays through it', async ({
  page,
  serverUrl,
}) => {
  const stats = await recordPlayerStats(page);
  await injectFaults(
    serverUrl,
    onEveryLevel((level) => fragmentPath(level, 2), {
      times: 1,
      action: { kind: 'status', status: 404 },
    }),
  );
  await page.goto(`${serverUrl}${filmFrom7s}`);
  await expectWatchedThroughFaultyFragment(page);
  expect(await faultHits(serverUrl)).toBeGreaterThan(0);
  expect(await streamErrors(stats)).toContain('fragLoadError');
  await pauseAndExpectPositionSaved(page, serverUrl);
});

test('an audio fragment answering 500 once is retried and the film plays through it', async ({
  page,
  serverUrl,
}) => {
  const stats = await recordPlayerStats(page);
  // The one audio rendition: there is no other copy to switch to, only a retry.
  await injectFaults(serverUrl, [
    { path: fragmentPath('audio_ru', 2), times: 1, action: { kind: 'status', status: 500 } },
  ]);
  await page.goto(`${serverUrl}${filmFrom7s}`);
  await expectWatchedThroughFaultyFragment(page);
  expect(await faultHits(serverUrl)).toBe(1);
  expect(await streamErrors(stats)).toContain('fragLoadError');
  await pauseAndExpectPositionSaved(page, serverUrl);
});

test('a fragment that stalls shows the buffering spinner, then arrives and plays', async ({
  page,
  serverUrl,
}) => {
  // Held by the server until the test has seen the stall, however long that takes.
  await injectFaults(
    serverUrl,
    onEveryLevel((level) => fragmentPath(level, 2), { times: 1, action: { kind: 'hold' } }),
  );
  await page.goto(`${serverUrl}${filmFrom7s}`);
  await expect.poll(() => currentTime(page), { timeout: 20_000 }).toBeGreaterThan(7.2);
  // The viewer sees the player waiting at the end of what it has, not an error.
  expect(await expectStalledForData(page)).toBeLessThan(faultyFragment.from + 0.1);
  await expect(page.getByRole('alert')).toHaveCount(0);
  await clearFaults(serverUrl);
  await expectWatchedThroughFaultyFragment(page);
  await expect(page.getByRole('status', { name: 'Загрузка' })).toHaveCount(0);
  await pauseAndExpectPositionSaved(page, serverUrl);
});

test('a fragment whose body is not media is given up: the film goes on past it, without an error screen', async ({
  page,
  serverUrl,
}) => {
  const stats = await recordPlayerStats(page);
  await injectFaults(
    serverUrl,
    onEveryLevel((level) => fragmentPath(level, 2), { times: 1, action: { kind: 'malformed' } }),
  );
  await page.goto(`${serverUrl}${filmFrom7s}`);
  // hls.js skips what no level could parse (up to the whole fragment); the film itself goes on.
  await expect
    .poll(() => currentTime(page), { timeout: 30_000 })
    .toBeGreaterThan(faultyFragment.to + 0.3);
  expect(await framesPresented(page, 5)).toBe(5);
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect(await faultHits(serverUrl)).toBeGreaterThan(0);
  expect(await streamErrors(stats)).toContain('fragParsingError');
  await pauseAndExpectPositionSaved(page, serverUrl);
});

test('a level playlist failing once is loaded again and the film plays', async ({
  page,
  serverUrl,
}) => {
  const stats = await recordPlayerStats(page);
  await injectFaults(
    serverUrl,
    onEveryLevel((level) => `${filmStream}/${level}/index.m3u8`, {
      times: 1,
      action: { kind: 'status', status: 500 },
    }),
  );
  await page.goto(`${serverUrl}/player/?movie_id=1&auto_play=1`);
  await expect.poll(() => currentTime(page), { timeout: 20_000 }).toBeGreaterThan(1.5);
  expect(await framesPresented(page, 5)).toBe(5);
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect(await faultHits(serverUrl)).toBeGreaterThan(0);
  expect(await streamErrors(stats)).toContain('levelLoadError');
  await pauseAndExpectPositionSaved(page, serverUrl);
});

test.describe('a master playlist that fails for good names its URL and saves nothing', () => {
  for (const { kind, path } of [
    { kind: 'the master playlist JSON', path: `${filmStream}/master.json` },
    { kind: 'the HLS master playlist', path: `${filmStream}/voice-ru.m3u8` },
  ]) {
    test(kind, async ({ page, serverUrl }) => {
      const fragments: string[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).pathname.endsWith('.m4s')) fragments.push(request.url());
      });
      await injectFaults(serverUrl, [{ path, action: { kind: 'status', status: 500 } }]);
      await page.goto(`${serverUrl}/player/?movie_id=1&auto_play=1`);
      await expect(page.getByRole('alert')).toHaveText(`Ошибка в загрузке: ${serverUrl}${path}`, {
        timeout: 20_000,
      });
      await expect(page.getByRole('status')).toHaveCount(0);
      expect(await faultHits(serverUrl)).toBeGreaterThan(0);
      expect(fragments).toEqual([]);
      await expectNoFilmPositionSaved(page, serverUrl);
    });
  }
});

/**
 * After an outage: the film went on from where it stopped, without a skip or an error screen, in
 * the same page, <video> and MediaSource (hls.js reloaded what was missing; nothing was rebuilt).
 */
async function expectResumedInPlace(page: Page, droppedAt: number, source: string) {
  const back = Date.now();
  // Within seconds: at once on `online`, else at the next restart (every 4 s at most).
  await expect.poll(() => currentTime(page), { timeout: 10_000 }).toBeGreaterThan(droppedAt + 0.5);
  test.info().annotations.push({ type: 'resumed after', description: `${Date.now() - back} ms` });
  await expect.poll(() => currentTime(page), { timeout: 30_000 }).toBeGreaterThan(droppedAt + 2);
  expect(await secondsPlayedWithin(page, droppedAt, droppedAt + 2)).toBeGreaterThan(1.5);
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect(await samePageAndVideo(page), 'the page and its <video> survived').toBe(true);
  expect(await videoSource(page), 'the MediaSource survived').toBe(source);
}

test('the network gone for 3 s mid-film: the player waits, then resumes by itself in the same page, video and source', async ({
  page,
  serverUrl,
  context,
}) => {
  const stats = await recordPlayerStats(page);
  // A slow network, so that the buffer has not run ahead to the end when the connection drops.
  await injectFaults(serverUrl, fragmentsFrom(2, { action: { kind: 'delay', ms: 1500 } }));
  await page.goto(`${serverUrl}${filmFrom7s}`);
  await expect.poll(() => currentTime(page), { timeout: 20_000 }).toBeGreaterThan(7.2);
  const source = await markPageAndVideo(page);

  await context.setOffline(true);
  const wentOffline = Date.now();
  // The film plays out what it has, then waits for the network: no error screen.
  await expect.poll(() => streamErrors(stats), { timeout: 15_000 }).toContain('fragLoadError');
  const droppedAt = await expectStalledForData(page);
  await page.waitForTimeout(outageMs - (Date.now() - wentOffline));
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByRole('status', { name: 'Загрузка' })).toBeVisible();

  await context.setOffline(false);
  await expectResumedInPlace(page, droppedAt, source);
  await pauseAndExpectPositionSaved(page, serverUrl);
});

test('the server cutting every connection for 3 s mid-film, the browser none the wiser: the player retries, then resumes in the same page, video and source', async ({
  page,
  serverUrl,
}) => {
  // The browser still believes it is online; every fragment after 8 s has its connection cut.
  await injectFaults(serverUrl, fragmentsFrom(2, { action: { kind: 'reset' } }));
  await page.goto(`${serverUrl}${filmFrom7s}`);
  await expect.poll(() => currentTime(page), { timeout: 20_000 }).toBeGreaterThan(7.2);
  const cutSince = Date.now();
  const source = await markPageAndVideo(page);

  const droppedAt = await expectStalledForData(page);
  expect(droppedAt).toBeLessThan(faultyFragment.from + 0.1);
  // The player keeps trying while the connections are cut (no `online` event will come).
  await expect.poll(() => faultHits(serverUrl), { timeout: 15_000 }).toBeGreaterThanOrEqual(4);
  await page.waitForTimeout(outageMs - (Date.now() - cutSince));
  await expect(page.getByRole('alert')).toHaveCount(0);

  await clearFaults(serverUrl);
  await expectResumedInPlace(page, droppedAt, source);
  await pauseAndExpectPositionSaved(page, serverUrl);
});

test('a fragment that does not decode: the player recovers with recoverMediaError and plays through it', async ({
  page,
  serverUrl,
}) => {
  const stats = await recordPlayerStats(page);
  // Fragment 2 of one level carries the other level's picture: it appends, then fails to decode.
  // (A fault rule's body is text; this needs real video bytes, so the page's network serves them.)
  const swapped: string[] = [];
  for (const level of videoLevels) {
    const other = videoLevels.find((candidate) => candidate !== level) ?? level;
    // By path: the request's address carries its CMCD query.
    await page.route(
      (url) => url.pathname === fragmentPath(level, 2),
      async (route) => {
        swapped.push(route.request().url());
        const response = await route.fetch({ url: `${serverUrl}${fragmentPath(other, 2)}` });
        await route.fulfill({ response });
      },
      { times: 1 },
    );
  }
  // Recorded from the page's start: on a busy machine the recovery can come before any later mark.
  await recordMediaSources(page);
  await page.goto(`${serverUrl}${filmFrom7s}`);
  await expect.poll(() => currentTime(page), { timeout: 20_000 }).toBeGreaterThan(7.2);
  await markPageAndVideo(page);

  await expectWatchedThroughFaultyFragment(page);
  expect(swapped.length).toBeGreaterThan(0);
  // Appended, the other level's picture fails either to decode or already to append.
  expect(await streamErrors(stats)).toEqual(
    expect.arrayContaining([expect.stringMatching(/^(mediaError3|bufferAppendError)$/)]),
  );
  // recoverMediaError gives the same element, in the same page, a second MediaSource.
  expect(await samePageAndVideo(page), 'the page and its <video> survived').toBe(true);
  const sources = await mediaSourceUrls(page);
  expect(sources.length, 'one MediaSource at the start, more from the recovery').toBeGreaterThan(1);
  expect(await videoSource(page)).toBe(sources.at(-1));
  await pauseAndExpectPositionSaved(page, serverUrl);
});
