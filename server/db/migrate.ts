import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Database } from 'better-sqlite3';
import { repoPath } from '../paths';

const migrationsDir = repoPath('server', 'db', 'migrations');

/** Applies the numbered SQL files of migrations/ not yet applied; PRAGMA user_version counts them. */
export function migrate(db: Database): number {
  const applied = db.pragma('user_version', { simple: true }) as number;
  const files = readdirSync(migrationsDir)
    .filter((name) => /^\d{3}-.*\.sql$/.test(name))
    .sort();
  for (const [index, name] of files.entries()) {
    const version = index + 1;
    if (Number(name.slice(0, 3)) !== version) {
      throw new Error(`Migration ${name} is out of sequence: expected number ${version}`);
    }
    if (version <= applied) continue;
    const sql = readFileSync(join(migrationsDir, name), 'utf8');
    db.transaction(() => {
      db.exec(sql);
      db.pragma(`user_version = ${version}`);
    })();
  }
  return files.length;
}
