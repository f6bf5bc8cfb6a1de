import { decodeJwt } from 'jose';
import { describe, expect, it, vi } from 'vitest';
import { lastMail as lastMailIn } from './testing/mail-outbox';
import { useTestServer } from './testing/use-test-server';

// Access tokens expire accessTtl seconds after sign-in by the server's clock, which tests move on;
// long enough that none runs out by itself while a test runs on a loaded machine.
const accessTtl = 300;
const server = useTestServer({ accessTokenTtlSeconds: accessTtl });
// Every sign-in, sign-up and password change hashes with scrypt's OWASP cost: ~0.3-1 s each.
vi.setConfig({ testTimeout: 30_000 });

interface Answer {
  status: number;
  headers: Headers;
  // Answers are JSON of many shapes; each test reads the fields it checks.
  body: Record<string, unknown> & { accessToken: string; refreshToken: string };
}

async function call(method: string, path: string, body?: unknown, token?: string): Promise<Answer> {
  const headers: Record<string, string> = {};
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;
  const response = await fetch(`${server.origin}${path}`, {
    method,
    headers,
    body: typeof body === 'string' ? body : body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : {} };
}

const signIn = (email: string, password: string) =>
  call('POST', '/auth/authentication', { email, password });
const viewer = () => signIn('viewer@example.com', 'viewer-password');
const admin = () => signIn('admin@example.com', 'admin-password');

/** The newest mail the server wrote to its outbox for an address. */
const lastMail = (recipient: string) => lastMailIn(server.databaseFile, recipient);

/** Signs an account up the whole way: the sign-up, then the code mailed to it. */
async function signUp(email: string, password: string, name: string): Promise<Answer> {
  expect((await call('POST', '/auth/signup', { email, password, name })).status).toBe(202);
  const code = lastMail(email).match(/\d{10}/)?.[0];
  return call('POST', '/auth/signup/complete', { email, code });
}

describe('sign-in and tokens', () => {
  it('signs in and returns a token pair whose access token expires soon', async () => {
    const { status, body } = await viewer();
    expect(status).toBe(200);
    const claims = decodeJwt(body.accessToken);
    expect(claims.sub).toBe('2');
    const now = server.clock.now() / 1000;
    expect(claims.exp).toBeGreaterThan(now);
    expect(claims.exp).toBeLessThanOrEqual(now + accessTtl + 1);
    const details = await call('GET', '/auth/user/details', undefined, body.accessToken);
    expect(details.body).toMatchObject({
      email: 'viewer@example.com',
      role: 'user',
      blocked: false,
    });
    expect(details.body).not.toHaveProperty('password_hash');
  });

  it('refuses a wrong password, a malformed body and a missing field', async () => {
    expect((await signIn('viewer@example.com', 'nope')).status).toBe(401);
    expect((await call('POST', '/auth/authentication', '{"email": ')).status).toBe(400);
    const missing = await call('POST', '/auth/authentication', { email: 'viewer@example.com' });
    expect(missing).toMatchObject({
      status: 400,
      body: { message: expect.stringContaining('password') },
    });
  });

  it('refreshes an expired access token; the new one comes in the Authorization header', async () => {
    const { body: pair } = await viewer();
    // exp is in whole seconds: a second more than the lifetime is past it.
    server.clock.advance((accessTtl + 1) * 1000);
    const expired = await call('GET', '/api/episodes?content-id=1', undefined, pair.accessToken);
    expect(expired).toMatchObject({
      status: 401,
      body: { message: expect.stringContaining('expired') },
    });

    const refreshed = await call('POST', '/auth/authentication/refresh', pair);
    expect(refreshed.status).toBe(200);
    const header = refreshed.headers.get('authorization') ?? '';
    expect(header).toMatch(/^Bearer \S+$/);
    const newToken = header.slice('Bearer '.length);
    expect(newToken).not.toBe(pair.accessToken);
    const episodes = await call('GET', '/api/episodes?content-id=1', undefined, newToken);
    expect(episodes.status).toBe(200);
  });

  it('refuses a refresh with another user’s access token, a garbage token or no token', async () => {
    const { body: mine } = await viewer();
    const { body: theirs } = await admin();
    const mixed = await call('POST', '/auth/authentication/refresh', {
      refreshToken: mine.refreshToken,
      accessToken: theirs.accessToken,
    });
    expect(mixed.status).toBe(401);
    const garbage = await call('POST', '/auth/authentication/refresh', {
      refreshToken: 'not.a.token',
      accessToken: mine.accessToken,
    });
    expect(garbage.status).toBe(401);
    expect((await call('POST', '/auth/authentication/refresh', { refreshToken: 'x' })).status).toBe(
      400,
    );
  });

  it('keeps a signed-in viewer’s progress under the user, not the device', async () => {
    const { body } = await viewer();
    const save = await fetch(`${server.origin}/api/contents/2/episodes/205/time-progress`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Authorization: `Bearer ${body.accessToken}`,
        'X-Session-Context': 'device-of-viewer',
      },
      body: JSON.stringify({ time: 9 }),
    });
    expect(save.status).toBe(204);
    const asUser = await call('GET', '/api/episodes?content-id=2', undefined, body.accessToken);
    expect((asUser.body as unknown as { watchProgress: number }[])[4]?.watchProgress).toBe(9);
    const asDevice = await fetch(`${server.origin}/api/episodes?content-id=2`, {
      headers: { 'X-Session-Context': 'device-of-viewer' },
    });
    expect(
      ((await asDevice.json()) as { watchProgress: number | null }[])[4]?.watchProgress,
    ).toBeNull();
  });
});

describe('accounts', () => {
  it('signs up with the mailed code; the same email again makes no second account', async () => {
    const created = await signUp('new@example.com', 'long-password', 'Новый');
    expect(created.status).toBe(201);
    expect(decodeJwt(created.body.accessToken).name).toBe('Новый');
    const again = await call('POST', '/auth/signup', {
      email: 'NEW@example.com',
      password: 'other-password',
      name: 'X',
    });
    expect(again.status).toBe(202);
    expect(lastMail('new@example.com')).not.toMatch(/\d{10}/);
    expect((await signIn('new@example.com', 'other-password')).status).toBe(401);
    const bad = await call('POST', '/auth/signup', {
      email: 'not-an-email',
      password: 'long-password',
      name: 'X',
    });
    expect(bad).toMatchObject({ status: 400, body: { message: expect.stringContaining('email') } });
  });

  it('renames the user through the query', async () => {
    const { body } = await signUp('rename@example.com', 'long-password', 'A');
    const renamed = await call(
      'PATCH',
      `/auth/user/rename?name=${encodeURIComponent('Борис')}`,
      undefined,
      body.accessToken,
    );
    expect(renamed).toMatchObject({ status: 200, body: { name: 'Борис' } });
    expect((await call('PATCH', '/auth/user/rename', undefined, body.accessToken)).status).toBe(
      400,
    );
    expect((await call('PATCH', '/auth/user/rename?name=X')).status).toBe(401);
  });

  it('changes the password: old tokens and the old password stop working', async () => {
    const { body } = await signUp('change@example.com', 'first-password', 'C');
    const wrong = await call(
      'POST',
      '/auth/user/password/change',
      { oldPassword: 'nope', newPassword: 'second-password' },
      body.accessToken,
    );
    expect(wrong.status).toBe(400);
    const changed = await call(
      'POST',
      '/auth/user/password/change',
      { oldPassword: 'first-password', newPassword: 'second-password' },
      body.accessToken,
    );
    expect(changed.status).toBe(200);
    expect((await call('GET', '/auth/user/details', undefined, body.accessToken)).status).toBe(401);
    expect(
      (await call('GET', '/auth/user/details', undefined, changed.body.accessToken)).status,
    ).toBe(200);
    expect((await signIn('change@example.com', 'first-password')).status).toBe(401);
    expect((await signIn('change@example.com', 'second-password')).status).toBe(200);
  });

  it('restores a password with the code from the outbox, once', async () => {
    await signUp('forgot@example.com', 'first-password', 'F');
    expect(
      (await call('POST', '/auth/user/password/restore/init', { email: 'forgot@example.com' }))
        .status,
    ).toBe(202);
    expect(
      (await call('POST', '/auth/user/password/restore/init', { email: 'nobody@example.com' }))
        .status,
    ).toBe(202);
    const code = lastMail('forgot@example.com').match(/\d{10}/)?.[0];
    const restore = { email: 'forgot@example.com', code, newPassword: 'restored-password' };
    expect(
      (
        await call('POST', '/auth/user/password/restore', {
          ...restore,
          code: '0000000000' === code ? '1111111111' : '0000000000',
        })
      ).status,
    ).toBe(400);
    expect((await call('POST', '/auth/user/password/restore', restore)).status).toBe(204);
    expect((await call('POST', '/auth/user/password/restore', restore)).status).toBe(400);
    expect((await signIn('forgot@example.com', 'restored-password')).status).toBe(200);
  });

  it('answers 501 for the calls the reference server does not have', async () => {
    expect((await call('POST', '/auth/subscription?plan=pro')).status).toBe(501);
    expect((await call('POST', '/auth/subscription/notify', { any: 'thing' })).body).toMatchObject({
      error: 'Not Implemented',
    });
  });
});

describe('administration', () => {
  it('lists and creates users for an admin only', async () => {
    const { body: viewerPair } = await viewer();
    const { body: adminPair } = await admin();
    const list = await call(
      'POST',
      '/auth/administration/users',
      { page: 0, size: 50 },
      adminPair.accessToken,
    );
    expect(list.status).toBe(200);
    expect((list.body as unknown as { email: string }[]).map((user) => user.email)).toContain(
      'viewer@example.com',
    );
    expect(
      (await call('POST', '/auth/administration/users', {}, viewerPair.accessToken)).status,
    ).toBe(403);
    expect((await call('POST', '/auth/administration/users', {})).status).toBe(401);

    const user = { email: 'made@example.com', password: 'made-password', name: 'M' };
    const created = await call(
      'POST',
      '/auth/administration/new-user',
      user,
      adminPair.accessToken,
    );
    expect(created).toMatchObject({
      status: 201,
      body: { email: 'made@example.com', role: 'user' },
    });
    expect(
      (await call('POST', '/auth/administration/new-user', user, adminPair.accessToken)).status,
    ).toBe(409);
  });

  it('blocks a user: their tokens, refresh and sign-in stop working at once', async () => {
    const { body: victim } = await signUp('blocked@example.com', 'long-password', 'B');
    const { body: adminPair } = await admin();
    const id = Number(decodeJwt(victim.accessToken).sub);
    const blocked = await call(
      'POST',
      `/auth/administration/block-user/${id}`,
      undefined,
      adminPair.accessToken,
    );
    expect(blocked).toMatchObject({ status: 200, body: { id, blocked: true } });

    expect((await call('GET', '/auth/user/details', undefined, victim.accessToken)).status).toBe(
      401,
    );
    expect(
      (await call('GET', '/api/episodes?content-id=1', undefined, victim.accessToken)).status,
    ).toBe(401);
    const { refreshToken, accessToken } = victim;
    expect(
      (await call('POST', '/auth/authentication/refresh', { refreshToken, accessToken })).status,
    ).toBe(401);
    expect((await signIn('blocked@example.com', 'long-password')).status).toBe(403);
    expect(
      (
        await call(
          'POST',
          '/auth/administration/block-user/99999',
          undefined,
          adminPair.accessToken,
        )
      ).status,
    ).toBe(404);
  });
});
