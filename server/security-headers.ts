import type { FastifyInstance } from 'fastify';

/**
 * Headers every answer of the reference server carries, whatever route, fault or error sends it:
 * `X-Content-Type-Options: nosniff`, so a browser never runs or styles a body its declared type
 * does not allow. No X-Frame-Options: the player lives in host sites' frames (its CSP says
 * `frame-ancestors *`, server/routes/player-page.ts).
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    return payload;
  });
}
