import type { Page } from '@playwright/test';
import { createServer } from 'node:net';
import { startTestServer } from '../server/testing/test-server';
import { expect, test } from './fixtures';
import { serveHostPage, type OtherOriginHost } from './other-origin-host';
import { Player } from './player';

// The host's settings alone decide the ad list here: no test default in the page's global.
test.use({ serverAds: true, viewport: { width: 1280, height: 900 } });

let host: OtherOriginHost | undefined;
test.afterEach(async () => {
  await host?.close();
  host = undefined;
});

/** A host page on an origin of its own that embeds film 1 with create(options). */
async function openHostPage(page: Page, playerServer: string, options: object) {
  host = await serveHostPage(`<!doctype html><html lang="en"><title>Host</title><body>
<div id="a" style="width:720px"></div>
<script type="module">
  import { create } from '${playerServer}/embed.mjs';
  create('#a', ${JSON.stringify({ movieId: 1, autoPlay: true, ...options })});
</script></body></html>`);
  await page.goto(host.url);
  return new Player(page.frameLocator('#a iframe'));
}

/** The URLs the page and its frames requested, recorded from now on. */
function requestsOf(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  return urls;
}

function warningsOf(page: Page): string[] {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  return warnings;
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (typeof address !== 'object' || !address) throw new Error('no port');
  return address.port;
}

test('a host’s ad list reaches the player through create(), never through the frame’s address', async ({
  page,
  serverUrl,
}) => {
  const requests = requestsOf(page);
  const adListUrl = `${serverUrl}/media/ads/no-ads.json`;
  const player = await openHostPage(page, serverUrl, { adListUrl });
  await player.expectPlaying();

  const src = await page.locator('#a iframe').getAttribute('src');
  expect(src).toBe(`${serverUrl}/player/?movie_id=1&auto_play=1&host_settings=1`);
  expect(requests).toContain(adListUrl);
  // The server's own ad list (a pre-roll) was never asked for.
  expect(requests.filter((url) => url.includes('/api/ad-list.json'))).toEqual([]);
});

test('a host’s catalogue on an origin the player’s server does not allow is ignored, with a warning', async ({
  page,
  serverUrl,
}) => {
  const requests = requestsOf(page);
  const warnings = warningsOf(page);
  // The same server under another name: another origin, which nobody allowed.
  const otherOrigin = serverUrl.replace('127.0.0.1', 'localhost');
  const player = await openHostPage(page, serverUrl, {
    baseUrl: `${otherOrigin}/api`,
    adListUrl: `${serverUrl}/media/ads/no-ads.json`,
  });
  await player.expectPlaying();

  expect(requests).toContain(`${serverUrl}/api/contents/1`);
  expect(requests.filter((url) => url.startsWith(otherOrigin))).toEqual([]);
  expect(warnings).toContainEqual(
    expect.stringMatching(/baseUrl \(http:\/\/localhost:\d+\/api\) is ignored.*EMBED_API_ORIGINS/),
  );
});

test('a host’s catalogue and auth on an origin the server allows (EMBED_API_ORIGINS) are used', async ({
  page,
}) => {
  const port = await freePort();
  const allowed = `http://localhost:${port}`;
  const server = await startTestServer({ port, embedApiOrigins: [allowed] });
  try {
    const requests = requestsOf(page);
    const player = await openHostPage(page, server.origin, {
      baseUrl: `${allowed}/api`,
      authUrl: `${allowed}/auth`,
      adListUrl: `${server.origin}/media/ads/no-ads.json`,
    });
    await player.expectPlaying();
    expect(requests).toContain(`${allowed}/api/contents/1`);
    expect(requests.filter((url) => url.startsWith(`${server.origin}/api/`))).toEqual([]);
  } finally {
    await host?.close();
    host = undefined;
    await server.close();
  }
});
