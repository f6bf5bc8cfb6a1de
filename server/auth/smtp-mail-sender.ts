import type { Database } from 'better-sqlite3';
import nodemailer, { type NodemailerError } from 'nodemailer';
import { HttpError } from '../http-error';
import type { MailSender } from './mail-sender';
import { senderAddress, smtpTransportOptions } from './smtp-settings';

/** What a caller whose mail could not be sent is told, whatever the mail and the failure. */
export const mailNotSentMessage = 'The mail could not be sent: try again later';

/**
 * Sends mail through the SMTP server of SMTP_URL. The mail_outbox table gets no row then: it
 * would keep every code in plain text beside the hashes that stand for them, for anyone who
 * reads the database or a backup of it; the outbox is only for a server that cannot mail.
 * The body never reaches a log line: the line of each mail names its recipient, subject and
 * message id, whether sent or not, alike for a code and a notice.
 */
export function smtpMailSender(db: Database, smtpUrl: string): MailSender & { close(): void } {
  // One connection a mail, no pool: a mail never waits behind another's, so the timeouts of
  // smtp-settings.ts bound each request; the server mails little (sign-ups and restores).
  const transport = nodemailer.createTransport(smtpTransportOptions(smtpUrl));
  const from = senderAddress(smtpUrl);
  return {
    async send(write, log) {
      // Committed before the mail leaves: a code is valid once its mail can arrive.
      const { undo, recipient, subject, body } = db.transaction(write)();
      try {
        const sent = await transport.sendMail({ from, to: recipient, subject, text: body });
        log.info({ recipient, subject, messageId: sent.messageId }, 'mail sent');
      } catch (error) {
        // The code never reached its owner: what was written for it goes, unless a later
        // request has changed it (and mailed its own). A close() meanwhile closed the database.
        if (undo && db.open) db.transaction(undo)();
        log.error({ recipient, subject, failure: failure(error) }, 'mail not sent');
        // The same answer for a code and a notice: a failure tells no more than a success.
        throw new HttpError(503, mailNotSentMessage);
      }
    },
    close: () => transport.close(),
  };
}

/** What went wrong, for the operator: nodemailer's code and the SMTP server's reply, no body. */
function failure(error: unknown) {
  const { code, command, responseCode, message } = error as NodemailerError;
  return { code, command, responseCode, message };
}
