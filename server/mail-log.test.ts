import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { mailedCode } from './testing/mail-outbox';
import { startServerProcess, type ServerProcess } from './testing/server-process';

// The server runs in its own process, so its log can be read as an operator reads it.
vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

let server: ServerProcess;
beforeAll(async () => {
  // Every level: a notice logged at another level than a code would show here.
  server = await startServerProcess({ LOG_LEVEL: 'trace' });
});
afterAll(() => server?.close());

const post = (path: string, body: unknown) =>
  fetch(`${server.origin}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });

// What differs from any log line to the next, whatever the mail.
const varying = ['time', 'pid', 'hostname', 'reqId', 'mailId', 'recipient'];

/** The log lines about mails, without what differs from any line to the next. */
function mailLines(): Record<string, unknown>[] {
  return server
    .output()
    .split('\n')
    .filter((line) => line.includes('"msg":"mail '))
    .map((line) =>
      Object.fromEntries(
        Object.entries(JSON.parse(line) as object).filter(([key]) => !varying.includes(key)),
      ),
    );
}

describe('the log line of a mail', () => {
  it('is the same for an address with an account and one without, and never holds a code', async () => {
    const account = { password: 'long-password', name: 'N' };
    await post('/auth/signup', { ...account, email: 'viewer@example.com' });
    await post('/auth/signup', { ...account, email: 'log-new@example.com' });
    await post('/auth/user/password/restore/init', { email: 'viewer@example.com' });
    await post('/auth/user/password/restore/init', { email: 'log-nobody@example.com' });
    await vi.waitFor(() => expect(mailLines()).toHaveLength(4));

    const [signUpTaken, signUpNew, restoreKnown, restoreUnknown] = mailLines();
    expect(signUpTaken).toEqual(signUpNew);
    expect(restoreKnown).toEqual(restoreUnknown);
    const codes = ['log-new@example.com', 'viewer@example.com'].map((email) =>
      mailedCode(server.databaseFile, email),
    );
    for (const code of codes) expect(code).toMatch(/^\d{10}$/);
    for (const code of codes) expect(server.output()).not.toContain(code);
  });
});
