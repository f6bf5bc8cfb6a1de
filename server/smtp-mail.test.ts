import BetterSqlite3 from 'better-sqlite3';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { mailNotSentMessage } from './auth/smtp-mail-sender';
import { freePort } from './testing/free-port';
import { call } from './testing/http-call';
import { lastMail } from './testing/mail-outbox';
import { codeIn, lastMailTo, startSmtpCatcher, type SmtpCatcher } from './testing/smtp-catcher';
import { startTestServer, type TestServer } from './testing/test-server';

// Real mail: the server sends through nodemailer to an SMTP server on loopback that wants a login.
let catcher: SmtpCatcher;
let server: TestServer;
beforeAll(async () => {
  catcher = await startSmtpCatcher();
  server = await startTestServer({ smtpUrl: `${catcher.url}?from=player@example.com` });
});
afterAll(async () => {
  await server?.close();
  await catcher?.close();
});
afterEach(() => {
  catcher.refuse = 'nothing';
});

type Target = { origin: string };
const signUp = (email: string, password = 'first-password-1', target: Target = server) =>
  call(target, 'POST', '/auth/signup', { body: { email, password, name: 'N' } });
const complete = (email: string, code: string) =>
  call(server, 'POST', '/auth/signup/complete', { body: { email, code } });
const initRestore = (email: string, target: Target = server) =>
  call(target, 'POST', '/auth/user/password/restore/init', { body: { email } });
const restore = (email: string, code: string, newPassword: string) =>
  call(server, 'POST', '/auth/user/password/restore', { body: { email, code, newPassword } });
const signIn = (email: string, password: string) =>
  call(server, 'POST', '/auth/authentication', { body: { email, password } });

const notSent = {
  status: 503,
  body: { error: 'Service Unavailable', message: mailNotSentMessage },
};
const codeTo = (email: string) => codeIn(lastMailTo(catcher, email));
const refusedCodeTo = (email: string) =>
  codeIn(catcher.refusedMails.findLast((mail) => mail.recipients.includes(email)));

/** A row of the database as an operator reads it, or undefined. */
function rowOf(databaseFile: string, sql: string, key: string): unknown {
  const db = new BetterSqlite3(databaseFile, { readonly: true });
  try {
    return db.prepare(sql).get(key);
  } finally {
    db.close();
  }
}
const pendingSignUp = (email: string, databaseFile = server.databaseFile) =>
  rowOf(databaseFile, 'SELECT * FROM pending_signups WHERE email = ?', email);

describe('mail through SMTP_URL', () => {
  it('mails a sign-up its code, which completes it; the outbox keeps no copy', async () => {
    expect((await signUp('smtp-new@example.com')).status).toBe(202);

    const mail = lastMailTo(catcher, 'smtp-new@example.com');
    expect(mail).toMatchObject({
      from: 'player@example.com',
      subject: 'Регистрация',
      // SMTP_URL's credentials logged in.
      user: 'mailer',
    });
    expect(codeIn(mail)).toMatch(/^\d{10}$/);
    expect(lastMail(server.databaseFile, 'smtp-new@example.com')).toBe('');
    const completed = await complete('smtp-new@example.com', codeIn(mail));
    expect(completed.status).toBe(201);
    expect(completed.body.user).toMatchObject({ email: 'smtp-new@example.com' });
  });

  it('mails a restore code, which sets a new password', async () => {
    expect((await initRestore('viewer@example.com')).status).toBe(202);

    const code = codeTo('viewer@example.com');
    expect(code).toMatch(/^\d{10}$/);
    expect((await restore('viewer@example.com', code, 'new-viewer-password')).status).toBe(204);
    expect((await signIn('viewer@example.com', 'new-viewer-password')).status).toBe(200);
  });

  it('mails an address without an account a notice, with the same answer', async () => {
    expect((await initRestore('smtp-nobody@example.com')).status).toBe(202);

    const mail = lastMailTo(catcher, 'smtp-nobody@example.com');
    expect(mail?.subject).toBe('Восстановление пароля');
    expect(codeIn(mail)).toBe('');
  });
});

describe('a mail the SMTP server refuses', () => {
  it('is a 503 that says so; the sign-up asked again once mail works starts afresh', async () => {
    catcher.refuse = 'recipients';
    expect(await signUp('smtp-retry@example.com', 'first-password-1')).toMatchObject(notSent);
    expect(pendingSignUp('smtp-retry@example.com')).toBeUndefined();

    catcher.refuse = 'nothing';
    expect((await signUp('smtp-retry@example.com', 'second-password-2')).status).toBe(202);
    expect(
      (await complete('smtp-retry@example.com', codeTo('smtp-retry@example.com'))).status,
    ).toBe(201);
    // The password of the request whose code arrived, not the refused one's.
    expect((await signIn('smtp-retry@example.com', 'second-password-2')).status).toBe(200);
  });

  it("leaves a pending sign-up's mailed code in force when a fresh one is refused", async () => {
    expect((await signUp('smtp-again@example.com')).status).toBe(202);
    const mailed = codeTo('smtp-again@example.com');
    catcher.refuse = 'messages';
    expect(await signUp('smtp-again@example.com')).toMatchObject(notSent);
    const refused = refusedCodeTo('smtp-again@example.com');
    expect(refused).toMatch(/^\d{10}$/);

    catcher.refuse = 'nothing';
    expect((await complete('smtp-again@example.com', refused)).status).toBe(400);
    expect((await complete('smtp-again@example.com', mailed)).status).toBe(201);
  });

  it('leaves the restore code mailed before in force', async () => {
    expect((await initRestore('admin@example.com')).status).toBe(202);
    const mailed = codeTo('admin@example.com');
    catcher.refuse = 'messages';
    expect(await initRestore('admin@example.com')).toMatchObject(notSent);
    const refused = refusedCodeTo('admin@example.com');
    expect(refused).toMatch(/^\d{10}$/);

    catcher.refuse = 'nothing';
    expect((await restore('admin@example.com', refused, 'new-admin-password')).status).toBe(400);
    expect((await restore('admin@example.com', mailed, 'new-admin-password')).status).toBe(204);
  });

  it('answers alike for an address with an account and one without', async () => {
    catcher.refuse = 'recipients';
    const restores = [
      await initRestore('viewer@example.com'),
      await initRestore('smtp-x@example.com'),
    ];
    const signUps = [await signUp('viewer@example.com'), await signUp('smtp-y@example.com')];
    for (const answer of [...restores, ...signUps]) expect(answer).toMatchObject(notSent);
    expect(restores[0]?.body).toEqual(restores[1]?.body);
    expect(signUps[0]?.body).toEqual(signUps[1]?.body);
  });
});

describe('an SMTP server that is not there', () => {
  it('is a 503 at once, and leaves no sign-up', async () => {
    // A closed port: the connection is refused, no timeout to wait for.
    const port = await freePort();
    const dead = await startTestServer({
      smtpUrl: `smtp://mailer:mail-password@127.0.0.1:${port}`,
    });
    try {
      expect(await signUp('smtp-dead@example.com', 'first-password-1', dead)).toMatchObject(
        notSent,
      );
      expect(await initRestore('viewer@example.com', dead)).toMatchObject(notSent);
      expect(pendingSignUp('smtp-dead@example.com', dead.databaseFile)).toBeUndefined();
    } finally {
      await dead.close();
    }
  });
});

describe("SMTP_URL's credentials", () => {
  it('are what the server logs in with: a wrong password is a 503', async () => {
    const wrong = await startTestServer({ smtpUrl: catcher.url.replace('mail-password', 'wrong') });
    try {
      const before = catcher.mails.length;
      expect(await initRestore('viewer@example.com', wrong)).toMatchObject(notSent);
      expect(catcher.mails).toHaveLength(before);
    } finally {
      await wrong.close();
    }
  });
});
