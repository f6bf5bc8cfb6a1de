import { readFileSync } from 'node:fs';
import type { FastifyCorsOptions } from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../http-error';
import { repoPath } from '../paths';
import type { ServerContext } from '../server-context';
import { qoePage } from './qoe-page';
import { qoeRecordSchema, type QoeRecord } from './qoe-record-schema';
import { createQoeStore } from './qoe-store';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A route's own CORS settings: @fastify/cors reads them, but its types do not declare them. */
    cors?: false | FastifyCorsOptions;
  }
}

/** Where the players send their records (their embed setting `qoeUrl`). */
const qoeRecordPath = '/qoe';
/** The page that draws them, and its stylesheet beside it. */
const qoePagePath = '/qoe/';
const stylesheetPath = '/qoe/qoe.css';

// A record is a few hundred bytes; the statistics payload that comes with it, a kilobyte or two.
const recordBodyLimit = 8 * 1024;

/**
 * Players anywhere may send: the route reads no credentials and answers nothing, so it reflects
 * any origin (with credentials, which a beacon always carries) where /api grants only its own.
 */
const anyOrigin = { cors: { origin: true } };

/**
 * The players' QoE records: `POST /qoe` takes one (JSON, sent as a beacon: text/plain, or
 * application/json), schema-checked and size-limited, into SQLite, and answers 204; `/qoe/` draws
 * them. The per-address limit and the rows kept are the anonymous writers'
 * (anonymous-write-limits.ts, anonymous-row-bounds.ts): register after registerAnonymousWriteLimits.
 */
export async function registerQoe(app: FastifyInstance, context: ServerContext): Promise<void> {
  const store = createQoeStore(context.db, context.anonymousRows);
  const stylesheet = readFileSync(repoPath('server', 'qoe', 'qoe.css'), 'utf8');

  await app.register(async (scope) => {
    // A beacon's string body is text/plain (no CORS preflight): JSON either way.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      ['application/json', 'text/plain'],
      { parseAs: 'string' },
      (_request, body, done) => {
        try {
          done(null, JSON.parse(String(body)));
        } catch {
          done(new HttpError(400, 'The body must be a QoE record in JSON'));
        }
      },
    );
    scope.addContentTypeParser('*', (_request, _payload, done) =>
      done(new HttpError(415, 'The body must be JSON, sent as text/plain or application/json')),
    );
    scope.post<{ Body: QoeRecord }>(
      qoeRecordPath,
      { bodyLimit: recordBodyLimit, schema: { body: qoeRecordSchema }, config: anyOrigin },
      async (request, reply) => {
        store.add(request.body, new Date(context.clock.now()));
        return reply.code(204).send();
      },
    );
    // The preflight of a record sent as application/json from another origin: @fastify/cors
    // answers it in its hook, with this route's settings rather than those of /api.
    scope.options(qoeRecordPath, { config: anyOrigin }, (_request, reply) =>
      reply.code(204).send(),
    );
  });

  app.get(qoeRecordPath, (_request, reply) => reply.redirect(qoePagePath, 301));
  app.get(qoePagePath, (_request, reply) =>
    reply
      // The figures change with every record.
      .header('Cache-Control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(qoePage(store.summary(), stylesheetPath)),
  );
  app.get(stylesheetPath, (_request, reply) =>
    reply.header('Cache-Control', 'no-cache').type('text/css; charset=utf-8').send(stylesheet),
  );
}
