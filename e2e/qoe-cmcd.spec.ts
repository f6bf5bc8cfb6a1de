import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { validateCmcdRequest } from '@svta/cml-cmcd';
import type { Page } from '@playwright/test';
import { expectPrerollThenFilm, openAutoplayedPreroll } from './ad-helpers';
import { clearFaults, expect, injectFaults, test } from './fixtures';
import { expectStalledForData, fragmentPath } from './faults/stream-helpers';
import { recordPlayerStats, type RecordedStat } from './host-recorder';
import { Player } from './player';

test.use({ viewport: { width: 1280, height: 720 } });
// The worker's server serves the next tests too: no fault rule of these outlives its test.
test.afterEach(async ({ serverUrl }) => clearFaults(serverUrl));

/** The CMCD of a request, decoded and validated as CTA-5004 (the Common Media Library's reader). */
function cmcdOf(url: string): Record<string, unknown> {
  const result = validateCmcdRequest({ url, method: 'GET' });
  expect(result.issues, url).toEqual([]);
  expect(result.valid, url).toBe(true);
  return result.data as Record<string, unknown>;
}

/** Every request the page makes, by address. */
function recordRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  return urls;
}

/** A request of a content stream: its JSON, playlists, init segments and fragments (not the files the player side-loads: subtitles beside the stream, thumbnails). */
const isStreamRequest = (url: string) => {
  const { pathname } = new URL(url);
  return (
    /\/media\/(films|series)\//.test(pathname) &&
    !/\/(subs-[^/]+\.vtt|thumbnails[^/]*)$/.test(pathname)
  );
};

/** The CMCD object type of a stream file, by its name. */
function objectTypeOf(url: string): string {
  const { pathname } = new URL(url);
  if (/\.(json|m3u8)$/.test(pathname)) return 'm';
  if (/\/init_\d+\.mp4$/.test(pathname)) return 'i';
  if (pathname.endsWith('.vtt')) return 'tt';
  return /\/audio_[^/]+\//.test(pathname) ? 'a' : 'v';
}

/** The requests the page's server preloaded (the stream start written into the page). */
const writtenStart = (page: Page) =>
  page.evaluate(() => {
    const text = document.getElementById('stream-start')?.textContent;
    return text ? (JSON.parse(text) as { sessionId: string; requests: string[] }) : undefined;
  });

/** A real HTTP endpoint on loopback that keeps the bodies posted to it (a host's QoE collector). */
async function startBeaconSink(): Promise<{ url: string; bodies: unknown[]; server: Server }> {
  const bodies: unknown[] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      if (request.method === 'POST') bodies.push(JSON.parse(body));
      response.writeHead(204, { 'Access-Control-Allow-Origin': '*' }).end();
    });
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/qoe`, bodies, server };
}

/** The player page's embed settings besides the tests' empty ad list. */
const withEmbedSettings = (page: Page, settings: Record<string, string>) =>
  page.addInitScript((added) => {
    const win = window as Window & { playerEmbed?: object };
    win.playerEmbed = { ...win.playerEmbed, ...added };
  }, settings);

/** Makes the page say it is hidden now, as a tab switched away does. */
const hidePage = (page: Page) =>
  page.evaluate(() => {
    Object.defineProperty(Document.prototype, 'visibilityState', {
      configurable: true,
      get: () => 'hidden',
    });
    document.dispatchEvent(new Event('visibilitychange'));
  });

const qoeRecords = (stats: RecordedStat[]) =>
  stats.filter((stat) => stat.name === 'videoplayer_qoe').map((stat) => stat.payload);

test.describe('CMCD on the stream’s requests', () => {
  test.use({ serverAds: true });

  test('every manifest, playlist and fragment of the film carries CMCD v2 of one view, the preloads the server wrote too; the pre-roll’s media none', async ({
    page,
    serverUrl,
  }) => {
    const urls = recordRequests(page);
    await openAutoplayedPreroll(page, serverUrl);
    await expectPrerollThenFilm(page);
    await expect
      .poll(() => urls.filter((url) => new URL(url).pathname.endsWith('.m4s')).length)
      .toBeGreaterThan(6);

    const stream = urls.filter(isStreamRequest);
    const cmcds = stream.map((url) => ({ url, cmcd: cmcdOf(url) }));
    const start = await writtenStart(page);
    expect(start?.requests.length).toBeGreaterThan(0);
    const sid = start?.sessionId;
    const preloads = (start?.requests ?? []).map((url) => new URL(url, serverUrl).href);
    for (const { url, cmcd } of cmcds) {
      expect(cmcd, url).toMatchObject({ v: 2, sid, cid: '1/101', ot: objectTypeOf(url) });
      if (cmcd.ot === 'v' || cmcd.ot === 'a') {
        expect(cmcd.br, url).toEqual([expect.any(Number)]);
        expect(cmcd.bl, url).toEqual([expect.any(Number)]);
        expect(cmcd.d, url).toBeGreaterThan(0);
        // hls.js measures the throughput; the server's preloads were written before anything was.
        if (!preloads.includes(url)) expect(cmcd.mtp, url).toEqual([expect.any(Number)]);
      }
    }
    // The stream started up after the break: its first requests say so.
    expect(cmcds.find(({ cmcd }) => cmcd.ot === 'v')?.cmcd.su).toBe(true);
    // The preloads, each asked for once: the engine asked for the very URLs the browser preloaded.
    for (const preloaded of start?.requests ?? []) {
      const href = new URL(preloaded, serverUrl).href;
      expect(
        stream.filter((url) => url === href),
        preloaded,
      ).toHaveLength(1);
    }
    const adMedia = urls.filter((url) => new URL(url).pathname.startsWith('/media/ads/'));
    expect(adMedia.length).toBeGreaterThan(0);
    for (const url of adMedia) expect(new URL(url).searchParams.has('CMCD'), url).toBe(false);
  });
});

test.describe('CMCD per episode view', () => {
  test('another episode is another view: its own session id and content id', async ({
    page,
    serverUrl,
  }) => {
    const urls = recordRequests(page);
    const player = await Player.open(page, serverUrl, 'movie_id=2&episode_id=201&auto_play=1');
    await expect.poll(() => player.currentTime()).toBeGreaterThan(0.5);
    await player.press('Следующая серия');
    await expect.poll(() => player.currentTime()).toBeGreaterThan(0.5);
    const views = new Map<string, Set<unknown>>();
    for (const url of urls.filter(isStreamRequest)) {
      const { cid, sid } = cmcdOf(url);
      views.set(String(cid), (views.get(String(cid)) ?? new Set()).add(sid));
    }
    expect([...views.keys()]).toEqual(['2/201', '2/202']);
    const [first, second] = [...views.values()].map((sids) => [...sids]);
    expect(first).toHaveLength(1);
    expect(second).toHaveLength(1);
    expect(first?.[0]).not.toBe(second?.[0]);
  });

  test('cmcd "off" leaves every request of the stream without it', async ({ page, serverUrl }) => {
    await withEmbedSettings(page, { cmcd: 'off' });
    const urls = recordRequests(page);
    // A series' default episode: no preloads from the server, whose CMCD the page cannot take back.
    const player = await Player.open(page, serverUrl, 'movie_id=2&auto_play=1');
    await expect.poll(() => player.currentTime()).toBeGreaterThan(0.5);
    const stream = urls.filter(isStreamRequest);
    expect(stream.length).toBeGreaterThan(4);
    for (const url of stream) expect(new URL(url).searchParams.has('CMCD'), url).toBe(false);
  });
});

test.describe('the QoE record of a view', () => {
  test('a stall made by a held fragment shows in the record, beside the startup and the bitrate', async ({
    page,
    serverUrl,
  }) => {
    const stats = await recordPlayerStats(page);
    // The second fragment of every rendition is held until the stall has lasted.
    await injectFaults(
      serverUrl,
      ['360p', '720p', 'audio_ru'].map((rendition) => ({
        path: fragmentPath(rendition, 1),
        action: { kind: 'hold' },
      })),
    );
    // From 3 s, a second before the held fragment.
    const player = await Player.open(page, serverUrl, 'movie_id=1&auto_play=1&t=3');
    // Waiting at the held fragment's start, 4 s in, under the buffering spinner.
    await expectStalledForData(page);
    await page.waitForTimeout(1500);
    await clearFaults(serverUrl);
    await expect.poll(() => player.currentTime()).toBeGreaterThan(5);
    await hidePage(page);

    const [record, ...more] = qoeRecords(await stats());
    expect(more).toEqual([]);
    expect(record).toMatchObject({
      video_id: 1,
      episode_id: 101,
      exit_before_start: 0,
      error_code: null,
      avg_bitrate_kbps: expect.any(Number),
    });
    // The held fragment's stall, at least as long as it was held after it began (a busy machine
    // may stall once more after the release; that one counts too).
    expect(record?.rebuffer_count).toBeGreaterThanOrEqual(1);
    expect(record?.rebuffer_duration_ms).toBeGreaterThanOrEqual(1400);
    expect(record?.startup_time_ms).toBeGreaterThan(0);
    expect(record?.session_id).toMatch(/^[0-9a-f-]{36}$/);
  });

  test('closing the page still delivers the view’s record to qoeUrl', async ({
    browser,
    serverUrl,
  }) => {
    const sink = await startBeaconSink();
    try {
      const context = await browser.newContext();
      const page = await context.newPage();
      await withEmbedSettings(page, {
        adListUrl: `${serverUrl}/media/ads/no-ads.json`,
        qoeUrl: sink.url,
      });
      const player = await Player.open(page, serverUrl, 'movie_id=1&auto_play=1');
      await expect.poll(() => player.currentTime()).toBeGreaterThan(1);
      await page.close();
      await expect.poll(() => sink.bodies.length, { timeout: 10_000 }).toBe(1);
      expect(sink.bodies[0]).toMatchObject({
        video_id: 1,
        episode_id: 101,
        exit_before_start: 0,
        rebuffer_count: 0,
        startup_time_ms: expect.any(Number),
        session_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      });
      await context.close();
    } finally {
      sink.server.close();
    }
  });

  test('an error before the first frame: an exit before start with the error’s code', async ({
    page,
    serverUrl,
  }) => {
    const stats = await recordPlayerStats(page);
    await injectFaults(serverUrl, [
      { path: '/media/films/film-1/voice-ru.m3u8', action: { kind: 'status', status: 404 } },
    ]);
    await page.goto(`${serverUrl}/player/?movie_id=1&auto_play=1`);
    await expect(page.getByRole('alert')).toHaveText(/Ошибка в загрузке: .*voice-ru\.m3u8/);
    await hidePage(page);
    const [record] = qoeRecords(await stats());
    expect(record).toMatchObject({
      startup_time_ms: null,
      exit_before_start: 1,
      error_code: 'manifestLoadError',
    });
  });
});
