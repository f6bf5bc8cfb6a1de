import { afterEach, describe, expect, it } from 'vitest';
import { simidCreativeContentSecurityPolicy } from './routes/media';
import { clearFaults, injectFaults } from './testing/fault-routes';
import { useTestServer } from './testing/use-test-server';

const server = useTestServer({ faults: true });

afterEach(async () => {
  await clearFaults(server.origin);
});

// The headers a copy must share with /media/'s answer: type, CORS, caching and validators.
const servedHeaders = [
  'content-type',
  'access-control-allow-origin',
  'cache-control',
  'etag',
  'last-modified',
  'content-length',
];

const headersOf = (response: Response) =>
  Object.fromEntries(servedHeaders.map((name) => [name, response.headers.get(name)]));

// A playlist, an init segment, a fragment, subtitles and thumbnails: every kind the player reads.
const files = [
  'films/film-1/voice-ru.m3u8',
  'films/film-1/360p/init_0.mp4',
  'films/film-1/360p/seg_000.m4s',
  'films/film-1/subs-ru.vtt',
  'films/film-1/thumbnails-1.jpg',
];

describe('the CDN stand-ins', () => {
  it.each(files)(
    'serve /media/%s at /cdn/a/media/ and /cdn/b/media/, byte for byte',
    async (file) => {
      // No compression, so that the lengths compare the files themselves.
      const get = (path: string) =>
        fetch(server.origin + path, { headers: { 'Accept-Encoding': 'identity' } });
      const original = await get(`/media/${file}`);
      expect(original.status).toBe(200);
      const body = Buffer.from(await original.arrayBuffer());
      for (const cdn of ['a', 'b']) {
        const copy = await get(`/cdn/${cdn}/media/${file}`);
        expect(copy.status, cdn).toBe(200);
        expect(headersOf(copy), cdn).toEqual(headersOf(original));
        expect(Buffer.from(await copy.arrayBuffer()).equals(body), cdn).toBe(true);
      }
    },
  );

  it('answer HEAD as /media/ does', async () => {
    const head = (path: string) => fetch(server.origin + path, { method: 'HEAD' });
    const original = await head('/media/films/film-1/360p/index.m3u8');
    expect(original.status).toBe(200);
    const copy = await head('/cdn/b/media/films/film-1/360p/index.m3u8');
    expect(copy.status).toBe(200);
    expect(headersOf(copy)).toEqual(headersOf(original));
  });

  it('keep the SIMID creatives sandboxed, as /media/ serves them', async () => {
    const response = await fetch(`${server.origin}/cdn/a/media/simid/creatives/survey.html`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-security-policy')).toBe(
      simidCreativeContentSecurityPolicy,
    );
  });

  it('serve nothing outside the media folder, and no third CDN', async () => {
    for (const path of [
      '/cdn/a/media/..%2f..%2fpackage.json',
      '/cdn/b/media/%2e%2e/%2e%2e/package.json',
      '/cdn/a/package.json',
      '/cdn/c/media/films/film-1/voice-ru.m3u8',
    ]) {
      const response = await fetch(server.origin + path);
      expect(response.status, path).toBeGreaterThanOrEqual(400);
      expect(await response.text(), path).not.toContain('"devDependencies"');
    }
  });

  it('fail one at a time under a fault rule on its path: CDN A breaks, CDN B and /media/ serve on', async () => {
    await injectFaults(server.origin, [
      { path: '/cdn/a/*', action: { kind: 'status', status: 503 } },
    ]);
    const fragment = 'films/film-1/360p/seg_001.m4s';
    expect((await fetch(`${server.origin}/cdn/a/media/${fragment}`)).status).toBe(503);
    expect((await fetch(`${server.origin}/cdn/b/media/${fragment}`)).status).toBe(200);
    expect((await fetch(`${server.origin}/media/${fragment}`)).status).toBe(200);
  });
});

describe('the steering server', () => {
  it('answers the content steering manifest, A first, uncached and open to any origin', async () => {
    const response = await fetch(`${server.origin}/cdn/steering`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json(;|$)/);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(await response.json()).toEqual({ VERSION: 1, TTL: 10, 'PATHWAY-PRIORITY': ['a', 'b'] });
  });

  it('answers the same whatever query hls.js (or anyone) adds', async () => {
    for (const query of [
      '?_HLS_pathway=a&_HLS_throughput=5000000',
      '?_HLS_pathway=b&_HLS_pathway=a&_HLS_throughput=oops&other=1',
    ]) {
      const response = await fetch(`${server.origin}/cdn/steering${query}`);
      expect(response.status, query).toBe(200);
      expect(await response.json(), query).toMatchObject({ 'PATHWAY-PRIORITY': ['a', 'b'] });
    }
  });

  it('answers what a test sets through the fault rules instead', async () => {
    const body = JSON.stringify({ VERSION: 1, TTL: 2, 'PATHWAY-PRIORITY': ['b', 'a'] });
    await injectFaults(server.origin, [
      {
        path: '/cdn/steering',
        times: 1,
        action: { kind: 'status', status: 200, body, contentType: 'application/json' },
      },
    ]);
    const overridden = await fetch(`${server.origin}/cdn/steering?_HLS_pathway=a`);
    expect(overridden.status).toBe(200);
    expect(overridden.headers.get('content-type')).toMatch(/^application\/json/);
    expect(overridden.headers.get('access-control-allow-origin')).toBe('*');
    expect(await overridden.json()).toEqual({ VERSION: 1, TTL: 2, 'PATHWAY-PRIORITY': ['b', 'a'] });
    // Once the rule is spent, the server's own answer again.
    const own = await fetch(`${server.origin}/cdn/steering`);
    expect(await own.json()).toMatchObject({ TTL: 10, 'PATHWAY-PRIORITY': ['a', 'b'] });
  });
});
