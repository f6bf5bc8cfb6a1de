import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from './app';
import { repoPaths } from './paths';

// A stand-in for vite's output, so these tests do not need a build.
const playerDir = mkdtempSync(join(tmpdir(), 'player-page-'));
mkdirSync(join(playerDir, 'assets'));
writeFileSync(join(playerDir, 'index.html'), '<!doctype html><div id="root"></div>');
writeFileSync(join(playerDir, 'assets', 'index-abc123.js'), 'console.log(1)');

let app: FastifyInstance;
let origin: string;

beforeAll(async () => {
  app = await buildServer({ ...repoPaths, playerDir });
  origin = await app.listen({ host: '127.0.0.1', port: 0 });
});

afterAll(async () => {
  await app.close();
  rmSync(playerDir, { recursive: true, force: true });
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
    const bare = await buildServer({ ...repoPaths, playerDir: join(playerDir, 'missing') });
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

describe('catalogue and errors', () => {
  it('gives film 1 and its episode with an absolute stream URL', async () => {
    const content = await (await fetch(`${origin}/api/contents/1`)).json();
    expect(content).toMatchObject({ id: 1, hasMultipleEpisodes: false });
    const episodes = (await (await fetch(`${origin}/api/episodes?contentId=1`)).json()) as {
      m3u8MasterFilePath: string;
    }[];
    expect(episodes).toHaveLength(1);
    expect(episodes[0]?.m3u8MasterFilePath).toBe(`${origin}/media/films/film-1/master.m3u8`);
  });

  it('answers an unknown content and an unknown path with a JSON 404', async () => {
    for (const path of ['/api/contents/9999', '/no/such/path']) {
      const response = await fetch(`${origin}${path}`);
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({ error: 'Not Found' });
    }
  });

  it('rejects a content id that is not a number with a 400 naming it', async () => {
    const response = await fetch(`${origin}/api/episodes?contentId=abc`);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ message: expect.stringContaining('contentId') });
  });

  it('serves the demo host page with the player iframe', async () => {
    const response = await fetch(`${origin}/`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<iframe');
    expect(html).toContain('/host/host.js');
  });
});
