import type { Database } from 'better-sqlite3';
import type { MailSender } from './mail-sender';

/**
 * Sends mail the reference server's way without SMTP_URL: the outbox table, and a log line that
 * says a mail waits there. The line never carries the body: codes stay out of logs, and every
 * mail logs alike, so the log does not tell a code from a notice (an address's account).
 */
export function outboxMailSender(db: Database): MailSender {
  const keep = db.prepare(
    'INSERT INTO mail_outbox (recipient, subject, body, created_at) VALUES (?, ?, ?, ?)',
  );
  return {
    async send(write, log) {
      // In the transaction of the mail's own writes: one commit whichever the mail, so the
      // answer's timing does not tell a code (an account's address) from a notice.
      const { mailId, recipient, subject } = db.transaction(() => {
        const mail = write();
        const { lastInsertRowid } = keep.run(
          mail.recipient,
          mail.subject,
          mail.body,
          new Date().toISOString(),
        );
        return { ...mail, mailId: Number(lastInsertRowid) };
      })();
      // At warn, the default level: with no mail sent, the operator must see that one waits.
      log.warn({ mailId, recipient, subject }, 'mail written to the mail_outbox table');
    },
  };
}
