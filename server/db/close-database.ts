import type { Database } from 'better-sqlite3';

/**
 * Closes the server's database with its write-ahead log folded into the file and emptied, so that
 * the file alone holds every write (a copy of it, a backup, the next start).
 */
export function closeDatabase(db: Database): void {
  if (!db.open) return;
  db.pragma('wal_checkpoint(TRUNCATE)');
  db.close();
}
