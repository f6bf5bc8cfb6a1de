import { describe, expect, it } from 'vitest';
import { useTestServer } from './testing/use-test-server';

const server = useTestServer();

interface BadRequest {
  method: string;
  path: string;
  body?: string;
  contentType?: string;
  status: number;
  /** A word the message must contain: the field at fault. */
  names?: string;
}

const device = { 'X-Session-Context': 'bad-input-device' };
const cases: BadRequest[] = [
  { method: 'POST', path: '/auth/authentication', status: 400, names: 'body' },
  {
    method: 'POST',
    path: '/auth/authentication',
    body: 'email=x',
    contentType: 'text/plain',
    status: 415,
  },
  {
    method: 'POST',
    path: '/auth/authentication',
    body: '<a/>',
    contentType: 'application/xml',
    status: 415,
  },
  {
    method: 'POST',
    path: '/auth/authentication',
    body: '[1,2]',
    contentType: 'application/json',
    status: 400,
  },
  {
    method: 'POST',
    path: '/auth/authentication',
    body: '{"email":',
    contentType: 'application/json',
    status: 400,
  },
  {
    method: 'POST',
    path: '/auth/authentication',
    body: '{"email":"viewer@example.com","password":"x","admin":true}',
    contentType: 'application/json',
    status: 400,
    names: 'additional',
  },
  { method: 'POST', path: '/api/contents/1/history', status: 400, names: 'body' },
  {
    method: 'POST',
    path: '/api/contents/1/history',
    body: 'x',
    contentType: 'text/plain',
    status: 415,
  },
  {
    method: 'POST',
    path: '/api/contents/1/episodes/101/time-progress',
    body: '{"time": 1, "extra": 2}',
    contentType: 'application/json',
    status: 400,
    names: 'additional',
  },
  {
    method: 'POST',
    path: '/api/contents/1/episodes/101/time-progress',
    body: '{"time": 1e308}',
    contentType: 'application/json',
    status: 400,
    names: 'time',
  },
  {
    method: 'POST',
    path: '/api/contents/history',
    body: '{"page": 1e20}',
    contentType: 'application/json',
    status: 400,
    names: 'page',
  },
  { method: 'GET', path: '/api/contents/99999999999999999999999', status: 404 },
  { method: 'GET', path: '/api/contents/1.5', status: 400, names: 'id' },
  { method: 'GET', path: '/api/contents/%00', status: 400, names: 'id' },
  {
    method: 'GET',
    path: `/api/contents/1/available?domain=${'a'.repeat(300)}`,
    status: 400,
    names: 'domain',
  },
  {
    method: 'GET',
    path: '/api/episodes?content-id=1&content-id=2',
    status: 400,
    names: 'content-id',
  },
  { method: 'PATCH', path: '/auth/user/rename?name=x', status: 401, names: 'Bearer' },
  { method: 'GET', path: '/auth/user/details', status: 401, names: 'Bearer' },
  { method: 'POST', path: '/auth/administration/block-user/abc', status: 400 },
];

describe('bad input gets a 4xx with a one-line JSON message, never a 500 or a stack trace', () => {
  it.each(cases)(
    '$method $path ($contentType) → $status',
    async ({ method, path, body, contentType, status, names }) => {
      const headers: Record<string, string> = { ...device };
      if (contentType) headers['Content-Type'] = contentType;
      const response = await fetch(`${server.origin}${path}`, { method, headers, body });
      expect(response.status).toBe(status);
      const answer = (await response.json()) as { error: string; message: string };
      expect(answer.message).toEqual(expect.any(String));
      expect(answer.message).not.toMatch(/\n\s+at /);
      if (names) expect(answer.message).toContain(names);
    },
  );

  it('accepts a refresh without the expired access token the client no longer holds', async () => {
    const signIn = await fetch(`${server.origin}/auth/authentication`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'viewer@example.com', password: 'viewer-password' }),
    });
    const { refreshToken } = (await signIn.json()) as { refreshToken: string };
    const refreshed = await fetch(`${server.origin}/auth/authentication/refresh`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ refreshToken, accessToken: '' }),
    });
    expect(refreshed.status).toBe(200);
    expect(refreshed.headers.get('authorization')).toMatch(/^Bearer /);
  });
});
