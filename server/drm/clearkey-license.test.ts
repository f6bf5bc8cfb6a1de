import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { accessTokenOf } from '../testing/access-token';
import { useTestServer } from '../testing/use-test-server';
import { demoClearKeysFile } from './clearkey-keys';
import { clearKeyLicensePath } from './clearkey-license-route';

// The committed demo key, read here as the CDM will need it: base64url without padding.
const [demoKey] = (
  JSON.parse(readFileSync(demoClearKeysFile, 'utf8')) as {
    keys: { content: string; kid: string; key: string }[];
  }
).keys;
if (!demoKey) throw new Error('the demo keys file has no key');
const base64url = (hex: string) => Buffer.from(hex, 'hex').toString('base64url');
const film6 = { kid: base64url(demoKey.kid), k: base64url(demoKey.key) };
const unknownKid = base64url('00112233445566778899aabbccddeeff');

interface LicenseCall {
  body?: string | Uint8Array;
  /** The Content-Type to send; none when absent (a Uint8Array body then goes untyped). */
  type?: string;
  headers?: Record<string, string>;
  method?: string;
}

async function license(origin: string, call: LicenseCall = {}) {
  const response = await fetch(origin + clearKeyLicensePath, {
    method: call.method ?? 'POST',
    headers: { ...(call.type ? { 'Content-Type': call.type } : {}), ...call.headers },
    body: call.body,
  });
  const text = await response.text();
  return {
    status: response.status,
    headers: response.headers,
    text,
    body: (text ? JSON.parse(text) : undefined) as Record<string, unknown> | undefined,
  };
}

/** A request as hls.js sends the CDM's message: bytes, no Content-Type. */
const bytesOf = (request: unknown) => new TextEncoder().encode(JSON.stringify(request));

describe('POST /drm/clearkey/license', () => {
  // A host site allowed to call the API from its own pages (CORS_ORIGINS).
  const server = useTestServer({ corsOrigins: ['https://host.example'] });
  const ask = (call: LicenseCall = {}) => license(server.origin, call);
  const askFor = (kids: unknown, type: unknown = 'temporary') =>
    ask({ body: bytesOf({ kids, type }) });

  it('answers film 6’s key as a JSON Web Key set, uncached', async () => {
    const answer = await askFor([film6.kid]);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(answer.body).toEqual({ keys: [{ kty: 'oct', ...film6 }], type: 'temporary' });
  });

  it.each([
    ['no type (hls.js’s bytes)', undefined],
    ['application/octet-stream', 'application/octet-stream'],
    ['application/json', 'application/json'],
    ['text/plain with a charset', 'text/plain;charset=UTF-8'],
  ])('reads the request sent with %s', async (_name, type) => {
    const answer = await ask({ body: bytesOf({ kids: [film6.kid], type: 'temporary' }), type });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ keys: [{ kid: film6.kid, k: film6.k }] });
  });

  it('takes the session type as optional, and answers the one asked', async () => {
    expect((await ask({ body: bytesOf({ kids: [film6.kid] }) })).body).toMatchObject({
      type: 'temporary',
    });
    expect((await askFor([film6.kid], 'persistent-license')).body).toMatchObject({
      keys: [{ kid: film6.kid }],
      type: 'persistent-license',
    });
  });

  it('answers only the known keys of those asked, each once', async () => {
    const answer = await askFor([unknownKid, film6.kid, film6.kid]);
    expect(answer.status).toBe(200);
    expect(answer.body?.keys).toEqual([{ kty: 'oct', ...film6 }]);
  });

  it('answers 404 when it knows none of the key ids asked', async () => {
    const answer = await askFor([unknownKid]);
    expect(answer.status).toBe(404);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(answer.body).toEqual({
      error: 'Not Found',
      message: `No key is known for the key ids asked: ${unknownKid}`,
    });
  });

  it.each([
    ['an empty body', undefined, 'body is required'],
    ['a body that is not JSON', '{"kids": [', 'body is not JSON'],
    ['JSON that is not an object', '["kids"]', 'body must be an object'],
    ['no kids', '{"type":"temporary"}', 'body/kids must be an array of 1 to 16 key ids'],
    ['no key id', '{"kids":[]}', 'body/kids must be an array of 1 to 16 key ids'],
    [
      'more than 16 key ids',
      JSON.stringify({ kids: Array.from({ length: 17 }, () => film6.kid) }),
      'body/kids must be an array of 1 to 16 key ids',
    ],
    [
      'a key id of 15 bytes',
      JSON.stringify({ kids: [film6.kid, Buffer.alloc(15).toString('base64url')] }),
      'body/kids/1 must be a 16-byte key id in base64url without padding (22 characters)',
    ],
    [
      'a key id of 17 bytes',
      JSON.stringify({ kids: [Buffer.alloc(17).toString('base64url')] }),
      'body/kids/0 must be a 16-byte key id',
    ],
    [
      'a key id with padding',
      JSON.stringify({ kids: [`${film6.kid}==`] }),
      'body/kids/0 must be a 16-byte key id',
    ],
    [
      'a key id in plain base64',
      JSON.stringify({ kids: [Buffer.alloc(16, 0xfb).toString('base64').slice(0, 22)] }),
      'body/kids/0 must be a 16-byte key id',
    ],
    ['a key id that is not text', '{"kids":[16]}', 'body/kids/0 must be a 16-byte key id'],
    [
      'an unknown session type',
      JSON.stringify({ kids: [film6.kid], type: 'persistent-usage-record' }),
      'body/type must be one of temporary, persistent-license',
    ],
    [
      'a member the format does not have',
      JSON.stringify({ kids: [film6.kid], keys: [] }),
      'body must NOT have additional properties: "keys"',
    ],
  ])('answers 400 naming the fault for %s', async (_name, body, message) => {
    const answer = await ask({ body, type: 'application/octet-stream' });
    expect(answer.status).toBe(400);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(answer.body).toEqual({ error: 'Bad Request', message: expect.any(String) });
    expect(answer.body?.message).toContain(message);
  });

  it('refuses a body over 4 KiB with 413, before reading it as a request', async () => {
    const padded = JSON.stringify({ kids: [film6.kid], type: 'temporary' }).padEnd(4097, ' ');
    const answer = await ask({ body: padded, type: 'application/octet-stream' });
    expect(answer.status).toBe(413);
    expect(answer.body).toMatchObject({ error: 'Payload Too Large' });
    const fits = JSON.stringify({ kids: [film6.kid], type: 'temporary' }).padEnd(4096, ' ');
    expect((await ask({ body: fits, type: 'application/octet-stream' })).status).toBe(200);
  });

  it('answers 415 to a body of another type', async () => {
    const answer = await ask({
      body: `kids=${film6.kid}`,
      type: 'application/x-www-form-urlencoded',
    });
    expect(answer.status).toBe(415);
    expect(answer.body).toMatchObject({ error: 'Unsupported Media Type' });
  });

  it('answers 404 JSON to another method', async () => {
    for (const method of ['GET', 'PUT']) {
      const answer = await ask({ method });
      expect(answer.status, method).toBe(404);
      expect(answer.body).toEqual({
        error: 'Not Found',
        message: `Nothing at ${method} ${clearKeyLicensePath}`,
      });
    }
  });

  it('needs no viewer, and takes a signed-in viewer’s token and a device id', async () => {
    const token = await accessTokenOf(server.origin, 'viewer@example.com', 'viewer-password');
    const answer = await ask({
      body: bytesOf({ kids: [film6.kid] }),
      headers: { Authorization: `Bearer ${token}`, 'X-Session-Context': 'device-1' },
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ keys: [{ kid: film6.kid }] });
    expect(answer.headers.get('vary')).toContain('Authorization, X-Session-Context');
  });

  it.each([
    ['another scheme', 'Basic dmlld2VyOnBhc3N3b3Jk'],
    ['no token', 'Bearer'],
    ['two tokens', 'Bearer a b'],
    ['a token that is not valid', 'Bearer not.a.token'],
  ])('answers 401 to an Authorization header with %s, as /api does', async (_name, value) => {
    const headers = { Authorization: value };
    const answer = await ask({ body: bytesOf({ kids: [film6.kid] }), headers });
    expect(answer.status).toBe(401);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    const api = await fetch(`${server.origin}/api/episodes?content-id=1`, { headers });
    expect(answer.body).toEqual(await api.json());
  });

  it('grants CORS with the player’s headers to the API’s origins only', async () => {
    const preflight = (origin: string) =>
      fetch(server.origin + clearKeyLicensePath, {
        method: 'OPTIONS',
        headers: {
          Origin: origin,
          'Access-Control-Request-Method': 'POST',
          'Access-Control-Request-Headers': 'x-session-context, authorization',
        },
      });
    const allowed = await preflight('https://host.example');
    expect(allowed.status).toBe(204);
    expect(allowed.headers.get('access-control-allow-origin')).toBe('https://host.example');
    expect(allowed.headers.get('access-control-allow-headers')?.toLowerCase()).toContain(
      'x-session-context',
    );
    const answer = await ask({
      body: bytesOf({ kids: [film6.kid] }),
      headers: { Origin: 'https://host.example' },
    });
    expect(answer.headers.get('access-control-allow-origin')).toBe('https://host.example');
    const stranger = await preflight('https://stranger.example');
    expect(stranger.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('answers 400 to an X-Session-Context over 200 characters, as /api does', async () => {
    const body = bytesOf({ kids: [film6.kid] });
    const longest = { 'X-Session-Context': 'd'.repeat(200) };
    expect((await ask({ body, headers: longest })).status).toBe(200);
    const headers = { 'X-Session-Context': 'd'.repeat(201) };
    const answer = await ask({ body, headers });
    expect(answer.status).toBe(400);
    const api = await fetch(`${server.origin}/api/contents/1`, { headers });
    expect(answer.body).toEqual(await api.json());
  });
});

describe('the license route under test faults', () => {
  const server = useTestServer({ faults: true });
  const body = bytesOf({ kids: [film6.kid], type: 'temporary' });
  const inject = async (action: object) => {
    const response = await fetch(`${server.origin}/__faults`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        rules: [{ method: 'POST', path: clearKeyLicensePath, times: 1, action }],
      }),
    });
    expect(response.status).toBe(201);
  };

  it('answers an injected status once, then the license again', async () => {
    await inject({ kind: 'status', status: 403 });
    expect(await license(server.origin, { body })).toMatchObject({
      status: 403,
      body: { error: 'Injected fault' },
    });
    expect((await license(server.origin, { body })).status).toBe(200);
  });

  it('answers an injected wrong key as the license', async () => {
    const wrong = { keys: [{ kty: 'oct', kid: film6.kid, k: unknownKid }], type: 'temporary' };
    await inject({ kind: 'status', status: 200, body: JSON.stringify(wrong) });
    expect((await license(server.origin, { body })).body).toEqual(wrong);
  });

  it('leaves an injected hang unanswered', async () => {
    await inject({ kind: 'hang' });
    const hung = fetch(server.origin + clearKeyLicensePath, {
      method: 'POST',
      body,
      signal: AbortSignal.timeout(500),
    });
    await expect(hung).rejects.toThrow(/abort|timeout/i);
    expect((await license(server.origin, { body })).status).toBe(200);
  });
});

describe('the license route’s rate limit', () => {
  const max = 3;
  const windowSeconds = 60;
  const server = useTestServer({ clearKeyLicenseLimit: { max, windowSeconds } });
  const body = bytesOf({ kids: [film6.kid] });

  it('answers 429 with Retry-After past the limit, whatever was asked, until the window passes', async () => {
    expect((await license(server.origin, { body })).status).toBe(200);
    // Refused requests count too: a client cannot probe key ids or tokens without limit.
    expect((await license(server.origin, { body: '{' })).status).toBe(400);
    const badToken = { Authorization: 'Bearer not.a.token' };
    expect((await license(server.origin, { body, headers: badToken })).status).toBe(401);
    const refused = await license(server.origin, { body });
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ error: 'Too Many Requests' });
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
    server.clock.advance(windowSeconds * 1000);
    expect((await license(server.origin, { body })).status).toBe(200);
  });
});
