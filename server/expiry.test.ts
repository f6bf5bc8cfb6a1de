import { describe, expect, it } from 'vitest';
import { codeTtlMs } from './auth/one-time-codes';
import { refreshTtlSeconds } from './auth/tokens';
import { mailedCode } from './testing/mail-outbox';
import { useTestServer } from './testing/use-test-server';

// One restore request per account a minute, so a test can see the window close and open again.
const server = useTestServer({
  authRateLimits: {
    initPasswordRestore: {
      perAddress: { max: 1000, windowSeconds: 60 },
      perAccount: { max: 1, windowSeconds: 60 },
    },
  },
});

async function post(path: string, body: unknown) {
  const response = await fetch(`${server.origin}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json().catch(() => ({}))) as never };
}

/** Starts a sign-up and answers the code mailed for it. */
async function pendingSignUp(email: string): Promise<string> {
  expect((await post('/auth/signup', { email, password: 'long-password', name: 'E' })).status).toBe(
    202,
  );
  return mailedCode(server.databaseFile, email);
}

// Everything here expires by the server's clock, which these tests move on instead of waiting.
describe('by the server clock', () => {
  it('a sign-up code works until its lifetime is over, and not after', async () => {
    const inTime = await pendingSignUp('in-time@example.com');
    const late = await pendingSignUp('late@example.com');
    server.clock.advance(codeTtlMs - 60_000);
    expect(
      (await post('/auth/signup/complete', { email: 'in-time@example.com', code: inTime })).status,
    ).toBe(201);
    server.clock.advance(60_000 + 1000);
    const answer = await post('/auth/signup/complete', { email: 'late@example.com', code: late });
    expect(answer).toMatchObject({
      status: 400,
      body: { message: 'code is wrong or has expired' },
    });
  });

  it('a password restore code is void once its lifetime is over', async () => {
    const email = 'viewer@example.com';
    expect((await post('/auth/user/password/restore/init', { email })).status).toBe(202);
    const code = mailedCode(server.databaseFile, email);
    server.clock.advance(codeTtlMs + 1000);
    const restore = { email, code, newPassword: 'restored-password' };
    expect((await post('/auth/user/password/restore', restore)).status).toBe(400);
    const signIn = await post('/auth/authentication', { email, password: 'viewer-password' });
    expect(signIn.status).toBe(200);
  });

  it('a refresh token works until its lifetime is over, and not after', async () => {
    const { body: first } = await post('/auth/authentication', {
      email: 'admin@example.com',
      password: 'admin-password',
    });
    server.clock.advance((refreshTtlSeconds - 60) * 1000);
    const second = await post('/auth/authentication/refresh', first);
    expect(second.status).toBe(200);
    server.clock.advance((refreshTtlSeconds + 1) * 1000);
    const late = await post('/auth/authentication/refresh', second.body);
    expect(late).toMatchObject({
      status: 401,
      body: { message: 'The refresh token has expired' },
    });
  });

  it('a rate-limit window closes, and opens again once it has passed', async () => {
    const request = { email: 'limited@example.com' };
    expect((await post('/auth/user/password/restore/init', request)).status).toBe(202);
    const limited = await fetch(`${server.origin}/auth/user/password/restore/init`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(request),
    });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(limited.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    server.clock.advance(60_000);
    expect((await post('/auth/user/password/restore/init', request)).status).toBe(202);
  });
});
