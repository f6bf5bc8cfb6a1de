import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildServer, type ServerOptions } from '../app';
import type { ScryptCost } from '../auth/passwords';
import { adjustableClock, type AdjustableClock } from '../clock';
import { repoPaths } from '../paths';

export interface TestServer {
  origin: string;
  /** The fresh SQLite file this server uses; it outlives restart(). */
  databaseFile: string;
  /** The server's time: advance() lets tokens, codes and rate-limit windows expire at once. */
  clock: AdjustableClock;
  /** Closes the server and starts a new one on the same database (and a new port). */
  restart(): Promise<void>;
  close(): Promise<void>;
}

export type TestServerOptions = Partial<Omit<ServerOptions, 'clock'>> & {
  clock?: AdjustableClock;
  /** The first start's port, for a test that must name the server's origin before it starts. */
  port?: number;
};

/**
 * scrypt at N=2^10 (1 MiB, a few ms a hash) for tests of something else than the hashing: OWASP's
 * cost spends ~0.4 s a hash, two thirds of the server tests' time. Tests of what the cost buys
 * (answers as slow for unknown emails, a full hashing queue) pass owaspScryptCost.
 */
export const quickPasswordCost: ScryptCost = { N: 2 ** 10, r: 8, p: 1 };

/** Starts a reference server on a free loopback port with a fresh temporary database. */
export async function startTestServer(overrides: TestServerOptions = {}): Promise<TestServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'player-server-'));
  const databaseFile = join(dataDir, 'catalogue.sqlite');
  const { port = 0, ...serverOverrides } = overrides;
  const clock = overrides.clock ?? adjustableClock();
  // Tests sign in as the admin with a known password; the server itself has no default.
  const options: ServerOptions = {
    ...repoPaths,
    databaseFile,
    faults: true,
    adminPassword: 'admin-password',
    passwordCost: quickPasswordCost,
    clock,
    ...serverOverrides,
  };
  let app = await buildServer(options).catch((error: unknown) => {
    // A server that does not start (a test of its checks) leaves no folder behind.
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  });
  const server: TestServer = {
    origin: await app.listen({ host: '127.0.0.1', port }),
    databaseFile,
    clock,
    async restart() {
      await app.close();
      app = await buildServer(options);
      server.origin = await app.listen({ host: '127.0.0.1', port: 0 });
    },
    async close() {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return server;
}
