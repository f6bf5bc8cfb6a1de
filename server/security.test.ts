import { request as httpRequest } from 'node:http';
import { describe, expect, it } from 'vitest';
import { createCache } from './catalogue/server-caches';
import { envelopesPerMinute } from './routes/error-reports';
import { accessTokenOf } from './testing/access-token';
import { startTestServer } from './testing/test-server';
import { useTestServer } from './testing/use-test-server';

// The server as an attacker on the network meets it: real HTTP, a fresh database each.
const adminPassword = 'security-admin-password';
const server = useTestServer({ adminPassword, corsOrigins: ['https://embeds.example'] });
const configured = useTestServer({ publicOrigins: ['https://player.example'] });

const tokenOf = (email: string, password: string) => accessTokenOf(server.origin, email, password);

/** A GET with a Host header of the caller's choosing (fetch will not send one). */
function getWithHost(origin: string, path: string, host: string): Promise<string> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const request = httpRequest({ hostname, port, path, headers: { host } }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve(body));
    });
    request.on('error', reject);
    request.end();
  });
}

const postEnvelope = (body: string | Buffer, origin = server.origin) =>
  fetch(`${origin}/sentry/api/7/envelope/`, {
    method: 'POST',
    headers: { 'content-type': 'text/plain' },
    body,
    signal: AbortSignal.timeout(5_000),
  });

const eventItem = (event: object) =>
  `${JSON.stringify({ type: 'event' })}\n${JSON.stringify(event)}\n`;

describe('the error-report collector', () => {
  it('answers 400 to an item length that points backwards, and the server keeps answering', async () => {
    // The probe of the issue: an item that is no event, so nothing parsed it before the jump.
    const envelope = `{}\n${JSON.stringify({ length: -16 })}\n${'x'.repeat(40)}\n`;
    const response = await postEnvelope(envelope);
    expect(response.status).toBe(400);
    const catalogue = await fetch(`${server.origin}/api/contents/1`, {
      signal: AbortSignal.timeout(5_000),
    });
    expect(catalogue.status).toBe(200);
  });

  it.each([
    ['a length past the end', `{}\n${JSON.stringify({ type: 'event', length: 1e9 })}\n{}\n`],
    ['a length that is no whole number', `{}\n${JSON.stringify({ length: 1.5 })}\n{}\n`],
    ['too many items', `{}\n${eventItem({ event_id: 'a' }).repeat(21)}`],
    ['a payload nested too deep', `{}\n{"type":"event"}\n${'['.repeat(40)}${']'.repeat(40)}\n`],
  ])('refuses %s with a 400', async (_name, envelope) => {
    expect((await postEnvelope(envelope)).status).toBe(400);
  });

  it('shows what it received to an admin only', async () => {
    const id = 'feedfacefeedfacefeedfacefeedface';
    expect((await postEnvelope(`{}\n${eventItem({ event_id: id })}`)).status).toBe(200);
    const read = (token?: string) =>
      fetch(`${server.origin}/sentry/events`, {
        headers: token ? { authorization: `Bearer ${token}` } : {},
      });
    expect((await read()).status).toBe(401);
    expect((await read(await tokenOf('viewer@example.com', 'viewer-password'))).status).toBe(403);
    const asAdmin = await read(await tokenOf('admin@example.com', adminPassword));
    expect(asAdmin.status).toBe(200);
    expect(asAdmin.headers.get('cache-control')).toBe('no-store');
    expect(
      ((await asAdmin.json()) as { eventId: string }[]).map(({ eventId }) => eventId),
    ).toContain(id);
  });

  it(`takes at most ${envelopesPerMinute} envelopes a minute from one address`, async () => {
    const fresh = await startTestServer();
    try {
      const statuses: number[] = [];
      for (let index = 0; index <= envelopesPerMinute; index += 1) {
        statuses.push((await postEnvelope(`{}\n${eventItem({})}`, fresh.origin)).status);
      }
      expect(statuses.slice(0, envelopesPerMinute).every((status) => status === 200)).toBe(true);
      expect(statuses.at(-1)).toBe(429);
    } finally {
      await fresh.close();
    }
  });
});

describe('input the schemas did not expect', () => {
  it.each([
    ['a repeated tracking parameter', '/ads/track?ad=a&ad=b', 400],
    ['an ad list tag that is no URL', '/ads/list.json?vast=http://[bad', 200],
    ['a repeated ad-event limit', '/ads/events?limit=1&limit=2', 400],
    ['a number too large to be finite, in a query', '/api/contents/most-relevant?limit=1e309', 400],
    ['a repeated integer parameter', '/api/episodes?content-id=1&content-id=2', 400],
    ['a broken percent-encoding in the path', '/api/contents/%E0%A4%A', 400],
  ])('%s: %s answers %i, never 500', async (_name, path, status) => {
    expect((await fetch(server.origin + path)).status).toBe(status);
  });

  it('a number too large to be finite, as text in a JSON body, is a 400 (it was a 500)', async () => {
    const response = await fetch(`${server.origin}/api/v2/playlists`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ page: 0, size: '1e309' }),
    });
    expect(response.status).toBe(400);
  });

  it('a JSON body is not coerced: a number sent as text is refused', async () => {
    const response = await fetch(`${server.origin}/api/contents/most-relevant?limit=2`);
    expect(response.status).toBe(200);
    const asText = await fetch(`${server.origin}/api/v2/playlists`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ page: '0' }),
    });
    expect(asText.status).toBe(400);
  });
});

describe('the Host header', () => {
  const forged = 'evil.example';

  it.each([
    ['a VAST document', '/api/vast.xml?ad=preroll-skippable'],
    ['the sitemap', '/api/sitemap.xml'],
    ['the embed loader script', '/api/lib.js'],
    ['the ad list', '/api/ad-list.json'],
  ])('never enters %s', async (_name, path) => {
    const body = await getWithHost(server.origin, path, forged);
    expect(body).not.toContain(forged);
    expect(body).toContain(server.origin);
  });

  it('gives way to the configured public origin', async () => {
    const body = await getWithHost(configured.origin, '/api/vast.xml', forged);
    expect(body).not.toContain(forged);
    expect(body).toContain('https://player.example/ads/track');
  });

  it('does not grow a cache: a hundred Host headers leave one sitemap', async () => {
    for (let index = 0; index < 100; index += 1) {
      await getWithHost(server.origin, '/api/sitemap.xml', `host-${index}.example`);
    }
    const caches = await fetch(`${server.origin}/api/caches`, {
      headers: { authorization: `Bearer ${await tokenOf('admin@example.com', adminPassword)}` },
    });
    const sitemap = ((await caches.json()) as { name: string; entries: number }[]).find(
      ({ name }) => name === 'sitemap',
    );
    expect(sitemap?.entries).toBe(1);
  });
});

describe('caches', () => {
  it('keep at most their number of entries, the oldest going first', () => {
    const cache = createCache<number>('test', 600, 3);
    for (const key of ['a', 'b', 'c', 'd']) cache.get(key, () => key.charCodeAt(0));
    expect(cache.entries()).toBe(3);
    expect(cache.peek('a')).toBeUndefined();
    expect(cache.peek('d')).toBe(100);
  });
});

describe('CORS', () => {
  const preflight = (origin: string) =>
    fetch(`${server.origin}/api/episodes?content-id=1`, {
      method: 'OPTIONS',
      headers: {
        origin,
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'authorization',
      },
    });

  it.each(['https://evil.example', 'null', 'http://127.0.0.1.evil.example'])(
    'grants nothing to %s',
    async (origin) => {
      const response = await preflight(origin);
      expect(response.headers.get('access-control-allow-origin')).toBeNull();
      expect(response.headers.get('access-control-allow-credentials')).toBeNull();
      const real = await fetch(`${server.origin}/auth/user/details`, { headers: { origin } });
      expect(real.headers.get('access-control-allow-origin')).toBeNull();
    },
  );

  it('grants an embed origin of the allow-list, with credentials', async () => {
    const response = await preflight('https://embeds.example');
    expect(response.headers.get('access-control-allow-origin')).toBe('https://embeds.example');
    expect(response.headers.get('access-control-allow-credentials')).toBe('true');
  });
});

describe('answers with user data', () => {
  it.each([
    ['the viewer’s episodes', '/api/episodes?content-id=1', { 'x-session-context': 'device-1' }],
    [
      'the last watched episode',
      '/api/contents/2/episodes/watched/last',
      { 'x-session-context': 'device-1' },
    ],
  ])('%s: no-store, and Vary on the viewer’s headers', async (_name, path, headers) => {
    const response = await fetch(server.origin + path, { headers });
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('vary')).toMatch(/Authorization/i);
    expect(response.headers.get('vary')).toMatch(/X-Session-Context/i);
  });

  it('the signed-in user’s details: no-store', async () => {
    const token = await tokenOf('viewer@example.com', 'viewer-password');
    const response = await fetch(`${server.origin}/auth/user/details`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
  });
});

describe('the fault routes', () => {
  it('refuse a web page (any Origin), and answer it without CORS', async () => {
    const response = await fetch(`${server.origin}/__faults`, {
      method: 'POST',
      headers: { origin: 'https://evil.example', 'content-type': 'application/json' },
      body: JSON.stringify({ rules: [{ path: '/api/contents/1', action: { kind: 'hang' } }] }),
    });
    expect(response.status).toBe(403);
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
    expect((await fetch(`${server.origin}/api/contents/1`)).status).toBe(200);
  });

  it('still serve a test on this machine', async () => {
    const response = await fetch(`${server.origin}/__faults`);
    expect(response.status).toBe(200);
  });
});

// The player page's own CSP is checked in app.test.ts, against a stand-in build: here the unit
// tests run before `npm run build`, so /player/ may not exist yet.
describe('HTML pages', () => {
  it.each(['/', '/ads/landing?ad=x'])(
    '%s carries a Content-Security-Policy without inline script',
    async (path) => {
      const response = await fetch(server.origin + path);
      const policy = response.headers.get('content-security-policy') ?? '';
      expect(policy).toMatch(/script-src 'self'/);
      expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
    },
  );
});

describe('what held, kept as regressions', () => {
  it.each([
    '/media/..%2f..%2fpackage.json',
    '/media/%2e%2e/%2e%2e/package.json',
    '/player/..%2f..%2fpackage.json',
    '/host/..%2f..%2f..%2fpackage.json',
    '/embed/types/..%2f..%2f..%2fpackage.json',
  ])('no file outside the served folders: %s', async (path) => {
    const response = await fetch(server.origin + path);
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(await response.text()).not.toContain('"devDependencies"');
  });

  it('SQL in a value is data: a search for a quote and a comment finds nothing and breaks nothing', async () => {
    const response = await fetch(`${server.origin}/api/v2/contents/search`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: "' OR 1=1 --" }),
    });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { total: number }).total).toBe(0);
  });

  it('a body over the limit is a 413', async () => {
    const response = await fetch(`${server.origin}/auth/authentication`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'a@example.com', password: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(response.status).toBe(413);
  });

  it('headers over the limit are a 431', async () => {
    const status = await new Promise<number>((resolve, reject) => {
      const { hostname, port } = new URL(server.origin);
      const request = httpRequest(
        { hostname, port, path: '/api/contents/1', headers: { 'x-big': 'x'.repeat(64 * 1024) } },
        (response) => {
          response.resume();
          resolve(response.statusCode ?? 0);
        },
      );
      request.on('error', reject);
      request.end();
    });
    expect(status).toBe(431);
  });
});
