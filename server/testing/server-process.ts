import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { repoPath } from '../paths';

export interface ServerProcess {
  /** Where the server listens; restart() moves it to another port. */
  origin: string;
  databaseFile: string;
  /** Everything the server has printed so far, its log included (every start's). */
  output(): string;
  /** Sends the server's process a signal, for a test of its stop. */
  signal(name: NodeJS.Signals): void;
  /** The process's exit code once it has exited; null when a signal ended it. */
  exited(): Promise<number | null>;
  /**
   * Stops the server (SIGTERM) unless it has exited, and starts it again on the same database,
   * with `env` over the first start's.
   */
  restart(env?: Record<string, string>): Promise<void>;
  close(): Promise<void>;
}

/**
 * Starts the reference server (server/main.ts) in its own Node process on a free port with a
 * fresh database and faults on: for tests that run in jsdom, whose globals the server must not share.
 */
export async function startServerProcess(env: Record<string, string> = {}): Promise<ServerProcess> {
  const dataDir = mkdtempSync(join(tmpdir(), 'player-server-'));
  const databaseFile = join(dataDir, 'catalogue.sqlite');
  let output = '';
  const start = (more: Record<string, string> = {}) =>
    spawnServer(databaseFile, { ...env, ...more }, (text) => (output += text));
  let running = await start();
  const stop = async () => {
    const exited = running.exited;
    if (running.child.exitCode === null && running.child.signalCode === null) {
      running.child.kill('SIGTERM');
    }
    await exited;
  };
  const server: ServerProcess = {
    origin: running.origin,
    databaseFile,
    output: () => output,
    signal: (name) => void running.child.kill(name),
    exited: () => running.exited,
    async restart(more) {
      await stop();
      running = await start(more);
      server.origin = running.origin;
    },
    async close() {
      await stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return server;
}

interface RunningServer {
  child: ChildProcess;
  origin: string;
  exited: Promise<number | null>;
}

// One start of main.ts on databaseFile, resolved once it prints its origin; print hears its output.
async function spawnServer(
  databaseFile: string,
  env: Record<string, string>,
  print: (text: string) => void,
): Promise<RunningServer> {
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
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  let printed = '';
  const origin = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${printed}`)), 30_000);
    child.stdout?.on('data', (chunk: Buffer) => {
      printed += chunk.toString();
      print(chunk.toString());
      const match = printed.match(/(?:Demo host page|Serving):\s+(http:\/\/\S+?)\/\s/);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      printed += chunk.toString();
      print(chunk.toString());
    });
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${printed}`));
    });
  });
  return { child, origin, exited };
}
