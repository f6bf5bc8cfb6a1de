import type { Database } from 'better-sqlite3';
import type { FastifyBaseLogger } from 'fastify';

/**
 * Sends a mail the reference server's way: it has no mail, so the outbox table, and a log line
 * that says a mail waits there. The line never carries the body: codes stay out of logs, and
 * every mail logs alike, so the log does not tell a code from a notice (an address's account).
 */
export function sendMail(
  db: Database,
  log: FastifyBaseLogger,
  mail: { recipient: string; subject: string; body: string },
): void {
  const { lastInsertRowid } = db
    .prepare('INSERT INTO mail_outbox (recipient, subject, body, created_at) VALUES (?, ?, ?, ?)')
    .run(mail.recipient, mail.subject, mail.body, new Date().toISOString());
  // At warn, the default level: with no mail sent, the operator must see that one waits.
  log.warn(
    { mailId: Number(lastInsertRowid), recipient: mail.recipient, subject: mail.subject },
    'mail written to the mail_outbox table',
  );
}
