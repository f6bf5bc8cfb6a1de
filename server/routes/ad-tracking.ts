import type { FastifyInstance } from 'fastify';
import type { Database } from 'better-sqlite3';
import { requestOrigin } from '../server-context';

interface TrackQuery {
  ad?: string;
  event?: string;
  code?: string;
}

/** The demo ad server's tracking pixel, landing page, and a log of what was tracked. */
export function registerAdTracking(app: FastifyInstance, db: Database): void {
  const insert = db.prepare(
    'INSERT INTO ad_events (ad, event, code, created_at) VALUES (?, ?, ?, ?)',
  );

  app.get<{ Querystring: TrackQuery }>('/ads/track', async (request, reply) => {
    const { ad = 'unknown', event = 'unknown', code } = request.query;
    insert.run(
      ad.slice(0, 100),
      event.slice(0, 50),
      code?.slice(0, 20) ?? null,
      new Date().toISOString(),
    );
    return reply
      .code(204)
      .header('Access-Control-Allow-Origin', '*')
      .header('Cache-Control', 'no-store')
      .send();
  });

  app.get<{ Querystring: { limit?: string } }>('/ads/events', async (request) => {
    const limit = Math.min(Math.max(Number(request.query.limit) || 100, 1), 1000);
    return db
      .prepare(
        'SELECT id, ad, event, code, created_at AS createdAt FROM ad_events ORDER BY id DESC LIMIT ?',
      )
      .all(limit);
  });

  // A host's own ad list: each `vast` parameter is one pre-roll tag, in order.
  app.get<{ Querystring: { vast?: string | string[] } }>('/ads/list.json', async (request) => {
    const { vast = [] } = request.query;
    const tags = (Array.isArray(vast) ? vast : [vast]).slice(0, 10);
    const prerollList = tags
      .map((tag) => new URL(tag, requestOrigin(request)))
      .filter((url) => url.protocol === 'http:' || url.protocol === 'https:')
      .map((url) => ({ vastUrl: url.href }));
    return { prerollList };
  });

  app.get<{ Querystring: { ad?: string } }>('/ads/landing', async (_request, reply) =>
    reply
      .type('text/html; charset=utf-8')
      .send(
        '<!doctype html><html lang="ru"><meta charset="utf-8"><title>Сайт рекламодателя</title>' +
          '<h1>Сайт рекламодателя</h1><p>Демо-страница, на которую ведёт клик по рекламе.</p></html>',
      ),
  );
}
