import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from './app';
import { repoPath, repoPaths } from './paths';
import { standInBuild } from './testing/stand-in-build';

// Stand-ins for the build, with the .br and .gz files the build writes beside each script.
const build = standInBuild();
const { embedDir } = build;
for (const file of ['embed.js', 'embed.mjs']) {
  const bytes = readFileSync(join(embedDir, file));
  writeFileSync(join(embedDir, `${file}.br`), brotliCompressSync(bytes));
  writeFileSync(join(embedDir, `${file}.gz`), gzipSync(bytes));
}

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildServer({
    ...repoPaths,
    playerDir: build.playerDir,
    embedDir,
    databaseFile: join(build.dir, 'db.sqlite'),
  });
});

afterAll(async () => {
  await app.close();
  build.remove();
});

// The embed package's major version names the pinned addresses: 1 while it is 1.x.y.
const { version } = JSON.parse(
  readFileSync(repoPath('packages', 'embed', 'package.json'), 'utf8'),
) as { version: string };
const major = Number.parseInt(version, 10);

const latest = ['/embed.js', '/embed.mjs'];
const versioned = [`/embed/v${major}/embed.js`, `/embed/v${major}/embed.mjs`];
const fileOf = (path: string) => path.slice(path.lastIndexOf('/') + 1);

describe('the embed script', () => {
  it.each([...latest, ...versioned])(
    'serves %s as JavaScript any site may load, even as a module',
    async (url) => {
      const response = await app.inject({ url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^(text|application)\/javascript/);
      expect(response.headers['access-control-allow-origin']).toBe('*');
      expect(response.body).toBe(readFileSync(join(embedDir, fileOf(url)), 'utf8'));
    },
  );

  it.each(latest)('serves the latest at %s, revalidated at each load by its ETag', async (url) => {
    const response = await app.inject({ url });
    expect(response.headers['cache-control']).toBe('no-cache');
    const etag = response.headers.etag;
    expect(etag).toBeTruthy();
    const again = await app.inject({ url, headers: { 'if-none-match': String(etag) } });
    expect(again.statusCode).toBe(304);
  });

  it.each(versioned)(
    'serves %s, the package’s major version, unchanged for a year',
    async (url) => {
      const response = await app.inject({ url });
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    },
  );

  it('is at version 1, the major version of the addresses the docs give (/embed/v1/)', () => {
    expect(major).toBe(1);
  });

  it.each([...latest, ...versioned])(
    'sends the build’s brotli or gzip file of %s where the client takes it',
    async (url) => {
      const file = join(embedDir, fileOf(url));
      const brotli = await app.inject({ url, headers: { 'accept-encoding': 'br, gzip' } });
      expect(brotli.headers['content-encoding']).toBe('br');
      expect(brotli.rawPayload).toEqual(readFileSync(`${file}.br`));
      const gzip = await app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(gzip.rawPayload).toEqual(readFileSync(`${file}.gz`));
      expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    },
  );

  it('serves no other major version', async () => {
    expect((await app.inject({ url: `/embed/v${major + 1}/embed.js` })).statusCode).toBe(404);
  });

  it('serves its TypeScript declarations', async () => {
    const response = await app.inject({ url: '/embed/types/index.d.ts' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('declare function create');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it.each([...latest, ...versioned])(
    'explains how to build it when it is missing (%s)',
    async (url) => {
      const bare = await buildServer({
        ...repoPaths,
        playerDir: build.playerDir,
        embedDir: join(embedDir, 'missing'),
        databaseFile: join(build.dir, 'bare.sqlite'),
      });
      const response = await bare.inject({ url });
      await bare.close();
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ message: expect.stringContaining('npm run build') });
    },
  );
});
