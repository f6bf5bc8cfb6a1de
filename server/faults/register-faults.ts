import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isAdjustable, type AdjustableClock, type Clock } from '../clock';
import {
  createFaultRules,
  faultRulesBodySchema,
  type FaultAction,
  type FaultRuleInput,
} from './fault-rules';

const malformedJson: [RegExp, string, string] = [
  /.*/,
  'application/json; charset=utf-8',
  '{"id": 1, "title": "cut in the mid',
];
const malformedBodies: [RegExp, string, string][] = [
  [/\.m3u8$/, 'application/vnd.apple.mpegurl', '#EXTM3U\n#EXT-X-STREAM-INF:BANDWIDTH=oops\n\u0000'],
  [/\.(xml)$/, 'application/xml', '<VAST version="3.0"><Ad><InLine>'],
  [/\.(m4s|mp4|ts)$/, 'video/iso.segment', '\u0000\u0001garbage-not-media'],
];

const loopbackAddresses = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * The fault rules are for a test on this machine: a request from another address, or sent by a web
 * page (any Origin header: a page on any site could otherwise reach a developer's loopback server),
 * is refused, and the routes never answer with CORS headers.
 */
async function fromLocalTestOnly(request: FastifyRequest, reply: FastifyReply) {
  const local = loopbackAddresses.has(request.socket.remoteAddress ?? '');
  if (local && request.headers.origin === undefined) return;
  return reply.code(403).send({
    error: 'Forbidden',
    message: 'The fault routes answer a test on this machine only, never a web page',
  });
}

/**
 * Test support (FAULTS=1 only): POST /__faults adds rules that make chosen requests answer late,
 * with a chosen status, with a malformed body, never, or with a cut connection, or holds them
 * until the rules are cleared; GET lists them with their hit counts; DELETE clears them and lets
 * the held requests answer. Documented in docs/reference-server.md. With an adjustable clock,
 * POST /__clock {"advanceMs": n} moves the server's time on, so a test lets tokens expire at once.
 */
export async function registerFaults(
  app: FastifyInstance,
  clock?: Clock,
): Promise<{ anySet(): boolean }> {
  const rules = createFaultRules();
  const held = new Set<() => void>();
  const local = { onRequest: fromLocalTestOnly };

  app.post<{ Body: { rules: FaultRuleInput[] } }>(
    '/__faults',
    { ...local, schema: { body: faultRulesBodySchema } },
    async (request, reply) => reply.code(201).send({ rules: rules.add(request.body.rules) }),
  );
  app.get('/__faults', local, async () => ({ rules: rules.list() }));
  app.delete('/__faults', local, async (_request, reply) => {
    rules.clear();
    // Held requests go on and answer normally.
    for (const release of held) release();
    held.clear();
    return reply.code(204).send();
  });

  if (clock && isAdjustable(clock)) registerClock(app, clock);

  app.addHook('onRequest', async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (path.startsWith('/__faults') || path.startsWith('/__clock')) return;
    for (const action of rules.take(request.method, path)) {
      await apply(action, path, request, reply, held);
      if (reply.sent) return reply;
    }
  });
  return { anySet: () => rules.list().length > 0 };
}

const clockBodySchema = {
  type: 'object',
  required: ['advanceMs'],
  additionalProperties: false,
  properties: { advanceMs: { type: 'integer', minimum: 0 } },
} as const;

// Answers the new time, so that a client under test can move its own clock by the same amount.
function registerClock(app: FastifyInstance, clock: AdjustableClock): void {
  app.post<{ Body: { advanceMs: number } }>(
    '/__clock',
    { onRequest: fromLocalTestOnly, schema: { body: clockBodySchema } },
    async (request) => {
      clock.advance(request.body.advanceMs);
      return { now: clock.now() };
    },
  );
}

async function apply(
  action: FaultAction,
  path: string,
  request: FastifyRequest,
  reply: FastifyReply,
  held: Set<() => void>,
) {
  switch (action.kind) {
    case 'delay':
      await new Promise((resolve) => setTimeout(resolve, action.ms));
      return;
    case 'hold':
      await new Promise<void>((resolve) => {
        held.add(resolve);
        request.raw.socket.once('close', resolve);
      });
      return;
    case 'status':
      await reply
        .code(action.status)
        .header('Access-Control-Allow-Origin', '*')
        .type(action.contentType ?? 'application/json; charset=utf-8')
        .send(
          action.body ??
            JSON.stringify({
              error: 'Injected fault',
              message: `Status ${action.status} injected`,
            }),
        );
      return;
    case 'malformed': {
      const [, type, body] =
        malformedBodies.find(([pattern]) => pattern.test(path)) ?? malformedJson;
      await reply.code(200).header('Access-Control-Allow-Origin', '*').type(type).send(body);
      return;
    }
    case 'reset':
      request.raw.socket.destroy();
      reply.hijack();
      return;
    case 'hang':
      // Hold the request until the client gives up or the server closes.
      reply.hijack();
      await new Promise<void>((resolve) => request.raw.socket.once('close', () => resolve()));
      return;
  }
}
