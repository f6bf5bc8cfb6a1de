import type { Database } from 'better-sqlite3';
import type { FastifyBaseLogger } from 'fastify';
import { isoNow, type Clock } from '../clock';
import { HttpError } from '../http-error';
import { sendMail } from './mail-outbox';
import { codeExpiry, codeMatches, hashCode, maxCodeAttempts, newCode } from './one-time-codes';
import type { UserRow, UserStore } from './users';

const wrongCode = () => new HttpError(400, 'code is wrong or has expired');

/** Password restore by a mailed code: a few tries per code, then it is void. */
export function createPasswordRestore(db: Database, users: UserStore, clock: Clock) {
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

  return {
    /** Mails a code to an account's address; an address without one gets a notice instead. */
    start(email: string, log: FastifyBaseLogger): void {
      const user = users.findByEmail(email);
      // Either way one mail is written in one transaction: the answer's timing tells nothing.
      db.transaction(() => {
        if (!user) {
          sendMail(db, log, {
            recipient: email,
            subject: 'Восстановление пароля',
            body: 'Кто-то запросил восстановление пароля, но аккаунта с этим адресом нет.',
          });
          return;
        }
        const code = newCode();
        saveCode.run(user.id, hashCode(code), codeExpiry(clock));
        sendMail(db, log, {
          recipient: user.email,
          subject: 'Восстановление пароля',
          body: `Код: ${code}`,
        });
      })();
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
