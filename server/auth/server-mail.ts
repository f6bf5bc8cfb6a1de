import type { Database } from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import { outboxMailSender } from './mail-outbox';
import type { MailSender } from './mail-sender';
import { smtpMailSender } from './smtp-mail-sender';

/** The server's mail: through SMTP_URL's server, its transport closed with the app; else the outbox. */
export function serverMailSender(
  app: FastifyInstance,
  db: Database,
  smtpUrl: string | undefined,
): MailSender {
  if (!smtpUrl) return outboxMailSender(db);
  const smtp = smtpMailSender(db, smtpUrl);
  app.addHook('onClose', async () => smtp.close());
  return smtp;
}

/** What the start prints about mail: a line when codes are not mailed, nothing when they are. */
export function mailStartNotice(smtpUrl: string | undefined): string | undefined {
  if (smtpUrl) return undefined;
  return 'SMTP_URL is not set: sign-up and restore codes are not mailed; they wait in the mail_outbox table (demo)';
}
