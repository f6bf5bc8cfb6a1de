import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from './app';
import { repoPaths } from './paths';
import { standInBuild } from './testing/stand-in-build';
import { startTestServer, type TestServer } from './testing/test-server';

// Stand-ins for vite's outputs, so these tests do not need a build.
const build = standInBuild();
const { playerDir, embedDir } = build;

let server: TestServer;
let origin: string;

beforeAll(async () => {
  server = await startTestServer({ playerDir, embedDir });
  origin = server.origin;
});

afterAll(async () => {
  await server.close();
  build.remove();
});

describe('the demo host page', () => {
  it('is revalidated at each load', async () => {
    const response = await fetch(`${origin}/`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
  });
});

describe('the player page', () => {
  it('is served with a CSP that allows scripts from its own origin only', async () => {
    const response = await fetch(`${origin}/player/?movie_id=1`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/text\/html/);
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/unsafe-inline[^;]*;?.*script|script-src[^;]*unsafe/);
    expect(csp).toContain('media-src * data: blob:');
    expect(response.headers.get('cache-control')).toBe('no-cache');
  });

  it('serves hashed assets as immutable', async () => {
    const response = await fetch(`${origin}/player/assets/index-abc123.js`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toContain('immutable');
  });

  it('redirects /player to /player/', async () => {
    const response = await fetch(`${origin}/player`, { redirect: 'manual' });
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/player/');
  });

  it('explains how to build the page when it is missing', async () => {
    const bare = await buildServer({
      ...repoPaths,
      databaseFile: server.databaseFile,
      playerDir: join(playerDir, 'missing'),
    });
    const response = await bare.inject('/player/');
    await bare.close();
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ message: expect.stringContaining('npm run build') });
  });
});

describe('media', () => {
  it('serves the master playlist with its HLS type, open to any origin', async () => {
    const response = await fetch(`${origin}/media/films/film-1/master.m3u8`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/vnd.apple.mpegurl');
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    const text = await response.text();
    expect(text).toContain('#EXTM3U');
    expect(text.match(/#EXT-X-STREAM-INF/g)).toHaveLength(2);
  });

  it('answers byte ranges of a fragment', async () => {
    const response = await fetch(`${origin}/media/films/film-1/360p/seg_000.m4s`, {
      headers: { Range: 'bytes=0-99' },
    });
    expect(response.status).toBe(206);
    expect((await response.arrayBuffer()).byteLength).toBe(100);
  });
});

describe('errors', () => {
  it('answers an unknown path with a JSON 404', async () => {
    const response = await fetch(`${origin}/no/such/path`);
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ error: 'Not Found' });
  });

  it('serves the demo host page, which embeds the player with the embed script', async () => {
    const response = await fetch(`${origin}/`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('id="player-box"');
    expect(html).toContain('/host/host.js');
    const script = await (await fetch(`${origin}/host/host.js`)).text();
    expect(script).toContain("from '/embed.mjs'");
    // The CDN failover demos (docs/reference-server.md) are in its picker.
    expect(script).toContain("query: 'movie_id=7'");
    expect(script).toContain("query: 'movie_id=8'");
  });
});
