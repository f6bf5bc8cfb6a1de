import BetterSqlite3 from 'better-sqlite3';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { seededAccounts } from './db/seed';
import { call } from './testing/http-call';
import { startServerProcess, type ServerProcess } from './testing/server-process';
import { standInBuild } from './testing/stand-in-build';
import { useTestServer } from './testing/use-test-server';

// Sign-ins hash with scrypt's OWASP cost.
vi.setConfig({ testTimeout: 30_000 });

const signIn = (server: { origin: string }, email: string, password: string) =>
  call(server, 'POST', '/auth/authentication', { body: { email, password } });

/** A GET of a page or script (call() reads JSON answers only). */
const get = (server: { origin: string }, path: string) => fetch(new URL(path, server.origin));

/** Rows of a table in the server's database file, read beside the running server. */
function rowCount(databaseFile: string, table: string): number {
  const db = new BetterSqlite3(databaseFile, { readonly: true });
  try {
    return (db.prepare(`SELECT count(*) AS count FROM ${table}`).get() as { count: number }).count;
  } finally {
    db.close();
  }
}

describe('SEED_DEMO=0: a fresh database without the demo', () => {
  // The player page and the embed script are served from a build: stand-ins, so no build is needed.
  const build = standInBuild();
  afterAll(() => build.remove());
  const server = useTestServer({
    seedDemo: false,
    playerDir: build.playerDir,
    embedDir: build.embedDir,
  });

  it('has no demo viewer, and the admin signs in as always', async () => {
    const { viewer, admin } = seededAccounts;
    expect((await signIn(server, viewer.email, viewer.password)).status).toBe(401);
    expect((await signIn(server, admin.email, 'admin-password')).status).toBe(200);
    expect(rowCount(server.databaseFile, 'users')).toBe(1);
  });

  it('has no demo catalogue: no content, no episode, none of the rows that named them', async () => {
    expect((await call(server, 'GET', '/api/contents/1')).status).toBe(404);
    const listing = await call(server, 'POST', '/api/contents', { body: {} });
    expect(listing).toMatchObject({ status: 200, body: [] });
    for (const table of ['contents', 'episodes', 'seasons', 'reviews', 'playlists', 'persons']) {
      expect(rowCount(server.databaseFile, table), table).toBe(0);
    }
    for (const table of ['content_genres', 'content_categories', 'subtitles', 'promo_slides']) {
      expect(rowCount(server.databaseFile, table), table).toBe(0);
    }
    // The dictionaries a catalogue of its own needs stay.
    expect(rowCount(server.databaseFile, 'genres')).toBeGreaterThan(0);
    expect(rowCount(server.databaseFile, 'countries')).toBeGreaterThan(0);
  });

  it('serves no demo host page, no demo VMAP, and names no demo pre-roll', async () => {
    expect((await get(server, '/')).status).toBe(404);
    expect((await get(server, '/host/host.js')).status).toBe(404);
    expect((await get(server, '/ads/vmap.xml?schedule=pre-mid-post')).status).toBe(404);
    const adList = await call(server, 'GET', '/api/ad-list.json');
    expect(adList.body).toMatchObject({ prerollList: [] });
    // The player page and its embed script stay.
    expect((await get(server, '/embed.js')).status).toBe(200);
    expect((await get(server, '/player/?movie_id=1')).status).toBe(200);
  });

  it('starts again on the same database, seeding nothing twice', async () => {
    await server.restart();
    expect(rowCount(server.databaseFile, 'users')).toBe(1);
    expect((await signIn(server, seededAccounts.admin.email, 'admin-password')).status).toBe(200);
  });
});

describe('SEED_DEMO unset: the demo, as the contract has it', () => {
  const server = useTestServer();

  it('has the demo viewer, film 1, the host page and a pre-roll', async () => {
    const { viewer } = seededAccounts;
    expect((await signIn(server, viewer.email, viewer.password)).status).toBe(200);
    expect((await call(server, 'GET', '/api/contents/1')).status).toBe(200);
    expect((await get(server, '/')).status).toBe(200);
    expect((await get(server, '/ads/vmap.xml?schedule=pre-mid-post')).status).toBe(200);
    const adList = await call(server, 'GET', '/api/ad-list.json');
    expect((adList.body.prerollList as unknown[]).length).toBeGreaterThan(0);
  });
});

describe('SEED_DEMO=0 in the real process', () => {
  let server: ServerProcess | undefined;
  afterAll(() => server?.close());

  it('says at start that there is no demo host page, and has no demo viewer', async () => {
    server = await startServerProcess({ SEED_DEMO: '0' });
    expect(server.output()).toContain('SEED_DEMO=0: no demo host page');
    const { viewer } = seededAccounts;
    expect((await signIn(server, viewer.email, viewer.password)).status).toBe(401);
  });
});
