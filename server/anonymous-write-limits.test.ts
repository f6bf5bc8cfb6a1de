import { describe, expect, it } from 'vitest';
import { qoeRecord } from './testing/qoe-records';
import { responseValidator } from './testing/response-validator';
import { useTestServer } from './testing/use-test-server';

// Small limits, so that a test reaches each; every route counts on its own.
const max = 3;
const windowSeconds = 60;
const server = useTestServer({
  anonymousWriteLimits: {
    adPixel: { max, windowSeconds },
    timeProgress: { max, windowSeconds },
    completedMark: { max, windowSeconds },
    history: { max, windowSeconds },
    abuseReport: { max, windowSeconds: 60 * 60 },
    qoeRecord: { max, windowSeconds },
  },
});
const contract = responseValidator();
const device = { 'X-Session-Context': 'limits-device' };

interface Write {
  name: string;
  method: string;
  url: string;
  body?: unknown;
  /** Its answer while under the limit. */
  status: number;
  /** The limit's window, when not windowSeconds. */
  window?: number;
}

const writes: Write[] = [
  { name: 'a tracking pixel', method: 'GET', url: '/ads/track?ad=a&event=start', status: 204 },
  { name: 'a tracking pixel by HEAD', method: 'HEAD', url: '/ads/track?ad=a', status: 204 },
  {
    name: 'time progress',
    method: 'POST',
    url: '/api/contents/2/episodes/201/time-progress',
    body: { time: 12 },
    status: 204,
  },
  {
    name: 'a completed mark',
    method: 'POST',
    url: '/api/contents/2/episodes/201/completed',
    status: 204,
  },
  {
    name: 'a completed mark’s removal',
    method: 'DELETE',
    url: '/api/contents/2/episodes/201/completed',
    status: 204,
  },
  {
    name: 'a history entry',
    method: 'POST',
    url: '/api/contents/2/history?episodeId=201',
    body: { time: 30 },
    status: 201,
  },
  {
    name: 'an abuse report',
    method: 'POST',
    url: '/api/abuse/new',
    body: { contentId: 2, reason: 'broken' },
    status: 201,
    window: 60 * 60,
  },
  { name: 'a QoE record', method: 'POST', url: '/qoe', body: qoeRecord(), status: 204 },
];

const send = ({ method, url, body }: Write) =>
  fetch(server.origin + url, {
    method,
    headers: body === undefined ? device : { ...device, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

describe('the calls that store a row for anyone, signed in or not, are limited per address', () => {
  it.each(writes)('$name: 429 with Retry-After past its limit', async (write) => {
    for (let sent = 0; sent < max; sent++) expect((await send(write)).status).toBe(write.status);
    const refused = await send(write);
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(write.window ?? windowSeconds);
    const text = await refused.text();
    if (write.url.startsWith('/api/')) {
      // The contract documents the 429 of each such call.
      const answer = { ...write, status: 429, contentType: refused.headers.get('content-type') };
      expect(contract.check({ ...answer, text }).problem).toBeUndefined();
    }
    if (write.method !== 'HEAD') {
      expect(JSON.parse(text)).toMatchObject({ error: 'Too Many Requests' });
    }
  });

  it('lets an address write again once the window has passed', async () => {
    const [pixel] = writes;
    if (!pixel) throw new Error('no pixel write');
    expect((await send(pixel)).status).toBe(429);
    server.clock.advance(windowSeconds * 1000);
    expect((await send(pixel)).status).toBe(204);
  });
});
