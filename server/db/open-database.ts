import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import BetterSqlite3, { type Database } from 'better-sqlite3';
import { migrate } from './migrate';
import { seed } from './seed';

export interface DatabaseOptions {
  /** The SQLite file; its folder is created when missing. */
  file: string;
  adminPassword: string;
}

/** Opens (creating, migrating and seeding on first use) the server's SQLite database. */
export function openDatabase({ file, adminPassword }: DatabaseOptions): Database {
  mkdirSync(dirname(file), { recursive: true });
  const db = new BetterSqlite3(file);
  db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  // Another process (a test reading the file) may hold a lock for a moment.
  db.pragma('busy_timeout = 2000');
  migrate(db);
  const { count } = db.prepare('SELECT count(*) AS count FROM contents').get() as { count: number };
  if (count === 0) seed(db, adminPassword);
  return db;
}
