import type { FastifyInstance } from 'fastify';

/** An error event as a Sentry SDK sent it, reduced to what a test or a person checks. */
export interface ReceivedErrorEvent {
  project: string;
  eventId: string;
  message: string | undefined;
  tags: Record<string, string>;
}

// Kept in memory: a demo stand-in for an error-reporting service, not a store of record.
const keptEvents = 200;

/**
 * Reads the error events of a Sentry envelope: a JSON header line, then items, each a JSON header
 * line and a payload of the header's `length` in bytes, else up to the next newline.
 */
export function errorEventsOf(envelope: Buffer): Record<string, unknown>[] {
  const events: Record<string, unknown>[] = [];
  let offset = envelope.indexOf(10) + 1;
  while (offset > 0 && offset < envelope.length) {
    const headerEnd = envelope.indexOf(10, offset);
    if (headerEnd < 0) break;
    const header = JSON.parse(envelope.subarray(offset, headerEnd).toString('utf8')) as {
      type?: string;
      length?: number;
    };
    const start = headerEnd + 1;
    const newline = envelope.indexOf(10, start);
    const payloadEnd =
      header.length !== undefined ? start + header.length : newline < 0 ? envelope.length : newline;
    if (header.type === 'event') {
      events.push(JSON.parse(envelope.subarray(start, payloadEnd).toString('utf8')));
    }
    offset = payloadEnd + 1;
  }
  return events;
}

/**
 * A small collector of Sentry envelopes, so that error reporting can be shown and tested without
 * the internet: point the player's DSN at `http://key@<this server>/sentry/<project id>`.
 * Error events are listed, newest first, at /sentry/events.
 */
export async function registerErrorReports(app: FastifyInstance): Promise<void> {
  const received: ReceivedErrorEvent[] = [];
  await app.register(async (scope) => {
    // Envelopes come as text/plain or, compressed, with no type at all: read every body as bytes.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    );
    scope.post<{ Params: { project: string } }>(
      '/sentry/api/:project/envelope/',
      async (request, reply) => {
        reply.header('Access-Control-Allow-Origin', '*');
        const body = request.body;
        if (!Buffer.isBuffer(body)) return reply.code(400).send({ error: 'Bad Request' });
        try {
          for (const event of errorEventsOf(body)) {
            received.unshift({
              project: request.params.project,
              eventId: String(event.event_id),
              message: exceptionMessage(event),
              tags: (event.tags ?? {}) as Record<string, string>,
            });
          }
        } catch {
          return reply.code(400).send({ error: 'Bad Request', message: 'not an envelope' });
        }
        received.length = Math.min(received.length, keptEvents);
        return { id: null };
      },
    );
  });
  app.get('/sentry/events', async () => received);
}

function exceptionMessage(event: Record<string, unknown>): string | undefined {
  const values = (event.exception as { values?: { type?: string; value?: string }[] } | undefined)
    ?.values;
  const last = values?.at(-1);
  return last ? `${last.type}: ${last.value}` : undefined;
}
