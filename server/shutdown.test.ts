import { request as httpRequest, Agent } from 'node:http';
import BetterSqlite3 from 'better-sqlite3';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { registerHealthChecks } from './routes/health';
import { stopGracefully } from './shutdown';
import { refusesConnections } from './testing/refused-connections';

// Long enough that a stop ending before it drained, rather than cut: no clock is read.
const generousBound = 20_000;

/** A gate a route waits at until the test opens it. */
function gate() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

interface Answer {
  status: number;
  body: string;
}

/** A GET, over the given agent (a keep-alive one keeps its connection once answered). */
function get(
  origin: string,
  path: string,
  agent?: Agent,
  headers: Record<string, string> = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    httpRequest(new URL(path, origin), { agent, headers }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    })
      .on('error', reject)
      .end();
  });
}

const agents: Agent[] = [];
afterEach(() => {
  for (const agent of agents.splice(0)) agent.destroy();
});
function keepAliveAgent(): Agent {
  const agent = new Agent({ keepAlive: true });
  agents.push(agent);
  return agent;
}

/**
 * An app as server/app.ts builds it for the stop: forceCloseConnections, the health checks on a
 * database closed by an onClose hook, a route that answers once its gate opens, one that never
 * answers, and probes sent with X-Hold held before their handler until their own gate opens.
 */
async function stoppableApp() {
  const db = new BetterSqlite3(':memory:');
  const app: FastifyInstance = Fastify({ forceCloseConnections: true });
  app.addHook('onClose', async () => db.close());
  const slow = gate();
  const probe = gate();
  const reached = gate();
  app.addHook('onRequest', async (request) => {
    if (request.headers['x-hold'] === undefined) return;
    reached.open();
    await probe.opened;
  });
  registerHealthChecks(app, db);
  app.get('/slow', async () => {
    reached.open();
    await slow.opened;
    // The database is still open for a request in flight.
    return db.prepare("SELECT 'answered' AS text").get();
  });
  app.get('/never', async (_request, reply) => {
    reached.open();
    reply.hijack();
  });
  const origin = await app.listen({ host: '127.0.0.1', port: 0 });
  return { app, db, origin, slow, probe, reached };
}

describe('a graceful stop', () => {
  it('takes no new connection, lets a request in flight finish, then closes the database', async () => {
    const { app, db, origin, slow, reached } = await stoppableApp();
    const agent = keepAliveAgent();
    // An idle keep-alive connection, and the request in flight on another one of the same agent.
    expect((await get(origin, '/healthz', agent)).status).toBe(200);
    const answer = get(origin, '/slow', agent);
    await reached.opened;

    const stopped = stopGracefully(app, generousBound);
    await expect.poll(() => refusesConnections(origin)).toBe(true);
    expect(db.open).toBe(true);
    slow.open();

    expect(await answer).toEqual({ status: 200, body: '{"text":"answered"}' });
    // Drained: neither connection, idle or kept alive after its answer, waited for the bound.
    expect(await stopped).toBe('drained');
    expect(db.open).toBe(false);
  });

  it('answers /readyz 503 from its start, to a probe that reached the server before it', async () => {
    const { app, origin, probe, reached } = await stoppableApp();
    expect(await get(origin, '/readyz')).toEqual({ status: 200, body: '{"status":"ready"}' });
    const held = get(origin, '/readyz', undefined, { 'X-Hold': '1' });
    await reached.opened;

    const stopped = stopGracefully(app, generousBound);
    probe.open();
    expect(await held).toEqual({
      status: 503,
      body: '{"status":"unavailable","reason":"stopping"}',
    });
    expect(await stopped).toBe('drained');
  });

  it('cuts a request that never ends at the bound, and still closes the database', async () => {
    const { app, db, origin, reached } = await stoppableApp();
    const answer = get(origin, '/never');
    await reached.opened;

    expect(await stopGracefully(app, 300)).toBe('cut');
    await expect(answer).rejects.toThrow(/socket hang up|ECONNRESET/);
    expect(db.open).toBe(false);
  });
});
