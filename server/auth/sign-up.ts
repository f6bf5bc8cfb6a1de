import type { Database } from 'better-sqlite3';
import type { FastifyBaseLogger } from 'fastify';
import { isoNow, type Clock } from '../clock';
import { HttpError } from '../http-error';
import { sendMail } from './mail-outbox';
import { codeExpiry, codeMatches, hashCode, maxCodeAttempts, newCode } from './one-time-codes';
import { hashPassword } from './passwords';
import type { UserRow, UserStore } from './users';

const wrongCode = () => new HttpError(400, 'code is wrong or has expired');

/**
 * Sign-up in two steps: the address gets a code, and the code completes the account. The first
 * step answers the same whether or not the address has an account; that one gets a notice.
 */
export function createSignUp(db: Database, users: UserStore, clock: Clock) {
  const savePending = db.prepare(
    `INSERT INTO pending_signups (email, name, password_hash, code_hash, expires_at, attempts)
     VALUES (?, ?, ?, ?, ?, 0)
     ON CONFLICT (email) DO UPDATE SET name = excluded.name,
       password_hash = excluded.password_hash, code_hash = excluded.code_hash,
       expires_at = excluded.expires_at, attempts = 0`,
  );
  const pendingOf = db.prepare<
    [string],
    { name: string; password_hash: string; code_hash: string; expires_at: string; attempts: number }
  >('SELECT * FROM pending_signups WHERE email = ?');
  const countMiss = db.prepare(
    'UPDATE pending_signups SET attempts = attempts + 1 WHERE email = ?',
  );
  const dropPending = db.prepare('DELETE FROM pending_signups WHERE email = ?');

  return {
    /** Keeps the sign-up and mails its code, or mails the account's owner a notice. */
    async start(
      account: { email: string; name: string; password: string },
      log: FastifyBaseLogger,
    ): Promise<void> {
      // Hashed either way, so an existing account answers no faster.
      const passwordHash = await hashPassword(account.password);
      const existing = users.findByEmail(account.email);
      db.transaction(() => {
        if (existing) {
          sendMail(db, log, {
            recipient: existing.email,
            subject: 'Регистрация',
            body: 'Кто-то пытался зарегистрироваться с этим адресом, но аккаунт уже есть. Если это были вы, войдите или восстановите пароль.',
          });
          return;
        }
        const code = newCode();
        savePending.run(
          account.email,
          account.name,
          passwordHash,
          hashCode(code),
          codeExpiry(clock),
        );
        sendMail(db, log, {
          recipient: account.email,
          subject: 'Регистрация',
          body: `Код подтверждения: ${code}`,
        });
      })();
    },

    /** Creates the account of a correct code; a wrong guess counts against the code. */
    complete(email: string, code: string): UserRow {
      const pending = pendingOf.get(email);
      if (!pending) throw wrongCode();
      if (pending.expires_at < isoNow(clock)) {
        dropPending.run(email);
        throw wrongCode();
      }
      if (!codeMatches(code, pending.code_hash)) {
        if (pending.attempts + 1 >= maxCodeAttempts) dropPending.run(email);
        else countMiss.run(email);
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
