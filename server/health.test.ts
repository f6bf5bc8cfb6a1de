import BetterSqlite3 from 'better-sqlite3';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerHealthChecks } from './routes/health';
import { useTestServer } from './testing/use-test-server';

const server = useTestServer();

describe('the health checks', () => {
  it('say the server is alive and ready, never cached', async () => {
    for (const [path, body] of [
      ['/healthz', { status: 'ok' }],
      ['/readyz', { status: 'ready' }],
    ] as const) {
      const response = await fetch(`${server.origin}${path}`);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('cache-control'), path).toBe('no-store');
      expect(await response.json(), path).toEqual(body);
    }
  });

  it('are never rate limited: many probes at once all answer', async () => {
    const statuses = await Promise.all(
      Array.from({ length: 150 }, (_, index) =>
        fetch(`${server.origin}${index % 2 ? '/healthz' : '/readyz'}`).then((r) => r.status),
      ),
    );
    expect(new Set(statuses)).toEqual(new Set([200]));
  });

  it('answer /readyz 503 when the database does not answer, /healthz 200 still', async () => {
    const db = new BetterSqlite3(':memory:');
    const app = Fastify();
    registerHealthChecks(app, db);
    const origin = await app.listen({ host: '127.0.0.1', port: 0 });
    try {
      expect((await fetch(`${origin}/readyz`)).status).toBe(200);
      db.close();
      const response = await fetch(`${origin}/readyz`);
      expect(response.status).toBe(503);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(await response.json()).toEqual({
        status: 'unavailable',
        reason: 'database not answering',
      });
      expect((await fetch(`${origin}/healthz`)).status).toBe(200);
    } finally {
      await app.close();
    }
  });
});
