import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { mailNotSentMessage } from './auth/smtp-mail-sender';
import { startServerProcess, type ServerProcess } from './testing/server-process';
import { codeIn, lastMailTo, startSmtpCatcher, type SmtpCatcher } from './testing/smtp-catcher';

// The server runs in its own process with SMTP_URL, so its log can be read as an operator reads it.
vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

let catcher: SmtpCatcher;
let server: ServerProcess;
beforeAll(async () => {
  catcher = await startSmtpCatcher();
  // Every level: a code logged at any level would show here.
  server = await startServerProcess({ SMTP_URL: catcher.url, LOG_LEVEL: 'trace' });
});
afterAll(async () => {
  await server?.close();
  await catcher?.close();
});

const post = (path: string, body: unknown) =>
  fetch(`${server.origin}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
const signUp = (email: string) =>
  post('/auth/signup', { email, password: 'long-password', name: 'N' });

/** The log lines about mails. */
const mailLines = (): Record<string, unknown>[] =>
  server
    .output()
    .split('\n')
    .filter((line) => line.includes('"msg":"mail '))
    .map((line) => JSON.parse(line) as Record<string, unknown>);

describe('the log of mail sent through SMTP_URL', () => {
  it('names each mail sent (recipient, subject, message id), never its code', async () => {
    expect((await signUp('log-smtp-new@example.com')).status).toBe(202);
    expect(
      (await post('/auth/user/password/restore/init', { email: 'viewer@example.com' })).status,
    ).toBe(202);
    const mails = ['log-smtp-new@example.com', 'viewer@example.com'].map((email) =>
      lastMailTo(catcher, email),
    );
    await vi.waitFor(() => expect(mailLines()).toHaveLength(2));

    expect(mailLines()).toEqual(
      mails.map((mail) =>
        expect.objectContaining({
          level: 30,
          msg: 'mail sent',
          recipient: mail?.recipients[0],
          subject: mail?.subject,
          messageId: mail?.messageId,
        }),
      ),
    );
    for (const mail of mails) expect(codeIn(mail)).toMatch(/^\d{10}$/);
    for (const mail of mails) expect(server.output()).not.toContain(codeIn(mail));
    // Nor the password SMTP_URL logs in with.
    expect(server.output()).not.toContain('mail-password');
  });

  it('names a mail not sent and why, never its code, and the caller gets a 503', async () => {
    catcher.refuse = 'messages';
    const answer = await signUp('log-smtp-refused@example.com');
    expect(answer.status).toBe(503);
    expect(await answer.json()).toMatchObject({ message: mailNotSentMessage });
    const code = codeIn(catcher.refusedMails.at(-1));
    expect(code).toMatch(/^\d{10}$/);
    await vi.waitFor(() => expect(mailLines().at(-1)?.msg).toBe('mail not sent'));

    expect(mailLines().at(-1)).toMatchObject({
      level: 50,
      recipient: 'log-smtp-refused@example.com',
      subject: 'Регистрация',
      failure: { responseCode: 554, command: 'DATA' },
    });
    expect(server.output()).not.toContain(code);
  });
});
