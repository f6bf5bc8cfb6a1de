import type { Database } from 'better-sqlite3';
import type { FastifyBaseLogger } from 'fastify';

/** Sends a mail the reference server's way: it has no mail, so the outbox table and the log. */
export function sendMail(
  db: Database,
  log: FastifyBaseLogger,
  mail: { recipient: string; subject: string; body: string },
): void {
  db.prepare(
    'INSERT INTO mail_outbox (recipient, subject, body, created_at) VALUES (?, ?, ?, ?)',
  ).run(mail.recipient, mail.subject, mail.body, new Date().toISOString());
  log.warn(mail, 'mail sent to the outbox');
}
