import type { FastifyBaseLogger } from 'fastify';

/** One mail of the server, a code or a notice: plain text to one address. */
export interface Mail {
  recipient: string;
  subject: string;
  body: string;
}

/** A mail, with how to take back what was written for it (a code's hash) when it is not sent. */
export interface MailToSend extends Mail {
  /** Puts back what the mail's writes changed, if nothing has changed it since. */
  undo?: () => void;
}

/** Where the server's mails go: the mail_outbox table (no SMTP_URL), or an SMTP server. */
export interface MailSender {
  /**
   * Runs write in a transaction (it writes what the mail goes with, and answers the mail), then
   * sends that mail. A mail that could not be sent is an HttpError 503, its writes undone: the
   * caller may ask again, as if it had not asked.
   */
  send(write: () => MailToSend, log: FastifyBaseLogger): Promise<void>;
}
