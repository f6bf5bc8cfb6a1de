import type { Database } from 'better-sqlite3';
import type { FastifyBaseLogger } from 'fastify';
import { isoNow, type Clock } from '../clock';
import { HttpError } from '../http-error';
import type { MailSender } from './mail-sender';
import { codeExpiry, codeMatches, hashCode, maxCodeAttempts, newCode } from './one-time-codes';
import type { UserRow, UserStore } from './users';

const wrongCode = () => new HttpError(400, 'code is wrong or has expired');

/** Password restore by a mailed code: a few tries per code, then it is void. */
export function createPasswordRestore(
  db: Database,
  users: UserStore,
  clock: Clock,
  mailer: MailSender,
) {
  const saveCode = db.prepare(
    `INSERT INTO password_restore_codes (user_id, code_hash, expires_at, attempts) VALUES (?, ?, ?, 0)
     ON CONFLICT (user_id) DO UPDATE SET code_hash = excluded.code_hash,
       expires_at = excluded.expires_at, attempts = 0`,
  );
  const codeOf = db.prepare<[number], { code_hash: string; expires_at: string; attempts: number }>(
    'SELECT code_hash, expires_at, attempts FROM password_restore_codes WHERE user_id = ?',
  );
  const countMiss = db.prepare(
    'UPDATE password_restore_codes SET attempts = attempts + 1 WHERE user_id = ?',
  );
  const dropCode = db.prepare('DELETE FROM password_restore_codes WHERE user_id = ?');
  // The undoing of a code that was not mailed, only while that code is still the account's.
  const putBackCode = db.prepare(
    `UPDATE password_restore_codes
     SET code_hash = @code_hash, expires_at = @expires_at, attempts = @attempts
     WHERE user_id = @userId AND code_hash = @unmailed`,
  );
  const dropUnmailed = db.prepare(
    'DELETE FROM password_restore_codes WHERE user_id = ? AND code_hash = ?',
  );

  return {
    /** Mails a code to an account's address; an address without one gets a notice instead. */
    async start(email: string, log: FastifyBaseLogger): Promise<void> {
      const user = users.findByEmail(email);
      // Either way one mail goes the same way, and one that cannot be sent is the same 503: the
      // answer tells no account. Nor does its timing: the outbox writes code and mail in one
      // commit, and over SMTP the code's commit is little beside the mail's exchange.
      await mailer.send(() => {
        if (!user) {
          return {
            recipient: email,
            subject: 'Восстановление пароля',
            body: 'Кто-то запросил восстановление пароля, но аккаунта с этим адресом нет.',
          };
        }
        const before = codeOf.get(user.id);
        const code = newCode();
        const codeHash = hashCode(code);
        saveCode.run(user.id, codeHash, codeExpiry(clock));
        // Not mailed, it leaves the code mailed before (if any) as it was, its tries too.
        const undo = () =>
          void (before
            ? putBackCode.run({ ...before, userId: user.id, unmailed: codeHash })
            : dropUnmailed.run(user.id, codeHash));
        return {
          recipient: user.email,
          subject: 'Восстановление пароля',
          body: `Код: ${code}`,
          undo,
        };
      }, log);
    },

    /** The account a correct code is for, the code then spent; a wrong guess counts against it. */
    redeem(email: string, code: string): UserRow {
      const user = users.findByEmail(email);
      const row = user && codeOf.get(user.id);
      if (!user || !row) throw wrongCode();
      if (row.expires_at < isoNow(clock)) {
        dropCode.run(user.id);
        throw wrongCode();
      }
      if (!codeMatches(code, row.code_hash)) {
        if (row.attempts + 1 >= maxCodeAttempts) dropCode.run(user.id);
        else countMiss.run(user.id);
        throw wrongCode();
      }
      dropCode.run(user.id);
      return user;
    },
  };
}
