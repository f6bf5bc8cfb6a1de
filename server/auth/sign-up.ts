import type { Database } from 'better-sqlite3';
import type { FastifyBaseLogger } from 'fastify';
import { isoNow, type Clock } from '../clock';
import { HttpError } from '../http-error';
import type { MailSender } from './mail-sender';
import {
  codeExpiry,
  codeMatches,
  codeTtlMs,
  hashCode,
  maxCodeAttempts,
  newCode,
} from './one-time-codes';
import type { Passwords } from './passwords';
import {
  accountExistsMail,
  firstCodeMail,
  repeatedCodeMail,
  signUpSubject,
  voidedMail,
} from './sign-up-mails';
import type { UserRow, UserStore } from './users';

const wrongCode = () => new HttpError(400, 'code is wrong or has expired');

interface PendingSignUp {
  name: string;
  password_hash: string;
  code_hash: string;
  expires_at: string;
  attempts: number;
}

/**
 * Sign-up in two steps: the address gets a code, and the code completes the account. The first
 * step answers the same whether or not the address has an account; that one gets a notice.
 * A pending sign-up keeps its password, name, expiry and wrong-code count until it completes or
 * expires: asking again (the owner, or someone who knows the address) only mails a fresh code.
 */
export function createSignUp(
  db: Database,
  users: UserStore,
  clock: Clock,
  mailer: MailSender,
  passwords: Passwords,
) {
  // Only where no sign-up is pending, or the pending one has expired.
  const savePending = db.prepare(
    `INSERT OR REPLACE INTO pending_signups
       (email, name, password_hash, code_hash, expires_at, attempts) VALUES (?, ?, ?, ?, ?, 0)`,
  );
  const renewCode = db.prepare('UPDATE pending_signups SET code_hash = ? WHERE email = ?');
  // The undoing of a code that was not mailed, only while that code is still the pending one's.
  const putBackCode = db.prepare(
    'UPDATE pending_signups SET code_hash = ? WHERE email = ? AND code_hash = ?',
  );
  const dropUnmailed = db.prepare('DELETE FROM pending_signups WHERE email = ? AND code_hash = ?');
  const pendingOf = db.prepare<[string], PendingSignUp>(
    'SELECT * FROM pending_signups WHERE email = ?',
  );
  const countMiss = db.prepare(
    'UPDATE pending_signups SET attempts = attempts + 1 WHERE email = ?',
  );
  const dropPending = db.prepare('DELETE FROM pending_signups WHERE email = ?');

  const isExpired = (pending: PendingSignUp) => pending.expires_at < isoNow(clock);

  return {
    /** Keeps a new sign-up and mails its code, or mails a pending one's owner, or an account's. */
    async start(
      account: { email: string; name: string; password: string },
      client: string,
      log: FastifyBaseLogger,
    ): Promise<void> {
      // Hashed whichever mail goes out, so that no case answers sooner than another.
      const passwordHash = await passwords.hash(account.password, client);
      const existing = users.findByEmail(account.email);
      const now = clock.now();
      const mail = (body: string, recipient = account.email) => ({
        recipient,
        subject: signUpSubject,
        body,
      });
      await mailer.send(() => {
        if (existing) return mail(accountExistsMail(now), existing.email);
        const pending = pendingOf.get(account.email);
        const code = newCode();
        const codeHash = hashCode(code);
        if (!pending || isExpired(pending)) {
          const expiresAt = codeExpiry(clock);
          savePending.run(account.email, account.name, passwordHash, codeHash, expiresAt);
          // Not mailed, it was never a sign-up: asking again starts afresh, with that password.
          const undo = () => void dropUnmailed.run(account.email, codeHash);
          return { ...mail(firstCodeMail(code, now, Date.parse(expiresAt))), undo };
        }
        const expiresMs = Date.parse(pending.expires_at);
        // The expiry is never moved, so it tells when the sign-up was first asked.
        const askedMs = expiresMs - codeTtlMs;
        if (pending.attempts >= maxCodeAttempts) return mail(voidedMail(askedMs, now, expiresMs));
        renewCode.run(codeHash, account.email);
        // Not mailed, it does not void the code mailed before.
        const undo = () => void putBackCode.run(pending.code_hash, account.email, codeHash);
        return { ...mail(repeatedCodeMail(code, askedMs, now, expiresMs)), undo };
      }, log);
    },

    /** Creates the account of a correct code; a wrong guess counts against the code. */
    complete(email: string, code: string): UserRow {
      const pending = pendingOf.get(email);
      if (!pending) throw wrongCode();
      if (isExpired(pending)) {
        dropPending.run(email);
        throw wrongCode();
      }
      // A voided sign-up stays until it expires: no new one, with another password, takes its place.
      if (pending.attempts >= maxCodeAttempts) throw wrongCode();
      if (!codeMatches(code, pending.code_hash)) {
        countMiss.run(email);
        throw wrongCode();
      }
      dropPending.run(email);
      // An account made meanwhile (by an administrator) keeps its own password.
      const user = users.create(email, pending.name, pending.password_hash, 'user');
      if (!user) throw wrongCode();
      return user;
    },
  };
}
