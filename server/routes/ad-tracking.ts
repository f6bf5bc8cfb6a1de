import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { normalOrigin } from '../public-origin';
import { requestOrigin, type ServerContext } from '../server-context';
import { bearerAuthHandler } from './auth-handlers';

interface TrackQuery {
  ad?: string;
  event?: string;
  code?: string;
}

const text = (maxLength: number) => ({ type: 'string', maxLength }) as const;
// A pixel's query with every VAST macro filled runs to a few kB; the log keeps that much of it.
const maxQueryLength = 8000;
// Raw queries carry viewers' page URLs, user agents and consent strings: only the demo ad that
// shows every macro filled (media/vast/macros.xml) keeps them, for the tests that check it.
const adsWhoseQueryIsKept = new Set(['macros']);

/** The request's query string as it arrived, undecoded (null when it has none). */
function rawQuery(url: string): string | null {
  const start = url.indexOf('?');
  return start === -1 ? null : url.slice(start + 1, start + 1 + maxQueryLength);
}
const query = (properties: Record<string, object>) => ({
  querystring: { type: 'object', properties },
});

/**
 * The demo ad server's tracking pixel, landing page, and a log of what was tracked: the ad, the
 * event and the error code (and the raw query of the macros ad), the newest rows only, for an
 * admin's eyes.
 */
export function registerAdTracking(app: FastifyInstance, context: ServerContext): void {
  const { db, anonymousRows } = context;
  const insert = db.prepare(
    'INSERT INTO ad_events (ad, event, code, query, created_at) VALUES (?, ?, ?, ?, ?)',
  );

  const trackSchema = query({ ad: text(100), event: text(50), code: text(20) });
  app.get<{ Querystring: TrackQuery }>(
    '/ads/track',
    { schema: trackSchema },
    async (request, reply) => {
      const { ad = 'unknown', event = 'unknown', code } = request.query;
      const query = adsWhoseQueryIsKept.has(ad) ? rawQuery(request.url) : null;
      const row = insert.run(ad, event, code ?? null, query, new Date().toISOString());
      anonymousRows.pixelLogged(Number(row.lastInsertRowid));
      return reply
        .code(204)
        .header('Access-Control-Allow-Origin', '*')
        .header('Cache-Control', 'no-store')
        .send();
    },
  );

  const eventsSchema = query({ limit: { type: 'integer', minimum: 1, maximum: 1000 } });
  const adminOnly = bearerAuthHandler(context);
  app.get<{ Querystring: { limit?: number } }>(
    '/ads/events',
    {
      schema: eventsSchema,
      preHandler: (request: FastifyRequest, reply: FastifyReply) =>
        adminOnly(request, reply, ['admin']),
    },
    async (request, reply) => {
      const limit = request.query.limit ?? 100;
      const events = db
        .prepare(
          'SELECT id, ad, event, code, query, created_at AS createdAt FROM ad_events ORDER BY id DESC LIMIT ?',
        )
        .all(limit);
      return reply.header('Cache-Control', 'no-store').send(events);
    },
  );

  // A host's own ad list: each `vast` parameter is one pre-roll tag, in order; `vmap` its VMAP.
  const listSchema = query({
    vast: { type: 'array', maxItems: 10, items: text(2000) },
    vmap: text(2000),
  });
  app.get<{ Querystring: { vast?: string[]; vmap?: string } }>(
    '/ads/list.json',
    { schema: listSchema },
    async (request) => {
      const origin = requestOrigin(request);
      const prerollList = (request.query.vast ?? [])
        .map((tag) => absoluteHttpUrl(tag, origin))
        .filter((url) => url !== undefined)
        .map((vastUrl) => ({ vastUrl }));
      const vmapUrl = request.query.vmap && absoluteHttpUrl(request.query.vmap, origin);
      return vmapUrl ? { prerollList, vmapUrl } : { prerollList };
    },
  );

  app.get<{ Querystring: { ad?: string } }>(
    '/ads/landing',
    { schema: query({ ad: text(100) }) },
    async (_request, reply) =>
      reply
        .type('text/html; charset=utf-8')
        .send(
          '<!doctype html><html lang="ru"><meta charset="utf-8"><title>Сайт рекламодателя</title>' +
            '<h1>Сайт рекламодателя</h1><p>Демо-страница, на которую ведёт клик по рекламе.</p></html>',
        ),
  );
}

// A tag as an absolute http(s) URL, relative ones against this server; anything else is dropped.
function absoluteHttpUrl(tag: string, base: string): string | undefined {
  if (!URL.canParse(tag, base)) return undefined;
  const url = new URL(tag, base);
  return normalOrigin(url.href) ? url.href : undefined;
}
