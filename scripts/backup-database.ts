// An online backup of the reference server's SQLite database, safe while the server runs:
// `npm run backup -- FILE [--force]` (docs/operating.md). The database is DATABASE_FILE's, or the
// server's default (data/catalogue.sqlite); an existing FILE is replaced only with --force.
import { repoPaths } from '../server/paths';
import { BackupError, backupDatabase } from './backup/online-backup';

const usage = 'Usage: npm run backup -- FILE [--force]';

const args = process.argv.slice(2);
const overwrite = args.includes('--force');
const files = args.filter((arg) => arg !== '--force');
const destination = files[0];
if (files.length !== 1 || destination === undefined || destination.startsWith('-')) {
  console.error(usage);
  process.exit(2);
}

try {
  const backup = await backupDatabase({
    source: process.env.DATABASE_FILE || repoPaths.databaseFile,
    destination,
    overwrite,
  });
  process.stdout.write(
    `Backed up ${backup.source} to ${backup.destination}: ${backup.pages} pages, ${formatBytes(backup.bytes)}.\n`,
  );
} catch (error) {
  // One line, never a stack trace: the operator reads what to do.
  console.error(error instanceof BackupError ? error.message : `Backup failed: ${String(error)}`);
  process.exit(1);
}

function formatBytes(bytes: number): string {
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KiB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MiB`;
}
