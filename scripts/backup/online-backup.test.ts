import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { repoPath } from '../../server/paths';
import { startTestServer, type TestServer } from '../../server/testing/test-server';
import { BackupError, backupDatabase } from './online-backup';

// A reference server's first start hashes the admin password; the CLI starts tsx.
vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

let server: TestServer;
let folder: string;
beforeAll(async () => {
  // Progress saves as fast as the test sends them, beyond the per-address limit.
  server = await startTestServer({
    anonymousWriteLimits: { timeProgress: { max: 1_000_000, windowSeconds: 60 } },
  });
  folder = mkdtempSync(join(tmpdir(), 'backup-test-'));
});
afterAll(async () => {
  await server?.close();
  rmSync(folder, { recursive: true, force: true });
});

/** Saves a device's progress on episode 202, as the player does. */
async function saveProgress(device: string, time: number) {
  const response = await fetch(`${server.origin}/api/contents/2/episodes/202/time-progress`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Session-Context': device },
    body: JSON.stringify({ time }),
  });
  expect(response.status).toBe(204);
}

/** Runs `npm run backup`'s script as an operator would, on the test server's database. */
function runBackupScript(...args: string[]) {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', repoPath('scripts', 'backup-database.ts'), ...args],
    { cwd: repoPath(), env: { ...process.env, DATABASE_FILE: server.databaseFile } },
  );
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) =>
    child.once('close', (code) => resolve({ code, stdout, stderr })),
  );
}

function openBackup(file: string) {
  return new BetterSqlite3(file, { readonly: true, fileMustExist: true });
}

describe('npm run backup', () => {
  it('copies the database whole while the server goes on writing', async () => {
    for (let index = 0; index < 20; index++) await saveProgress(`before-${index}`, index);
    // A writer that keeps saving through the backup.
    let writing = true;
    let writtenDuring = 0;
    const writer = (async () => {
      while (writing) await saveProgress(`during-${writtenDuring++}`, 1);
    })();

    const file = join(folder, 'while-writing.sqlite');
    const result = await runBackupScript(file);
    writing = false;
    await writer;

    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/^Backed up .+ to .+: \d+ pages, [\d.]+ KiB\.\n$/);
    expect(writtenDuring).toBeGreaterThan(0);
    const backup = openBackup(file);
    const live = openBackup(server.databaseFile);
    try {
      expect(backup.pragma('integrity_check', { simple: true })).toBe('ok');
      // The seeded catalogue, and every save made before the backup began.
      const contents = 'SELECT count(*) FROM contents';
      expect(backup.prepare(contents).pluck().get()).toBe(live.prepare(contents).pluck().get());
      const before = backup
        .prepare("SELECT viewer, seconds FROM time_progress WHERE viewer LIKE 'device:before-%'")
        .all() as { viewer: string; seconds: number }[];
      expect(before).toHaveLength(20);
      expect(before).toContainEqual({ viewer: 'device:before-7', seconds: 7 });
    } finally {
      backup.close();
      live.close();
    }
  });

  it('refuses to replace a file, unless told to', async () => {
    const file = join(folder, 'existing.sqlite');
    writeFileSync(file, 'an older backup');
    const refused = await runBackupScript(file);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toBe(`${file} exists: add --force to replace it\n`);

    const forced = await runBackupScript(file, '--force');
    expect(forced.code).toBe(0);
    const backup = openBackup(file);
    expect(backup.pragma('integrity_check', { simple: true })).toBe('ok');
    backup.close();
  });

  it('says in one line, without a stack trace, why it did not back up', async () => {
    const missingFolder = await runBackupScript(join(folder, 'no-such-folder', 'backup.sqlite'));
    expect(missingFolder.code).toBe(1);
    expect(missingFolder.stderr).toBe(
      `No folder ${join(folder, 'no-such-folder')} for the backup: create it first\n`,
    );
    const usage = await runBackupScript();
    expect(usage.code).toBe(2);
    expect(usage.stderr).toBe('Usage: npm run backup -- FILE [--force]\n');
  });

  it('tells a missing database, a file that is not one, and leaves no partial file', async () => {
    const into = join(folder, 'failures');
    mkdirSync(into);
    const destination = join(into, 'backup.sqlite');
    await expect(
      backupDatabase({ source: join(into, 'missing.sqlite'), destination }),
    ).rejects.toThrow(
      new BackupError(
        `No database at ${join(into, 'missing.sqlite')}: set DATABASE_FILE to the server's database file`,
      ),
    );
    const notDatabase = join(into, 'not-a-database.txt');
    writeFileSync(notDatabase, 'plain text, long enough to be read as a header '.repeat(10));
    await expect(backupDatabase({ source: notDatabase, destination })).rejects.toThrow(
      `Backup of ${notDatabase} failed: file is not a database`,
    );
    await expect(
      backupDatabase({ source: server.databaseFile, destination: server.databaseFile }),
    ).rejects.toThrow('is the database itself');
    expect(readdirSync(into)).toEqual(['not-a-database.txt']);
  });
});
