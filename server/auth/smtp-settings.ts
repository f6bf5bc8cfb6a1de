import type { SMTPTransportOptions } from 'nodemailer';

/**
 * Each wait of a mail's SMTP exchange: the DNS look-up, the TCP (or TLS) connection, the
 * server's greeting, and any silence after a command. nodemailer's defaults (30 s, 2 min, 30 s,
 * 10 min) would hold a sign-up's request that long on a dead or stalled server; 10 s is ample
 * for a working one, so a server that stops answering fails the request 10 s into its silence.
 */
export const smtpWaitMs = 10_000;

/**
 * nodemailer's options of SMTP_URL (smtp:// or smtps://, as environment.ts checks it): host,
 * port, TLS from the start (smtps) or by STARTTLS when offered (smtp), and its credentials.
 * Read here rather than by nodemailer, whose URL query could set any option (logger, debug:
 * a log of the SMTP traffic would hold the codes); only ?from= is read, by senderAddress.
 */
export function smtpTransportOptions(smtpUrl: string): SMTPTransportOptions {
  const url = new URL(smtpUrl);
  return {
    host: bareHost(url),
    // Without one, nodemailer's: 587 (smtp), 465 (smtps).
    port: url.port ? Number(url.port) : undefined,
    secure: url.protocol === 'smtps:',
    auth: url.username
      ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) }
      : undefined,
    dnsTimeout: smtpWaitMs,
    connectionTimeout: smtpWaitMs,
    greetingTimeout: smtpWaitMs,
    socketTimeout: smtpWaitMs,
    logger: false,
    debug: false,
  };
}

/**
 * The From of the server's mails: SMTP_URL's ?from= (smtp://user:pass@host:587?from=player@example.com),
 * else its user when that is an address (mail services want From to be the account's), else
 * no-reply@ the SMTP host.
 */
export function senderAddress(smtpUrl: string): string {
  const url = new URL(smtpUrl);
  const user = decodeURIComponent(url.username);
  return url.searchParams.get('from') || (user.includes('@') ? user : `no-reply@${bareHost(url)}`);
}

/** The host without the brackets of an IPv6 address. */
const bareHost = (url: URL) => url.hostname.replace(/^\[(.*)\]$/, '$1');
