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

/**
 * Where an HTML page's requests say they came from: the full address to this origin, the origin
 * alone elsewhere (ad servers target and check by the player's origin; a path and query are no
 * business of theirs), nothing from https to http. Set, not left to browsers' differing defaults.
 */
export const pageReferrerPolicy = 'strict-origin-when-cross-origin';

/**
 * Powerful features no page here uses, turned off for each page and every frame in it (ad
 * creatives included). Left on: what the player uses or passes on to its frames, and host sites
 * pass on to it (src/host-embed/player-handle.ts): autoplay, fullscreen, picture-in-picture,
 * encrypted-media (protected films, docs/drm.md), clipboard-write (the share button's copy), web-share.
 * Only names Chromium knows: an unknown one is a console error on every page.
 */
export const pagePermissionsPolicy = [
  'accelerometer',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'idle-detection',
  'local-fonts',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'serial',
  'usb',
  'xr-spatial-tracking',
]
  .map((feature) => `${feature}=()`)
  .join(', ');

// The services whose answers are for one viewer (progress, history, tokens, accounts, licenses).
const viewerServices = /^\/(api|auth|drm)\//;

/**
 * Headers every answer of the reference server carries, whatever route, fault or error sends it:
 * - `X-Content-Type-Options: nosniff`, so a browser never runs or styles a body its declared type
 *   does not allow. No X-Frame-Options: the player lives in host sites' frames (its CSP says
 *   `frame-ancestors *`, server/routes/player-page.ts).
 * - on every HTML page, a CSP unless it has its own, and the Referrer-Policy and Permissions-Policy
 *   above (other answers are no documents: the two govern nothing there);
 * - on the demo host page, `Cross-Origin-Opener-Policy: same-origin-allow-popups`: a site that
 *   opens it in a window gets no handle to it (to navigate it or post to its player API), and the
 *   windows its players open (share links, ad landing pages) keep theirs. Not on the player page:
 *   in its hosts' frames the header does nothing;
 * - on the catalogue, auth and license services, `Cache-Control: no-store` unless the route chose its own
 *   caching, and `Vary` on the headers that name the viewer, so no shared cache hands one viewer's
 *   answer to another.
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    const type = String(reply.getHeader('content-type') ?? '');
    if (type.startsWith('text/html')) {
      headerUnlessSet(reply, 'Content-Security-Policy', pageContentSecurityPolicy);
      headerUnlessSet(reply, 'Referrer-Policy', pageReferrerPolicy);
      headerUnlessSet(reply, 'Permissions-Policy', pagePermissionsPolicy);
      if (request.routeOptions.url === '/') {
        headerUnlessSet(reply, 'Cross-Origin-Opener-Policy', 'same-origin-allow-popups');
      }
    }
    if (viewerServices.test(request.url)) {
      if (!reply.hasHeader('cache-control')) reply.header('Cache-Control', 'no-store');
      reply.header('Vary', varyWith(reply.getHeader('vary'), 'Authorization, X-Session-Context'));
    }
    return payload;
  });
}

// A route that chose its own value keeps it.
function headerUnlessSet(reply: FastifyReply, name: string, value: string): void {
  if (!reply.hasHeader(name)) reply.header(name, value);
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
