import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A mail as the catcher read it, decoded. */
export interface CaughtMail {
  /** The envelope's recipients (RCPT TO). */
  recipients: string[];
  from: string;
  subject: string;
  text: string;
  messageId: string;
  /** The user the sender logged in as. */
  user: string;
}

/** What the catcher refuses: nothing, every recipient (RCPT TO), or each message once read (DATA). */
export type Refusal = 'nothing' | 'recipients' | 'messages';

export interface SmtpCatcher {
  /** An SMTP_URL for it, with its credentials. */
  url: string;
  /** The mails it accepted, in order. */
  mails: CaughtMail[];
  /** The mails it read and then refused (refuse = 'messages'). */
  refusedMails: CaughtMail[];
  /** What it refuses from now on. */
  refuse: Refusal;
  close(): Promise<void>;
}

/** An SMTP error reply, as smtp-server sends an error's responseCode. */
const reply = (responseCode: number, message: string) =>
  Object.assign(new Error(message), { responseCode });

/**
 * A real SMTP server on a free loopback port that keeps what it is sent, for the tests of the
 * server's mail. It wants a login (user and password) as a mail service does, in plain text:
 * no STARTTLS, no certificate on loopback.
 */
export async function startSmtpCatcher(
  credentials = { user: 'mailer', password: 'mail-password' },
): Promise<SmtpCatcher> {
  const catcher: Omit<SmtpCatcher, 'url' | 'close'> = {
    mails: [],
    refusedMails: [],
    refuse: 'nothing',
  };
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    disableReverseLookup: true,
    logger: false,
    onAuth({ username, password }, _session, callback) {
      if (username === credentials.user && password === credentials.password)
        return callback(null, { user: username });
      callback(reply(535, 'Authentication failed'));
    },
    onRcptTo(_address, _session, callback) {
      callback(catcher.refuse === 'recipients' ? reply(550, 'No such mailbox here') : null);
    },
    onData(stream, session, callback) {
      simpleParser(stream).then((parsed) => {
        const mail: CaughtMail = {
          recipients: session.envelope.rcptTo.map(({ address }) => address),
          from: parsed.from?.value[0]?.address ?? '',
          subject: parsed.subject ?? '',
          text: parsed.text ?? '',
          messageId: parsed.messageId ?? '',
          user: String(session.user),
        };
        // Kept before the reply: the server's answer to its caller comes after it.
        if (catcher.refuse !== 'messages') {
          catcher.mails.push(mail);
          return callback();
        }
        catcher.refusedMails.push(mail);
        callback(reply(554, 'Message refused'));
      }, callback);
    },
  });
  const port = await new Promise<number>((resolve, reject) => {
    server.on('error', reject);
    const listener = server.listen(0, '127.0.0.1', () => {
      const address = listener.address();
      resolve(typeof address === 'object' && address ? address.port : 0);
    });
  });
  const { user, password } = credentials;
  return Object.assign(catcher, {
    url: `smtp://${encodeURIComponent(user)}:${encodeURIComponent(password)}@127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}

/** The newest mail the catcher accepted for an address. */
export function lastMailTo(catcher: SmtpCatcher, address: string): CaughtMail | undefined {
  return catcher.mails.findLast((mail) => mail.recipients.includes(address));
}

/** The code in a mail: its first run of digits, as the outbox's readers take it ('' when none). */
export const codeIn = (mail: CaughtMail | undefined): string =>
  mail?.text.match(/\b\d+\b/)?.[0] ?? '';
