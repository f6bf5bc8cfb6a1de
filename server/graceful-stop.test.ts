import { existsSync, readFileSync, statSync } from 'node:fs';
import BetterSqlite3 from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { repoPath } from './paths';
import { injectFaults } from './testing/fault-routes';
import { refusesConnections } from './testing/refused-connections';
import { startServerProcess, type ServerProcess } from './testing/server-process';

// The real server in its own process, stopped by real signals; one test waits out a 2 s bound.
vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

let server: ServerProcess;
beforeAll(async () => {
  // Info lines on, so that the probes' silence in the log shows.
  server = await startServerProcess({ LOG_LEVEL: 'info' });
});
afterAll(() => server?.close());

const segment = '/media/films/film-1/720p/seg_000.m4s';
const device = 'graceful-stop-device';
const episode = '/api/contents/2/episodes/202';

/** How many requests each fault rule has caught, in the order the rules were added. */
async function ruleHits(): Promise<number[]> {
  const response = await fetch(`${server.origin}/__faults`);
  const { rules } = (await response.json()) as { rules: { hits: number }[] };
  return rules.map((rule) => rule.hits);
}

// What became of a request that never ends: settled at once, so that its failure is never unhandled.
const answered = () => 'answered' as const;
const cut = () => 'cut' as const;

/** The database file, checkpointed: no write-ahead log left beside it, and whole. */
function expectCheckpointedDatabase() {
  const wal = `${server.databaseFile}-wal`;
  expect(existsSync(wal) ? statSync(wal).size : 0).toBe(0);
  const db = new BetterSqlite3(server.databaseFile, { readonly: true, fileMustExist: true });
  try {
    expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
  } finally {
    db.close();
  }
}

describe('the server process', () => {
  it('answers its health checks, without an info line for each probe', async () => {
    for (const path of ['/healthz', '/readyz']) {
      const response = await fetch(`${server.origin}${path}`);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('cache-control'), path).toBe('no-store');
    }
    // Another route's request is logged at info: the log is on, the probes are not in it.
    await fetch(`${server.origin}/api/contents/1`);
    await expect.poll(() => server.output()).toContain('"url":"/api/contents/1"');
    expect(server.output()).not.toMatch(/"url":"\/(healthz|readyz)"/);
  });

  it('stops on SIGTERM: no new connection, the download in flight whole, the database checkpointed, exit 0', async () => {
    const saved = await fetch(`${server.origin}${episode}/time-progress`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Session-Context': device },
      body: JSON.stringify({ time: 42 }),
    });
    expect(saved.status).toBe(204);
    // A download, and a readiness probe, that reached the server and are still in flight at the signal.
    await injectFaults(server.origin, [
      { path: segment, times: 1, action: { kind: 'delay', ms: 3000 } },
      { path: '/readyz', times: 1, action: { kind: 'delay', ms: 3000 } },
    ]);
    const download = fetch(`${server.origin}${segment}`);
    const probe = fetch(`${server.origin}/readyz`);
    await expect.poll(ruleHits).toEqual([1, 1]);

    server.signal('SIGTERM');
    await expect.poll(() => refusesConnections(server.origin)).toBe(true);
    const probed = await probe;
    expect(probed.status).toBe(503);
    expect(await probed.json()).toEqual({ status: 'unavailable', reason: 'stopping' });
    const downloaded = await download;
    expect(downloaded.status).toBe(200);
    const body = Buffer.from(await downloaded.arrayBuffer());
    expect(body.equals(readFileSync(repoPath(segment)))).toBe(true);

    expect(await server.exited()).toBe(0);
    // Drained before the bound: neither the download's connection nor another waited for it.
    expect(server.output()).toContain('SIGTERM: stopping.');
    expect(server.output()).toMatch(/^Stopped\.$/m);
    expectCheckpointedDatabase();

    // The progress saved before the stop is there after a start on the same file.
    await server.restart();
    const last = await fetch(`${server.origin}/api/contents/2/episodes/watched/last`, {
      headers: { 'X-Session-Context': device },
    });
    expect(last.status).toBe(200);
    expect(await last.json()).toMatchObject({ id: 202, watchProgress: 42 });
  });

  it('cuts a request that never ends once the bound (STOP_TIMEOUT) is over, and still exits 0', async () => {
    await server.restart({ STOP_TIMEOUT: '2' });
    await injectFaults(server.origin, [{ path: '/api/vast.xml', action: { kind: 'hang' } }]);
    const hung = fetch(`${server.origin}/api/vast.xml`).then(answered, cut);
    await expect.poll(ruleHits).toEqual([1]);

    const signalled = Date.now();
    server.signal('SIGTERM');
    expect(await server.exited()).toBe(0);
    const took = Date.now() - signalled;
    // The request had the whole bound; the stop then took no more than a close.
    expect(took).toBeGreaterThanOrEqual(2000 - 50);
    expect(took).toBeLessThan(2000 + 10_000);
    expect(await hung).toBe('cut');
    expect(server.output()).toContain('requests in flight get 2 s.');
    expect(server.output()).toContain('the requests still in flight after 2 s were cut');
    expectCheckpointedDatabase();
  });

  it('exits at once on a second signal during the stop', async () => {
    await server.restart();
    await injectFaults(server.origin, [{ path: '/api/vast.xml', action: { kind: 'hang' } }]);
    const hung = fetch(`${server.origin}/api/vast.xml`).then(answered, cut);
    await expect.poll(ruleHits).toEqual([1]);

    server.signal('SIGTERM');
    // The first signal is being handled (two signals sent at once could arrive as one).
    await expect.poll(() => refusesConnections(server.origin)).toBe(true);
    server.signal('SIGTERM');
    // Non-zero: the stop did not finish (a wait for the bound would have exited 0).
    expect(await server.exited()).toBe(1);
    expect(server.output()).toContain('SIGTERM again: stopping at once');
    expect(await hung).toBe('cut');
  });
});
