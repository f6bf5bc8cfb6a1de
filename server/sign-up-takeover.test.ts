import BetterSqlite3 from 'better-sqlite3';
import { describe, expect, it, vi } from 'vitest';
import { codeTtlMs } from './auth/one-time-codes';
import { mailTime } from './auth/sign-up-mails';
import { call } from './testing/http-call';
import { lastMail, mailedCode } from './testing/mail-outbox';
import { useTestServer } from './testing/use-test-server';

// Every sign-up and sign-in hashes with scrypt's OWASP cost: ~0.3-1 s each.
vi.setConfig({ testTimeout: 60_000 });

// Production limits: the owner and the attacker come from addresses of their own.
const server = useTestServer();
const owner = '127.0.0.1';
const attacker = '127.0.0.2';

interface PendingRow {
  name: string;
  password_hash: string;
  expires_at: string;
  attempts: number;
}

/** The sign-up pending for an address, read as an operator would. */
function pendingOf(email: string): PendingRow | undefined {
  const db = new BetterSqlite3(server.databaseFile, { readonly: true });
  try {
    return db
      .prepare<[string], PendingRow>('SELECT * FROM pending_signups WHERE email = ?')
      .get(email);
  } finally {
    db.close();
  }
}

const signUp = (email: string, password: string, name: string, from: string) =>
  call(server, 'POST', '/auth/signup', { body: { email, password, name }, from });
const complete = (email: string, code: string, from: string) =>
  call(server, 'POST', '/auth/signup/complete', { body: { email, code }, from });
const signIn = (email: string, password: string) =>
  call(server, 'POST', '/auth/authentication', { body: { email, password } });
const wrongCodeFor = (code: string) => (code === '0000000000' ? '1111111111' : '0000000000');

describe('a second sign-up for a pending address', () => {
  it('keeps the first password, name, expiry and wrong-code count; the owner completes with the latest code', async () => {
    const email = 'owner@example.com';
    expect((await signUp(email, 'owner-password', 'Owner', owner)).status).toBe(202);
    const firstCode = mailedCode(server.databaseFile, email);
    const first = pendingOf(email);
    const askedAt = mailTime(Date.parse(first?.expires_at ?? '') - codeTtlMs);
    // The mail says when the sign-up was asked, and what to do if it was not the reader.
    expect(lastMail(server.databaseFile, email)).toContain(`запросили ${askedAt}`);
    expect(lastMail(server.databaseFile, email)).toContain('Если регистрировались не вы');
    expect((await complete(email, wrongCodeFor(firstCode), owner)).status).toBe(400);

    server.clock.advance(60_000);
    expect((await signUp(email, 'attacker-password', 'Attacker', attacker)).status).toBe(202);
    expect(pendingOf(email)).toEqual({ ...first, code_hash: expect.any(String), attempts: 1 });
    expect(pendingOf(email)?.password_hash).toBe(first?.password_hash);
    const latestCode = mailedCode(server.databaseFile, email);
    expect(latestCode).toMatch(/^\d{10}$/);
    expect(latestCode).not.toBe(firstCode);
    const repeatMail = lastMail(server.databaseFile, email);
    expect(repeatMail).toContain(`Регистрацию с этим адресом запросили ${askedAt}`);
    expect(repeatMail).toContain(`Если ${askedAt} регистрировались не вы, не вводите код`);

    const completed = await complete(email, latestCode, owner);
    expect(completed.status).toBe(201);
    // The answer names the account the code opened.
    expect(completed.body.user).toMatchObject({ email, name: 'Owner', role: 'user' });
    expect((await signIn(email, 'owner-password')).status).toBe(200);
    expect((await signIn(email, 'attacker-password')).status).toBe(401);
  });

  it('of a sign-up voided by wrong codes starts nothing new until the first expires', async () => {
    const email = 'voided@example.com';
    expect((await signUp(email, 'owner-password', 'Owner', owner)).status).toBe(202);
    const ownersCode = mailedCode(server.databaseFile, email);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await complete(email, wrongCodeFor(ownersCode), attacker)).status).toBe(400);
    }
    // The attacker's own sign-up, with a password of theirs, does not take the voided one's place.
    expect((await signUp(email, 'attacker-password', 'Attacker', attacker)).status).toBe(202);
    expect(lastMail(server.databaseFile, email)).not.toMatch(/\d{10}/);
    expect(pendingOf(email)?.name).toBe('Owner');
    expect((await complete(email, ownersCode, owner)).status).toBe(400);

    // Once it has expired, the address can sign up again.
    server.clock.advance(codeTtlMs + 1000);
    expect((await signUp(email, 'owner-password', 'Owner', owner)).status).toBe(202);
    const code = mailedCode(server.databaseFile, email);
    expect((await complete(email, code, owner)).status).toBe(201);
    expect((await signIn(email, 'owner-password')).status).toBe(200);
  });
});
