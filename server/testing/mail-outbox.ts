import BetterSqlite3 from 'better-sqlite3';

/** The newest mail the server wrote to its outbox for an address ('' when none). */
export function lastMail(databaseFile: string, recipient: string): string {
  const db = new BetterSqlite3(databaseFile, { readonly: true });
  try {
    const mail = db
      .prepare<[string], { body: string }>(
        'SELECT body FROM mail_outbox WHERE recipient = ? ORDER BY id DESC LIMIT 1',
      )
      .get(recipient);
    return mail?.body ?? '';
  } finally {
    db.close();
  }
}

/** The code in that mail: its first run of digits, whatever their number ('' when none). */
export const mailedCode = (databaseFile: string, recipient: string): string =>
  lastMail(databaseFile, recipient).match(/\b\d+\b/)?.[0] ?? '';
