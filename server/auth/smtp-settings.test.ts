import { describe, expect, it } from 'vitest';
import { mailStartNotice } from './server-mail';
import { senderAddress, smtpTransportOptions, smtpWaitMs } from './smtp-settings';

describe("SMTP_URL's transport options", () => {
  it('take host, port, TLS and the decoded credentials from the URL', () => {
    expect(
      smtpTransportOptions('smtps://me%40example.com:p%3Ass@mail.example.com:465'),
    ).toMatchObject({
      host: 'mail.example.com',
      port: 465,
      secure: true,
      auth: { user: 'me@example.com', pass: 'p:ss' },
    });
    expect(smtpTransportOptions('smtp://[::1]')).toMatchObject({
      host: '::1',
      port: undefined,
      secure: false,
      auth: undefined,
    });
  });

  it('bound every wait, and no query turns on a log of the SMTP traffic', () => {
    const options = smtpTransportOptions('smtp://relay:25?debug=true&logger=true&socketTimeout=0');
    expect(options).toMatchObject({
      dnsTimeout: smtpWaitMs,
      connectionTimeout: smtpWaitMs,
      greetingTimeout: smtpWaitMs,
      socketTimeout: smtpWaitMs,
      logger: false,
      debug: false,
    });
  });
});

describe('the sender address', () => {
  it('is ?from=, else the user when an address, else no-reply@ the SMTP host', () => {
    expect(senderAddress('smtp://apikey:k@smtp.example.com?from=player@example.com')).toBe(
      'player@example.com',
    );
    expect(senderAddress('smtp://me%40example.com:p@smtp.example.com')).toBe('me@example.com');
    expect(senderAddress('smtp://apikey:k@smtp.example.com')).toBe('no-reply@smtp.example.com');
  });
});

describe('the start notice of mail', () => {
  it('says codes wait in the outbox without SMTP_URL, and nothing with it', () => {
    expect(mailStartNotice(undefined)).toBe(
      'SMTP_URL is not set: sign-up and restore codes are not mailed; they wait in the mail_outbox table (demo)',
    );
    expect(mailStartNotice('smtp://relay:25')).toBeUndefined();
  });
});
