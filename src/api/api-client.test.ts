import BetterSqlite3 from 'better-sqlite3';
import Cookies from 'js-cookie';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startServerProcess, type ServerProcess } from '../../server/testing/server-process';
import { ApiError, isAbortError } from './api-error';
import { createApiClient, createPlayerApiClient } from './create-api-client';
import { cookieSessionStore } from './session-cookies';
import { shiftDate, type ShiftedDate } from './testing/shifted-date';

let server: ServerProcess;
// This document's Date (token checks, cookie expiry), which jumps with the server's clock.
let date: ShiftedDate;
// Long enough never to run out by itself while a test runs: the tests move the clocks on instead.
const accessTtlSeconds = 300;
// Sign-ins hash with scrypt's OWASP cost (a few hundred ms each, more on a busy machine).
vi.setConfig({ testTimeout: 30_000 });

beforeAll(async () => {
  server = await startServerProcess({ ACCESS_TOKEN_TTL: String(accessTtlSeconds) });
  date = shiftDate();
});

afterAll(async () => {
  date.restore();
  await server.close();
});

afterEach(() => {
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
});

/** The real fetch, with a record of what was sent: the client is tested against the real server. */
function recordingFetch() {
  const sent: Request[] = [];
  const fetchImpl: typeof fetch = async (input, init) => {
    const request = new Request(input, init);
    sent.push(request.clone());
    return fetch(request);
  };
  return { sent, fetchImpl };
}

function client(fetchImpl?: typeof fetch) {
  return createApiClient({
    baseUrl: `${server.origin}/api`,
    authUrl: `${server.origin}/auth`,
    fetch: fetchImpl,
    session: cookieSessionStore(),
  });
}

/** Moves the server's clock and this document's on together, as if the time had passed. */
async function passTime(ms: number): Promise<void> {
  const response = await fetch(`${server.origin}/__clock`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ advanceMs: ms }),
  });
  expect(response.status).toBe(200);
  date.advance(ms);
}

// exp is in whole seconds: a second more than the lifetime is past it on both sides.
const expireAccessTokens = () => passTime((accessTtlSeconds + 1) * 1000);
const viewer = { email: 'viewer@example.com', password: 'viewer-password' };
const admin = { email: 'admin@example.com', password: 'admin-password' };

describe('the session header', () => {
  it('is empty without a device_fp cookie, so the viewer is nobody', async () => {
    const { sent, fetchImpl } = recordingFetch();
    const api = client(fetchImpl);
    const error = await api.saveTimeProgress(1, 101, 5).catch((e: unknown) => e);
    expect(sent[0]?.headers.get('X-Session-Context')).toBe('');
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(401);
  });

  it('carries the device id once the player creates it, and progress is kept under it', async () => {
    const { sent, fetchImpl } = recordingFetch();
    const api = client(fetchImpl);
    const deviceId = api.session.ensureDeviceId();
    expect(deviceId).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(api.session.ensureDeviceId()).toBe(deviceId);
    expect(Cookies.get('device_fp')).toBe(deviceId);

    await api.saveTimeProgress(2, 203, 14);
    expect(sent[0]?.headers.get('X-Session-Context')).toBe(deviceId);
    const episodes = await api.getEpisodes(2);
    expect(episodes.find((episode) => episode.id === 203)?.watchProgress).toBe(14);
  });
});

describe('tokens', () => {
  it('signs in into cookies; the access cookie expires with its token', async () => {
    const api = client();
    const { accessToken } = await api.signIn(viewer);
    expect(Cookies.get('authToken')).toBe(accessToken);
    expect(Cookies.get('refreshToken')).toEqual(expect.any(String));
    expect(await api.getUserDetails()).toMatchObject({ email: viewer.email });
    await expireAccessTokens();
    expect(Cookies.get('authToken')).toBeUndefined();
    expect(Cookies.get('refreshToken')).toEqual(expect.any(String));
  });

  it('refreshes an expired token exactly once for five parallel calls', async () => {
    const { sent, fetchImpl } = recordingFetch();
    const api = client(fetchImpl);
    const { accessToken } = await api.signIn(viewer);
    await expireAccessTokens();
    sent.length = 0;

    const answers = await Promise.all([1, 2, 3, 4, 5].map((id) => api.getContent(id)));
    expect(answers.map((content) => content.id)).toEqual([1, 2, 3, 4, 5]);
    const refreshes = sent.filter((request) =>
      request.url.endsWith('/auth/authentication/refresh'),
    );
    expect(refreshes).toHaveLength(1);
    const fresh = Cookies.get('authToken');
    expect(fresh).toEqual(expect.any(String));
    expect(fresh).not.toBe(accessToken);
    const catalogueCalls = sent.filter((request) => request.url.includes('/api/contents/'));
    expect(catalogueCalls.map((request) => request.headers.get('Authorization'))).toEqual(
      Array(5).fill(`Bearer ${fresh}`),
    );
    // The refreshed token works where only a signed-in user gets in.
    expect(await api.getUserDetails()).toMatchObject({ email: viewer.email });
  });

  it('refreshes before a call whose stored token is expired, sending the old token along', async () => {
    const { sent, fetchImpl } = recordingFetch();
    const api = client(fetchImpl);
    const { accessToken, refreshToken } = await api.signIn(viewer);
    await expireAccessTokens();
    // A cookie kept past its token (another tab, a clock): the token itself says it expired.
    Cookies.set('authToken', accessToken, { path: '/' });
    sent.length = 0;
    await api.getEpisodes(1);
    const refresh = sent.find((request) => request.url.endsWith('/authentication/refresh'));
    expect(await refresh?.json()).toEqual({ refreshToken, accessToken });
  });

  it("the player page's own client refreshes the same way, and saves progress as the user", async () => {
    const { sent, fetchImpl } = recordingFetch();
    const { accessToken, refreshToken } = await client().signIn(viewer);
    await expireAccessTokens();
    const player = createPlayerApiClient({
      baseUrl: `${server.origin}/api`,
      authUrl: `${server.origin}/auth`,
      fetch: fetchImpl,
      session: cookieSessionStore(),
    });
    Cookies.set('authToken', accessToken, { path: '/' });
    await player.saveTimeProgress(2, 201, 9);
    const refresh = sent.find((request) => request.url.endsWith('/authentication/refresh'));
    expect(await refresh?.json()).toEqual({ refreshToken, accessToken });
    const save = sent.find((request) => request.url.endsWith('/time-progress'));
    expect(save?.headers.get('Authorization')).toBe(`Bearer ${Cookies.get('authToken')}`);
    expect(Cookies.get('authToken')).not.toBe(accessToken);
    // The user's progress, not an anonymous device's: the full client signed in sees it.
    const episodes = await client().getEpisodes(2);
    expect(episodes.find((episode) => episode.id === 201)?.watchProgress).toBe(9);
  });

  it('keeps the refresh token a refresh hands back: the spent one is refused from then on', async () => {
    const { sent, fetchImpl } = recordingFetch();
    const api = client(fetchImpl);
    const { refreshToken: first } = await api.signIn(viewer);
    await expireAccessTokens();
    await api.getContent(1);
    const second = Cookies.get('refreshToken');
    expect(second).toEqual(expect.any(String));
    expect(second).not.toBe(first);
    // The next refresh sends the new one, and it works.
    await expireAccessTokens();
    sent.length = 0;
    expect(await api.getUserDetails()).toMatchObject({ email: viewer.email });
    const refresh = sent.find((request) => request.url.endsWith('/authentication/refresh'));
    expect(((await refresh?.json()) as { refreshToken: string }).refreshToken).toBe(second);
    await expect(api.refresh({ refreshToken: first, accessToken: '' })).rejects.toMatchObject({
      status: 401,
    });
  });

  it('signs out on the server too: the tokens it held stop working', async () => {
    const api = client();
    const { accessToken, refreshToken } = await api.signIn(viewer);
    await api.signOut();
    expect(Cookies.get('authToken')).toBeUndefined();
    expect(Cookies.get('refreshToken')).toBeUndefined();
    const details = await fetch(`${server.origin}/auth/user/details`, {
      headers: { Authorization: `Bearer ${accessToken}` },
    });
    expect(details.status).toBe(401);
    await expect(api.refresh({ refreshToken, accessToken })).rejects.toMatchObject({ status: 401 });
    // Signing out again, with nothing left to end, is no error.
    await api.signOut();
  });

  it('signs up with the mailed code', async () => {
    const api = client();
    const account = { email: 'client-signup@example.com', password: 'long-password', name: 'S' };
    await api.signUp(account);
    expect(Cookies.get('authToken')).toBeUndefined();
    const db = new BetterSqlite3(server.databaseFile, { readonly: true });
    const mail = db
      .prepare('SELECT body FROM mail_outbox WHERE recipient = ? ORDER BY id DESC')
      .get(account.email) as { body: string };
    db.close();
    const code = mail.body.match(/\d{10}/)?.[0] ?? '';
    const { accessToken } = await api.completeSignUp({ email: account.email, code });
    expect(Cookies.get('authToken')).toBe(accessToken);
    expect(await api.getUserDetails()).toMatchObject({ email: account.email, name: 'S' });
  });

  it('after a failed refresh clears the tokens and goes on anonymously, without looping', async () => {
    const { sent, fetchImpl } = recordingFetch();
    const api = client(fetchImpl);
    await api.signIn(viewer);
    Cookies.set('refreshToken', 'not-a-valid-token', { path: '/' });
    await expireAccessTokens();
    sent.length = 0;

    const episodes = await Promise.all([api.getEpisodes(1), api.getEpisodes(2)]);
    expect(episodes.map((list) => list.length)).toEqual([1, 5]);
    expect(sent.filter((request) => request.url.endsWith('/refresh'))).toHaveLength(1);
    expect(sent.filter((request) => request.headers.has('Authorization'))).toHaveLength(0);
    expect(Cookies.get('authToken')).toBeUndefined();
    expect(Cookies.get('refreshToken')).toBeUndefined();
    await api.getEpisodes(1);
    expect(sent.filter((request) => request.url.endsWith('/refresh'))).toHaveLength(1);
  });
});

describe('errors', () => {
  it('throws an ApiError that knows a 404 and carries the parsed body', async () => {
    const error = await client()
      .getContent(9999)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, isNotFound: true, body: { error: 'Not Found' } });
  });

  it('reports an aborted request as an abort, not an ApiError', async () => {
    await fetch(`${server.origin}/__faults`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        rules: [{ path: '/api/contents/2', action: { kind: 'delay', ms: 2000 } }],
      }),
    });
    try {
      const controller = new AbortController();
      const call = client().getContent(2, { signal: controller.signal });
      setTimeout(() => controller.abort(), 50);
      const error = await call.catch((e: unknown) => e);
      expect(isAbortError(error)).toBe(true);
      expect(error).not.toBeInstanceOf(ApiError);
    } finally {
      await fetch(`${server.origin}/__faults`, { method: 'DELETE' });
    }
  });

  it('turns a body that is not JSON into an ApiError', async () => {
    await fetch(`${server.origin}/__faults`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ rules: [{ path: '/api/contents/1', action: { kind: 'malformed' } }] }),
    });
    try {
      await expect(client().getContent(1)).rejects.toBeInstanceOf(ApiError);
    } finally {
      await fetch(`${server.origin}/__faults`, { method: 'DELETE' });
    }
  });
});

describe('administration', () => {
  // Who may call these is the server's part (server/auth-api.test.ts); here, that the calls work.
  it('lists, creates and blocks users with an admin token', async () => {
    const asAdmin = client();
    await asAdmin.signIn(admin);
    const created = await asAdmin.createUser({
      email: 'client-made@example.com',
      password: 'long-password',
      name: 'K',
    });
    expect(created).toMatchObject({ email: 'client-made@example.com', blocked: false });
    expect((await asAdmin.listUsers({ size: 100 })).map((user) => user.email)).toContain(
      'client-made@example.com',
    );
    expect(await asAdmin.blockUser(created.id)).toMatchObject({ id: created.id, blocked: true });
    await asAdmin.signOut();
  });

  it('rejects a call the server refuses with an ApiError of its status', async () => {
    await expect(client().listUsers()).rejects.toMatchObject({ name: 'ApiError', status: 401 });
  });
});
