import type { Page } from '@playwright/test';
import { clearFaults, currentTime, expect, injectFaults, test } from './fixtures';
import { fragmentsFrom } from './faults/stream-helpers';
import { serveHostPage, type OtherOriginHost } from './other-origin-host';

// Film 1's stream from two CDN stand-ins of the reference server (/cdn/a/ and /cdn/b/, one fault
// rule away from failing): film 7 under HLS content steering (pathways a and b, the steering
// server at /cdn/steering), film 8 as redundant variants (docs/reliability.md). The faults start
// at fragment 2 (8–12 s): the film has 8 s in hand when a CDN goes, and plays a second into it
// (hls.js, buffering 30 s ahead, has asked for the whole film by then).

type Cdn = 'a' | 'b';
const cdnStream = (cdn: Cdn) => `/cdn/${cdn}/media/films/film-1`;
const steeredFilm = '/player/?movie_id=7&auto_play=1';
const redundantFilm = '/player/?movie_id=8&auto_play=1';
const playedPast = 9;

/** A fragment the page received: its CDN, rendition and number. */
interface Served {
  cdn: Cdn;
  rendition: string;
  index: number;
}

/** Records every fragment a CDN stand-in delivered to the page (a 200), in order. */
function recordServedFragments(page: Page): Served[] {
  const served: Served[] = [];
  page.on('response', (response) => {
    const match = /^\/cdn\/(a|b)\/media\/films\/film-1\/(\w+)\/seg_(\d+)\.m4s$/.exec(
      new URL(response.url()).pathname,
    );
    if (!match || response.status() !== 200) return;
    served.push({ cdn: match[1] as Cdn, rendition: match[2] ?? '', index: Number(match[3]) });
  });
  return served;
}

const videoFragments = (served: Served[], cdn: Cdn) =>
  served.filter((fragment) => fragment.cdn === cdn && fragment.rendition !== 'audio_ru');

/**
 * Records, from the page's first script on, every stall of the content video after its first
 * frame for want of media (from its `waiting` to its next `playing`, ms on the page's clock).
 */
async function recordStalls(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const stalls: { from: number; to?: number }[] = [];
    let started = false;
    const isContentVideo = (target: EventTarget | null) =>
      target instanceof HTMLVideoElement && target.dataset.player === 'content';
    const lastStall = () => stalls[stalls.length - 1];
    const bufferedAhead = ({ buffered, currentTime }: HTMLVideoElement) => {
      for (let index = 0; index < buffered.length; index += 1) {
        const end = buffered.end(index);
        if (buffered.start(index) <= currentTime + 0.1 && currentTime < end)
          return end - currentTime;
      }
      return 0;
    };
    document.addEventListener(
      'playing',
      (event) => {
        if (!isContentVideo(event.target)) return;
        started = true;
        const stall = lastStall();
        if (stall && stall.to === undefined) stall.to = performance.now();
      },
      true,
    );
    document.addEventListener(
      'waiting',
      (event) => {
        if (!isContentVideo(event.target) || !started) return;
        if (lastStall()?.to === undefined && stalls.length > 0) return;
        // With a second or more buffered ahead, the decoder fell behind on a busy machine: a
        // stall of the machine, not of delivery (seen at 2 to 72 ms under load, before a fault).
        if (bufferedAhead(event.target as HTMLVideoElement) >= 1) return;
        stalls.push({ from: performance.now() });
      },
      true,
    );
    Object.assign(window, { contentStalls: stalls });
  });
}

/** The stalls so far, each as its length in ms (one still going on counts to now). */
function stallLengths(page: Page): Promise<number[]> {
  return page.evaluate(() =>
    (window as unknown as { contentStalls: { from: number; to?: number }[] }).contentStalls.map(
      (stall) => Math.round((stall.to ?? performance.now()) - stall.from),
    ),
  );
}

/** States the longest stall in the test's report, and returns it. */
async function reportLongestStall(page: Page): Promise<number> {
  const longest = Math.max(0, ...(await stallLengths(page)));
  test.info().annotations.push({ type: 'longest stall', description: `${longest} ms` });
  return longest;
}

/** Records, from the page's first script on, when (the page's clock) an error screen first shows. */
async function recordErrorScreen(page: Page): Promise<void> {
  await page.addInitScript(() => {
    new MutationObserver((_records, observer) => {
      if (!document.querySelector('[role="alert"]')) return;
      Object.assign(window, { errorScreenAt: performance.now() });
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
}

/** A steering server's answer, through the fault route: the pathways in order, reloaded after ttl s. */
function steeringAnswer(priority: Cdn[], ttl: number, times?: number) {
  const body = JSON.stringify({ VERSION: 1, TTL: ttl, 'PATHWAY-PRIORITY': priority });
  return {
    path: '/cdn/steering',
    ...(times ? { times } : {}),
    action: { kind: 'status', status: 200, body, contentType: 'application/json' },
  };
}

test.afterEach(async ({ serverUrl }) => {
  await clearFaults(serverUrl);
});

const failures = [
  ['answers 503', { kind: 'status', status: 503 }],
  ['cuts every connection', { kind: 'reset' }],
] as const;

for (const [failure, action] of failures) {
  test(`a steered film whose first CDN ${failure} mid-film goes on from the second, with no stall`, async ({
    page,
    serverUrl,
  }) => {
    await recordStalls(page);
    const served = recordServedFragments(page);
    await injectFaults(serverUrl, fragmentsFrom(2, { action }, cdnStream('a')));
    await page.goto(`${serverUrl}${steeredFilm}`);
    await expect.poll(() => currentTime(page), { timeout: 30_000 }).toBeGreaterThan(playedPast);

    // The film began on CDN A, and everything from the fault on came from CDN B.
    expect(videoFragments(served, 'a').map((fragment) => fragment.index)).toEqual(
      expect.arrayContaining([0, 1]),
    );
    expect(videoFragments(served, 'a').every((fragment) => fragment.index < 2)).toBe(true);
    expect(videoFragments(served, 'b').map((fragment) => fragment.index)).toEqual(
      expect.arrayContaining([2, 3]),
    );
    await expect(page.getByRole('alert')).toHaveCount(0);
    expect(await reportLongestStall(page)).toBe(0);
  });
}

test('a steered film whose first CDN stops answering mid-film goes on from the second after one 10 s wait', async ({
  page,
  serverUrl,
}) => {
  await recordStalls(page);
  const served = recordServedFragments(page);
  await injectFaults(serverUrl, fragmentsFrom(2, { action: { kind: 'hang' } }, cdnStream('a')));
  await page.goto(`${serverUrl}${steeredFilm}`);
  // hls.js waits 10 s for a first byte, then moves to CDN B (the audio's wait, at the same time,
  // has no other rendition on A to try): with 8 s in hand, the film stalls for the rest.
  await expect.poll(() => currentTime(page), { timeout: 45_000 }).toBeGreaterThan(playedPast);
  expect(videoFragments(served, 'b').map((fragment) => fragment.index)).toEqual(
    expect.arrayContaining([2, 3]),
  );
  await expect(page.getByRole('alert')).toHaveCount(0);
  const longest = await reportLongestStall(page);
  expect(longest).toBeGreaterThan(0);
  expect(await stallLengths(page)).toHaveLength(1);
});

test('a steering answer that puts CDN B first moves the next fragments there, with no stall', async ({
  page,
  serverUrl,
}) => {
  await recordStalls(page);
  const served = recordServedFragments(page);
  const steeringRequests: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/cdn/steering') steeringRequests.push(url.search);
  });
  await injectFaults(serverUrl, [
    // The first answer keeps A first and asks again in 2 s; every later one puts B first.
    steeringAnswer(['a', 'b'], 2, 1),
    steeringAnswer(['b', 'a'], 300),
    // CDN A is slow enough that the film is not all loaded when the answer changes.
    ...fragmentsFrom(1, { action: { kind: 'delay', ms: 700 } }, cdnStream('a')),
  ]);
  await page.goto(`${serverUrl}${steeredFilm}`);
  await expect.poll(() => currentTime(page), { timeout: 30_000 }).toBeGreaterThan(playedPast);

  expect(steeringRequests.length).toBeGreaterThanOrEqual(2);
  // hls.js tells the steering server which pathway it is on.
  expect(steeringRequests[0]).toContain('_HLS_pathway=a');
  const video = served.filter((fragment) => fragment.rendition !== 'audio_ru');
  const firstFromB = video.findIndex((fragment) => fragment.cdn === 'b');
  expect(video[0]?.cdn).toBe('a');
  expect(firstFromB).toBeGreaterThan(0);
  // Once moved, the film stays on B: no fragment of A after the first of B.
  expect(video.slice(firstFromB).every((fragment) => fragment.cdn === 'b')).toBe(true);
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect(await reportLongestStall(page)).toBe(0);
});

test('a film of redundant variants whose first CDN answers 503 mid-film goes on from the second, with no stall', async ({
  page,
  serverUrl,
}) => {
  await recordStalls(page);
  const served = recordServedFragments(page);
  await injectFaults(
    serverUrl,
    fragmentsFrom(2, { action: { kind: 'status', status: 503 } }, cdnStream('a')),
  );
  await page.goto(`${serverUrl}${redundantFilm}`);
  await expect.poll(() => currentTime(page), { timeout: 30_000 }).toBeGreaterThan(playedPast);
  expect(videoFragments(served, 'a').every((fragment) => fragment.index < 2)).toBe(true);
  expect(videoFragments(served, 'b').map((fragment) => fragment.index)).toEqual(
    expect.arrayContaining([2, 3]),
  );
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect(await reportLongestStall(page)).toBe(0);
});

test.describe('every CDN gone', () => {
  let host: OtherOriginHost | undefined;
  test.afterEach(async () => {
    await host?.close();
    host = undefined;
  });

  test('ends on the error screen 20 s into the stall, told to the host once', async ({
    page,
    serverUrl,
  }) => {
    host = await serveHostPage(`<!doctype html><html lang="en"><title>Host</title><body>
<div id="player" style="width:640px"></div>
<script type="module">
  import { create } from '${serverUrl}/embed.mjs';
  window.errors = [];
  window.flushes = 0;
  const player = create('#player', { movieId: 7, autoPlay: true });
  player.on('error', (error) => window.errors.push(error));
  window.addEventListener('message', (event) => event.data === 'flush' && (window.flushes += 1));
</script></body></html>`);
    const hostErrors = () =>
      page.evaluate(() => (window as unknown as { errors: object[] }).errors);
    // The player's starvation clock is a page timer (delivery-recovery.ts): the page's clock jumps it.
    await page.clock.install();
    await recordStalls(page);
    await recordErrorScreen(page);
    await injectFaults(serverUrl, [
      ...fragmentsFrom(2, { action: { kind: 'status', status: 503 } }, cdnStream('a')),
      ...fragmentsFrom(2, { action: { kind: 'status', status: 503 } }, cdnStream('b')),
    ]);
    await page.goto(host.url);
    const frame = page.frameLocator('iframe');
    const video = frame.locator('video[data-player="content"]');
    await expect
      .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime), {
        timeout: 20_000,
      })
      .toBeGreaterThan(7);
    // The spinner first: the player keeps trying while the viewer waits.
    await expect(frame.getByRole('status', { name: 'Загрузка' })).toBeVisible({ timeout: 15_000 });
    // With 8 s in hand, hls.js has given up on both CDNs (seconds after its first try of
    // fragment 2) before the stall begins, so the 20 s count from the stall's start.
    const { stalledAt, now } = await video.evaluate(() => {
      const stalls = (window as unknown as { contentStalls: { from: number; to?: number }[] })
        .contentStalls;
      return { stalledAt: stalls[stalls.length - 1]?.from ?? NaN, now: performance.now() };
    });
    await page.clock.runFor(Math.max(0, stalledAt + 20_500 - now));
    await expect(frame.getByRole('alert')).toBeVisible();
    const waited = await video.evaluate(
      (_element, from) => (window as unknown as { errorScreenAt: number }).errorScreenAt - from,
      stalledAt,
    );
    test
      .info()
      .annotations.push({ type: 'stall before the error screen', description: `${waited} ms` });
    await expect(frame.getByRole('button', { name: 'Перезагрузить страницу' })).toBeVisible();
    // It waited the 20 s for the network (to a tick of the player's 250 ms clock), rather than
    // giving up at hls.js's first fatal error.
    expect(waited).toBeGreaterThan(19_500);
    expect(waited).toBeLessThanOrEqual(20_500);
    await expect.poll(hostErrors).toHaveLength(1);
    expect((await hostErrors())[0]).toMatchObject({ kind: 'network' });
    // Told once: nothing more comes while the screen stays (a message posted after the 3 s
    // reaches the host after anything the player posted in them).
    await page.clock.runFor(3_000);
    await video.evaluate(() => window.parent.postMessage('flush', '*'));
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { flushes: number }).flushes))
      .toBe(1);
    expect(await hostErrors()).toHaveLength(1);
  });
});
