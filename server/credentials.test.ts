import { describe, expect, it, vi } from 'vitest';
import { call } from './testing/http-call';
import { useTestServer } from './testing/use-test-server';

// A sign-in hashes with scrypt's OWASP cost: ~0.3-1 s.
vi.setConfig({ testTimeout: 30_000 });

const server = useTestServer();
const device = { 'X-Session-Context': 'credentials-device' };
// The device's episodes of series 2: its progress shows in them.
const episodes = '/api/episodes?content-id=2';

describe('an Authorization header that is not one well-formed bearer token', () => {
  const malformed = ['Bearer x y', 'Basic abc', 'Bearer', 'Bearer ', 'Token abc', ''];

  it('is a 401 on a call that reads the viewer, never the device’s answer', async () => {
    const saved = await call(server, 'POST', '/api/contents/2/episodes/201/time-progress', {
      body: { time: 7 },
      headers: device,
    });
    expect(saved.status).toBe(204);
    const asDevice = await call(server, 'GET', episodes, { headers: device });
    expect(asDevice.body).toContainEqual(expect.objectContaining({ id: 201, watchProgress: 7 }));

    for (const authorization of malformed) {
      const answer = await call(server, 'GET', episodes, {
        headers: { ...device, Authorization: authorization },
      });
      expect(answer, JSON.stringify(authorization)).toMatchObject({
        status: 401,
        body: { message: expect.stringContaining('Authorization') },
      });
    }
  });

  it('is a 401 when sent twice, even with a valid token first', async () => {
    const signedIn = await call(server, 'POST', '/auth/authentication', {
      body: { email: 'viewer@example.com', password: 'viewer-password' },
    });
    const token = signedIn.body.accessToken;
    expect((await call(server, 'GET', episodes, { token })).status).toBe(200);
    // The scheme's case does not matter (RFC 9110).
    const lowerCase = { Authorization: `bearer ${token}` };
    expect((await call(server, 'GET', episodes, { headers: lowerCase })).status).toBe(200);

    const twice = { ...device, Authorization: [`Bearer ${token}`, 'Bearer other'] };
    expect((await call(server, 'GET', episodes, { headers: twice })).status).toBe(401);
    const write = await call(server, 'POST', '/api/contents/2/episodes/202/time-progress', {
      body: { time: 3 },
      headers: { ...device, Authorization: 'Bearer x y' },
    });
    expect(write.status).toBe(401);
    const details = await call(server, 'GET', '/auth/user/details', { headers: twice });
    expect(details.status).toBe(401);
  });
});

describe('an X-Session-Context header over 200 characters', () => {
  const tooLong = { 'X-Session-Context': 'd'.repeat(201) };

  it('is a 400 naming the header on every /api and /auth call, declared or not', async () => {
    const calls: [string, string, unknown?][] = [
      ['GET', episodes],
      ['POST', '/api/contents/2/episodes/201/time-progress', { time: 5 }],
      ['GET', '/api/contents/1'],
      ['GET', '/auth/user/details'],
      ['POST', '/auth/authentication', { email: 'viewer@example.com', password: 'x' }],
    ];
    for (const [method, path, body] of calls) {
      const answer = await call(server, method, path, { body, headers: tooLong });
      expect(answer, `${method} ${path}`).toMatchObject({
        status: 400,
        body: { message: 'headers/x-session-context must NOT have more than 200 characters' },
      });
    }
    const longest = { 'X-Session-Context': 'd'.repeat(200) };
    expect((await call(server, 'GET', episodes, { headers: longest })).status).toBe(200);
  });
});
