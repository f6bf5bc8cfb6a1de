import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ServerContext } from '../server-context';
import { bearerAuthHandler } from './auth-handlers';
import { EnvelopeError, errorEventsOf } from './sentry-envelope';

/** An error event as a Sentry SDK sent it, reduced to what a test or a person checks. */
export interface ReceivedErrorEvent {
  project: string;
  eventId: string;
  message: string | undefined;
  tags: Record<string, string>;
}

// Kept in memory: a demo stand-in for an error-reporting service, not a store of record.
const keptEvents = 200;
const keptTags = 20;
const keptText = 500;
/** Envelopes an address may send a minute: a page in an error loop, not a flood. */
export const envelopesPerMinute = 60;

/**
 * A small collector of Sentry envelopes, so that error reporting can be shown and tested without
 * the internet: point the player's DSN at `http://key@<this server>/sentry/<project id>`.
 * Anyone may send (browsers on any site report errors); only an admin reads what came in,
 * newest first, at /sentry/events, since events carry viewers' URLs and messages.
 */
export async function registerErrorReports(
  app: FastifyInstance,
  context: ServerContext,
): Promise<void> {
  const received: ReceivedErrorEvent[] = [];
  await app.register(async (scope) => {
    // Envelopes come as text/plain or, compressed, with no type at all: read every body as bytes.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    );
    scope.post<{ Params: { project: string } }>(
      '/sentry/api/:project/envelope/',
      {
        bodyLimit: 1024 * 1024,
        config: { rateLimit: { max: envelopesPerMinute, timeWindow: '1 minute' } },
        schema: {
          params: {
            type: 'object',
            properties: { project: { type: 'string', pattern: '^[0-9]{1,12}$' } },
          },
        },
      },
      async (request, reply) => {
        reply.header('Access-Control-Allow-Origin', '*');
        const body = request.body;
        if (!Buffer.isBuffer(body)) return reply.code(400).send({ error: 'Bad Request' });
        let events: Record<string, unknown>[];
        try {
          events = errorEventsOf(body);
        } catch (error) {
          const reason = error instanceof EnvelopeError ? error.message : 'unreadable';
          return reply
            .code(400)
            .send({ error: 'Bad Request', message: `not an envelope: ${reason}` });
        }
        for (const event of events) received.unshift(summary(request.params.project, event));
        received.length = Math.min(received.length, keptEvents);
        return { id: null };
      },
    );
  });
  const adminOnly = bearerAuthHandler(context);
  app.get(
    '/sentry/events',
    {
      preHandler: (request: FastifyRequest, reply: FastifyReply) =>
        adminOnly(request, reply, ['admin']),
    },
    async (_request, reply) => reply.header('Cache-Control', 'no-store').send(received),
  );
}

function summary(project: string, event: Record<string, unknown>): ReceivedErrorEvent {
  return {
    project,
    eventId: String(event.event_id).slice(0, 64),
    message: exceptionMessage(event)?.slice(0, keptText),
    tags: Object.fromEntries(
      Object.entries(isObject(event.tags) ? event.tags : {})
        .slice(0, keptTags)
        .map(([name, value]) => [name.slice(0, 64), String(value).slice(0, keptText)]),
    ),
  };
}

function exceptionMessage(event: Record<string, unknown>): string | undefined {
  const exception = isObject(event.exception) ? event.exception : undefined;
  const values = Array.isArray(exception?.values) ? exception.values : [];
  const last: unknown = values.at(-1);
  return isObject(last) ? `${String(last.type)}: ${String(last.value)}` : undefined;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
