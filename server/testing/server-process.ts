import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { repoPath } from '../paths';

export interface ServerProcess {
  origin: string;
  databaseFile: string;
  /** Everything the server has printed so far, its log included. */
  output(): string;
  close(): Promise<void>;
}

/**
 * Starts the reference server (server/main.ts) in its own Node process on a free port with a
 * fresh database and faults on: for tests that run in jsdom, whose globals the server must not share.
 */
export async function startServerProcess(env: Record<string, string> = {}): Promise<ServerProcess> {
  const dataDir = mkdtempSync(join(tmpdir(), 'player-server-'));
  const databaseFile = join(dataDir, 'catalogue.sqlite');
  const child = spawn(process.execPath, ['--import', 'tsx', repoPath('server', 'main.ts')], {
    cwd: repoPath(),
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATABASE_FILE: databaseFile,
      FAULTS: '1',
      LOG_LEVEL: 'error',
      // Tests sign in as the admin with a known password; the server itself has no default.
      ADMIN_PASSWORD: 'admin-password',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const origin = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 30_000);
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = output.match(/Demo host page:\s+(http:\/\/\S+?)\/\s/);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    });
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${output}`));
    });
  });
  return {
    origin,
    databaseFile,
    output: () => output,
    async close() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
