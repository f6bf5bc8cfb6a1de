import { readFileSync, writeFileSync } from 'node:fs';
import { get, type IncomingHttpHeaders } from 'node:http';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { repoPath } from './paths';
import { standInBuild } from './testing/stand-in-build';
import { useTestServer } from './testing/use-test-server';

// Stand-ins for the build, with the .br and .gz files the build writes beside each script.
const build = standInBuild();
const { embedDir } = build;
for (const file of ['embed.js', 'embed.mjs']) {
  const bytes = readFileSync(join(embedDir, file));
  writeFileSync(join(embedDir, `${file}.br`), brotliCompressSync(bytes));
  writeFileSync(join(embedDir, `${file}.gz`), gzipSync(bytes));
}
afterAll(() => build.remove());

// The embed package's version names the addresses: /embed/v1/ while it is 1.x.y, /embed/1.3.0/.
const { version } = JSON.parse(
  readFileSync(repoPath('packages', 'embed', 'package.json'), 'utf8'),
) as { version: string };
const major = Number.parseInt(version, 10);

const latest = ['/embed.js', '/embed.mjs'];
const pinned = [`/embed/v${major}/embed.js`, `/embed/v${major}/embed.mjs`];
const exact = [`/embed/${version}/embed.js`, `/embed/${version}/embed.mjs`];
const everyAddress = [...latest, ...pinned, ...exact];
const fileOf = (path: string) => path.slice(path.lastIndexOf('/') + 1);

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  /** The bytes as sent, not decoded. */
  body: Buffer;
}

/** A GET over HTTP, its body's bytes as they came (a .br file stays brotli). */
function fetchRaw(
  server: { origin: string },
  path: string,
  headers: Record<string, string> = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    get(new URL(path, server.origin), { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: Buffer.concat(chunks),
        }),
      );
    }).on('error', reject);
  });
}

describe('the embed script', () => {
  const server = useTestServer({ playerDir: build.playerDir, embedDir });

  it.each(everyAddress)(
    'serves %s as JavaScript any site may load, even as a module',
    async (url) => {
      const response = await fetchRaw(server, url);
      expect(response.status).toBe(200);
      expect(response.headers['content-type']).toMatch(/^(text|application)\/javascript/);
      expect(response.headers['access-control-allow-origin']).toBe('*');
      expect(response.body.toString('utf8')).toBe(
        readFileSync(join(embedDir, fileOf(url)), 'utf8'),
      );
    },
  );

  it.each(latest)('serves the latest at %s, revalidated at each load by its ETag', async (url) => {
    const response = await fetchRaw(server, url);
    expect(response.headers['cache-control']).toBe('no-cache');
    const etag = String(response.headers.etag);
    expect(etag).toBeTruthy();
    const again = await fetchRaw(server, url, { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });

  it.each(pinned)(
    'serves %s, the major version, for at most a day before a browser revalidates it by its ETag',
    async (url) => {
      const response = await fetchRaw(server, url);
      // An hour fresh, then up to the rest of the day run while the browser revalidates it.
      expect(response.headers['cache-control']).toBe(
        'public, max-age=3600, stale-while-revalidate=82800',
      );
      const etag = String(response.headers.etag);
      expect(etag).toBeTruthy();
      const again = await fetchRaw(server, url, { 'if-none-match': etag });
      expect(again.status).toBe(304);
      expect(again.headers['cache-control']).toBe(
        'public, max-age=3600, stale-while-revalidate=82800',
      );
      const changed = await fetchRaw(server, url, { 'if-none-match': '"an older build"' });
      expect(changed.status).toBe(200);
    },
  );

  it.each(exact)('serves %s, this exact version, unchanged for a year', async (url) => {
    const response = await fetchRaw(server, url);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('is at version 1, the major version of the addresses the docs give (/embed/v1/)', () => {
    expect(major).toBe(1);
  });

  it.each(everyAddress)(
    'sends the build’s brotli or gzip file of %s where the client takes it',
    async (url) => {
      const file = join(embedDir, fileOf(url));
      const brotli = await fetchRaw(server, url, { 'accept-encoding': 'br, gzip' });
      expect(brotli.headers['content-encoding']).toBe('br');
      expect(brotli.body).toEqual(readFileSync(`${file}.br`));
      const gzip = await fetchRaw(server, url, { 'accept-encoding': 'gzip' });
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(gzip.body).toEqual(readFileSync(`${file}.gz`));
      expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    },
  );

  it.each([
    `/embed/v${major + 1}/embed.js`,
    `/embed/${major}.0.0-older/embed.js`,
    '/embed/0.9.0/embed.mjs',
  ])('serves no other version (%s)', async (url) => {
    expect((await fetchRaw(server, url)).status).toBe(404);
  });

  it('serves its TypeScript declarations', async () => {
    const response = await fetchRaw(server, '/embed/types/index.d.ts');
    expect(response.status).toBe(200);
    expect(response.body.toString('utf8')).toContain('declare function create');
    expect(response.headers['cache-control']).toBe('no-cache');
  });
});

describe('the embed script, not built', () => {
  const server = useTestServer({ playerDir: build.playerDir, embedDir: join(embedDir, 'missing') });

  it.each(everyAddress)('explains how to build it (%s)', async (url) => {
    const response = await fetchRaw(server, url);
    expect(response.status).toBe(503);
    expect(JSON.parse(response.body.toString('utf8'))).toMatchObject({
      message: expect.stringContaining('npm run build'),
    });
  });
});
