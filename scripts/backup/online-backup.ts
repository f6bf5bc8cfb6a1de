import { existsSync, renameSync, rmSync, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';

/** A backup that did not happen, told in one line for the operator. */
export class BackupError extends Error {}

export interface BackupOptions {
  /** The server's database file. */
  source: string;
  /** The backup's file; its folder must exist. */
  destination: string;
  /** Replace the destination when it exists (--force); refused otherwise. */
  overwrite?: boolean;
}

export interface BackupResult {
  source: string;
  destination: string;
  pages: number;
  bytes: number;
}

// Pages per step: all of them, in one step (SQLite caps a step at what the database has).
const allPages = 0x7fffffff;

/**
 * Copies the SQLite database to destination with SQLite's online backup API, while the server
 * goes on reading and writing it: the copy is the database as it was at one moment, its
 * write-ahead log included. Throws a BackupError when it cannot.
 */
export async function backupDatabase({
  source,
  destination,
  overwrite = false,
}: BackupOptions): Promise<BackupResult> {
  const from = resolve(source);
  const to = resolve(destination);
  if (!existsSync(from) || !statSync(from).isFile()) {
    throw new BackupError(
      `No database at ${from}: set DATABASE_FILE to the server's database file`,
    );
  }
  const folder = dirname(to);
  if (!existsSync(folder) || !statSync(folder).isDirectory()) {
    throw new BackupError(`No folder ${folder} for the backup: create it first`);
  }
  if (to === from) throw new BackupError(`${to} is the database itself: name another file`);
  if (existsSync(to)) {
    if (!statSync(to).isFile()) throw new BackupError(`${to} exists and is not a file`);
    if (!overwrite) throw new BackupError(`${to} exists: add --force to replace it`);
  }
  // A log beside the destination would be read into the new copy when it is opened.
  if (existsSync(`${to}-wal`)) {
    throw new BackupError(`${to}-wal exists: ${to} looks in use by SQLite; name another file`);
  }

  // Written beside the destination and renamed over it once complete: a failed backup never
  // leaves a partial file under the name, nor destroys the previous backup.
  const partial = `${to}.partial-${process.pid}`;
  let db: BetterSqlite3.Database | undefined;
  try {
    // Read-write, like the server: a read-only connection to a stopped server's database would
    // leave its -wal and -shm files behind, owned by whoever ran the backup.
    db = new BetterSqlite3(from, { fileMustExist: true });
    // One step is one read transaction: SQLite restarts a backup made in several steps whenever
    // the server writes between two of them, which a busy server could do for ever.
    const { totalPages } = await db.backup(partial, { progress: () => allPages });
    renameSync(partial, to);
    return { source: from, destination: to, pages: totalPages, bytes: statSync(to).size };
  } catch (error) {
    rmSync(partial, { force: true });
    rmSync(`${partial}-journal`, { force: true });
    throw new BackupError(`Backup of ${from} failed: ${(error as Error).message}`);
  } finally {
    db?.close();
  }
}
