import type { Response } from '@playwright/test';
import { expect, test } from './fixtures';

// Delivery as a CDN would make it: every text file over 1 KB compressed on the wire, the built
// ones at build time (brotli), the answers made per request too; hashed files cached for good.
const compressibleTypes = /javascript|css|json|html|xml|mpegurl|vtt/;

interface Delivered {
  url: string;
  type: string;
  encoding: string | undefined;
  bytes: number;
}

async function delivered(response: Response): Promise<Delivered> {
  const headers = await response.allHeaders();
  // Chromium hands over the decoded body: its length is the size before compression.
  const bytes = (await response.body().catch(() => Buffer.alloc(0))).length;
  return {
    url: new URL(response.url()).pathname,
    type: headers['content-type'] ?? '',
    encoding: headers['content-encoding'],
    bytes,
  };
}

test('every script, style, page, playlist and answer over 1 KB comes compressed', async ({
  page,
  serverUrl,
}) => {
  const responses: Promise<Delivered>[] = [];
  const onResponse = (response: Response) => {
    if (response.status() === 200) responses.push(delivered(response));
  };
  page.on('response', onResponse);
  await page.goto(`${serverUrl}/player/?movie_id=1&auto_play=1`);
  await expect(page.locator('video[data-player="content"]')).toHaveJSProperty('paused', false, {
    timeout: 20_000,
  });
  // What comes later is not checked: a response still being read as the page closes would throw
  // into the next test.
  page.off('response', onResponse);
  const text = (await Promise.all(responses)).filter(({ type }) => compressibleTypes.test(type));
  const large = text.filter(({ bytes }) => bytes > 1024);
  // The page, its scripts and styles, the catalogue answers and the master playlist at least.
  expect(large.filter(({ type }) => /javascript/.test(type)).length).toBeGreaterThanOrEqual(3);
  expect(large.filter(({ type }) => /css/.test(type)).length).toBeGreaterThanOrEqual(1);
  expect(large.filter(({ encoding }) => encoding === undefined)).toEqual([]);
  // The built files go out as brotli, made at build time.
  const scripts = large.filter(({ url }) => url.startsWith('/player/assets/'));
  expect(scripts.map(({ encoding }) => encoding)).toEqual(scripts.map(() => 'br'));
});

test('hashed files are immutable, the page revalidates, an answer with a viewer is no-store', async ({
  page,
  serverUrl,
}) => {
  const read: Promise<[string, Record<string, string>]>[] = [];
  const onResponse = (response: Response) => {
    const path = new URL(response.url()).pathname;
    read.push(response.allHeaders().then((headers) => [path, headers]));
  };
  page.on('response', onResponse);
  await page.goto(`${serverUrl}/player/?movie_id=2`);
  await expect(page.getByRole('button', { name: 'Воспроизвести' }).first()).toBeVisible({
    timeout: 20_000,
  });
  // Every response seen is read before the page closes; later ones are not part of the check.
  page.off('response', onResponse);
  const headers = new Map(await Promise.all(read));
  const entries = [...headers.entries()];
  const hashed = entries.filter(([path]) => path.startsWith('/player/assets/'));
  expect(hashed.length).toBeGreaterThan(0);
  for (const [, value] of hashed) expect(value['cache-control']).toContain('immutable');
  expect(headers.get('/player/')?.['cache-control']).toBe('no-cache');
  expect(headers.get('/player/')?.etag).toBeTruthy();
  expect(headers.get('/api/episodes')?.['cache-control']).toBe('no-store');
});
