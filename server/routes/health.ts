import type { Database } from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';

/**
 * GET /healthz (the process serves) and GET /readyz (it takes new requests: it is not stopping
 * and its database answers), for a load balancer or an orchestrator. Probes come every few
 * seconds: no info line each, no rate limit, never cached.
 */
export function registerHealthChecks(app: FastifyInstance, db: Database): void {
  // Fastify answers 503 by itself once it closes: these answer on, with their own words.
  const probe = { logLevel: 'warn', return503OnClosing: false } as const;
  const ping = db.prepare('SELECT 1');

  app.get('/healthz', probe, async (_request, reply) =>
    reply.header('Cache-Control', 'no-store').send({ status: 'ok' }),
  );

  app.get('/readyz', probe, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    // A stop closes the listening socket first (server/shutdown.ts, Fastify's close).
    if (!app.server.listening) {
      return reply.code(503).send({ status: 'unavailable', reason: 'stopping' });
    }
    try {
      ping.get();
    } catch (error) {
      request.log.warn({ err: error }, 'readiness: the database did not answer');
      return reply.code(503).send({ status: 'unavailable', reason: 'database not answering' });
    }
    return reply.send({ status: 'ready' });
  });
}
