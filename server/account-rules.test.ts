import { describe, expect, it, vi } from 'vitest';
import { call, type Answer } from './testing/http-call';
import { mailedCode } from './testing/mail-outbox';
import { useTestServer } from './testing/use-test-server';

// Sign-ins and the calls that pass the rules hash with scrypt's OWASP cost: ~0.3-1 s each.
vi.setConfig({ testTimeout: 60_000 });

const server = useTestServer();
const email = 'longlocalpart@example.com';

const signIn = async (who: string, password: string) =>
  (await call(server, 'POST', '/auth/authentication', { body: { email: who, password } })).body
    .accessToken;

function expectRefused(answer: Answer, field: string) {
  expect(answer).toMatchObject({
    status: 400,
    body: { message: expect.stringMatching(new RegExp(`^${field} must not`)) },
  });
}

// Each at least 8 characters, as the schema asks: only the new rules refuse them.
const guessable = ['12345678', '2026112700', 'aaaaaaaa', email, 'LongLocalPart'];

describe('a password among the first guessed', () => {
  it('is refused at sign-up, naming the field', async () => {
    for (const password of guessable) {
      const answer = await call(server, 'POST', '/auth/signup', {
        body: { email, password, name: 'N' },
      });
      expectRefused(answer, 'body/password');
    }
  });

  it('is refused by an administrator’s user creation', async () => {
    const admin = await signIn('admin@example.com', 'admin-password');
    for (const password of guessable) {
      const answer = await call(server, 'POST', '/auth/administration/new-user', {
        body: { email, password, name: 'N' },
        token: admin,
      });
      expectRefused(answer, 'body/password');
    }
  });

  it('is refused as a new password, by restore (the code stays good) and by change', async () => {
    const restorer = 'restorer@example.com';
    const admin = await signIn('admin@example.com', 'admin-password');
    await call(server, 'POST', '/auth/administration/new-user', {
      body: { email: restorer, password: 'first-password', name: 'R' },
      token: admin,
    });
    await call(server, 'POST', '/auth/user/password/restore/init', { body: { email: restorer } });
    const code = mailedCode(server.databaseFile, restorer);
    const restore = (newPassword: string) =>
      call(server, 'POST', '/auth/user/password/restore', {
        body: { email: restorer, code, newPassword },
      });
    for (const newPassword of ['87654321', 'zzzzzzzzz', 'RESTORER@example.com', 'Restorer']) {
      expectRefused(await restore(newPassword), 'body/newPassword');
    }
    expect((await restore('restored-password')).status).toBe(204);

    const token = await signIn(restorer, 'restored-password');
    for (const newPassword of ['00000000', 'xxxxxxxx', restorer, 'restorer']) {
      const answer = await call(server, 'POST', '/auth/user/password/change', {
        body: { oldPassword: 'restored-password', newPassword },
        token,
      });
      expectRefused(answer, 'body/newPassword');
    }
  });
});

describe('a name with control or bidirectional-override characters', () => {
  const unsafe = ['Ann\u0000', 'Bob\u001b[31m', 'Eve\u0085', '\u202Eevil', 'x\u2066y\u2069'];

  it('is refused at sign-up and by an administrator’s user creation, naming the field', async () => {
    const admin = await signIn('admin@example.com', 'admin-password');
    for (const name of unsafe) {
      const body = { email: 'named@example.com', password: 'good-password', name };
      expectRefused(await call(server, 'POST', '/auth/signup', { body }), 'body/name');
      const created = await call(server, 'POST', '/auth/administration/new-user', {
        body,
        token: admin,
      });
      expectRefused(created, 'body/name');
    }
  });

  it('is refused by a rename; other scripts and emoji are names like any', async () => {
    const token = await signIn('viewer@example.com', 'viewer-password');
    const rename = (name: string) =>
      call(server, 'PATCH', `/auth/user/rename?name=${encodeURIComponent(name)}`, { token });
    for (const name of unsafe) expectRefused(await rename(name), 'querystring/name');
    expect(await rename('Мария 🎬 مريم')).toMatchObject({
      status: 200,
      body: { name: 'Мария 🎬 مريم' },
    });
  });
});
