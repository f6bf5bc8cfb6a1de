import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import BetterSqlite3, { type Database } from 'better-sqlite3';
import { migrate } from './migrate';
import { removeDemoRows } from './demo-rows';
import { seedAdmin, seedDemo } from './seed';

export interface DatabaseOptions {
  /** The SQLite file; its folder is created when missing. */
  file: string;
  /** The seeded admin's password; without one a random one is generated. */
  adminPassword?: string;
  /** Hashes the admin's password for the database. */
  hashPassword: (password: string) => string;
  /** Hears the generated admin password, the one time it exists in clear (first start only). */
  onAdminPasswordGenerated?: (password: string) => void;
  /** Whether a fresh database gets the demo catalogue and the demo viewer (SEED_DEMO). */
  demo?: boolean;
}

/** Opens (creating, migrating and seeding on first use) the server's SQLite database. */
export function openDatabase({
  file,
  adminPassword,
  hashPassword,
  onAdminPasswordGenerated,
  demo = true,
}: DatabaseOptions): Database {
  mkdirSync(dirname(file), { recursive: true });
  const db = new BetterSqlite3(file);
  db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  // Another process (a test reading the file) may hold a lock for a moment.
  db.pragma('busy_timeout = 2000');
  migrate(db);
  // A database without any account is fresh (the admin is always seeded): seeded once, demo or not.
  const { count } = db.prepare('SELECT count(*) AS count FROM users').get() as { count: number };
  if (count === 0) {
    // No published default: a fresh database without ADMIN_PASSWORD gets a random one.
    const password = adminPassword ?? randomBytes(18).toString('base64url');
    db.transaction(() => {
      seedAdmin(db, hashPassword(password));
      if (demo) seedDemo(db);
      else removeDemoRows(db);
    })();
    if (adminPassword === undefined) onAdminPasswordGenerated?.(password);
  }
  return db;
}
