import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * The CSP of an HTML page that sets none of its own (the demo host page, the ad landing page):
 * everything from this origin, no inline script, no plugins, no foreign frames of it. Inline
 * styles stay allowed: the embed script sizes its frames through style attributes.
 */
export const pageContentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "frame-src 'self'",
  "frame-ancestors 'self'",
  "form-action 'self'",
  "object-src 'none'",
  "base-uri 'none'",
].join('; ');

// The services whose answers are for one viewer (progress, history, tokens, accounts).
const viewerServices = /^\/(api|auth)\//;

/**
 * Headers every answer of the reference server carries, whatever route, fault or error sends it:
 * - `X-Content-Type-Options: nosniff`, so a browser never runs or styles a body its declared type
 *   does not allow. No X-Frame-Options: the player lives in host sites' frames (its CSP says
 *   `frame-ancestors *`, server/routes/player-page.ts).
 * - a CSP on every HTML page that has none of its own;
 * - on the catalogue and auth services, `Cache-Control: no-store` unless the route chose its own
 *   caching, and `Vary` on the headers that name the viewer, so no shared cache hands one viewer's
 *   answer to another.
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    const type = String(reply.getHeader('content-type') ?? '');
    if (type.startsWith('text/html') && !reply.hasHeader('content-security-policy')) {
      reply.header('Content-Security-Policy', pageContentSecurityPolicy);
    }
    if (viewerServices.test(request.url)) {
      if (!reply.hasHeader('cache-control')) reply.header('Cache-Control', 'no-store');
      reply.header('Vary', varyWith(reply.getHeader('vary'), 'Authorization, X-Session-Context'));
    }
    return payload;
  });
}

function varyWith(existing: unknown, added: string): string {
  const names = [existing, added]
    .filter(Boolean)
    .flatMap((value) => String(value).split(','))
    .map((name) => name.trim())
    .filter(Boolean);
  return [...new Set(names.map((name) => name.toLowerCase()))]
    .map((lower) => names.find((name) => name.toLowerCase() === lower))
    .join(', ');
}
