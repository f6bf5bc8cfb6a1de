import type {} from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';

/** At most `max` requests from one client address in `windowSeconds`. */
export interface AddressLimit {
  max: number;
  windowSeconds: number;
}

/** The calls that store a row for someone who need not be signed in. */
export type AnonymousWrite =
  'adPixel' | 'timeProgress' | 'completedMark' | 'history' | 'abuseReport' | 'qoeRecord';

export type AnonymousWriteLimits = Record<AnonymousWrite, AddressLimit>;

/**
 * Production limits per address: each leaves room for a household of viewers behind one NAT
 * address and for the browser suite, whose tests all come from 127.0.0.1 to one server per
 * worker (the figures behind each: docs/security.md).
 */
export const defaultAnonymousWriteLimits: AnonymousWriteLimits = {
  // A played ad fires about 8 pixels, and each wrapper above it as many: a viewer of the demo with
  // its mid-rolls fires about 20 a minute, the browser suite's busiest minute a few hundred.
  adPixel: { max: 1200, windowSeconds: 60 },
  // The player saves at most every 10 s per episode, and on pause and end: 6 to 10 a minute each.
  timeProgress: { max: 300, windowSeconds: 60 },
  // One mark (or its removal) an episode watched.
  completedMark: { max: 120, windowSeconds: 60 },
  // A site adds one entry a viewing.
  history: { max: 60, windowSeconds: 60 },
  // A complaint is written by hand.
  abuseReport: { max: 20, windowSeconds: 60 * 60 },
  // A player sends one QoE record an episode view: a household zapping sends a few a minute.
  qoeRecord: { max: 60, windowSeconds: 60 },
};

/** ServerOptions' overrides: any call's limit. */
export type AnonymousWriteLimitOptions = Partial<AnonymousWriteLimits>;

// Each limited route as Fastify names it (HEAD runs the GET handler, so it writes too).
const limitedRoutes: Record<string, AnonymousWrite> = {
  'GET /ads/track': 'adPixel',
  'HEAD /ads/track': 'adPixel',
  'POST /api/contents/:contentId/episodes/:episodeId/time-progress': 'timeProgress',
  'POST /api/contents/:contentId/episodes/:episodeId/completed': 'completedMark',
  'DELETE /api/contents/:contentId/episodes/:episodeId/completed': 'completedMark',
  'POST /api/contents/:id/history': 'history',
  'POST /api/abuse/new': 'abuseReport',
  'POST /qoe': 'qoeRecord',
};

/**
 * Limits each call that stores a row without a signed-in user, per client address, before the
 * body is read: 429 with Retry-After past the limit. Each route counts on its own. Call after
 * @fastify/rate-limit and before the routes exist.
 */
export function registerAnonymousWriteLimits(
  app: FastifyInstance,
  options: AnonymousWriteLimitOptions = {},
): void {
  const limits = { ...defaultAnonymousWriteLimits, ...options };
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const write = methods
      .map((method) => limitedRoutes[`${method} ${route.url}`])
      .find((found) => found !== undefined);
    if (!write) return;
    const { max, windowSeconds } = limits[write];
    // Keyed by the socket's address: no proxy is trusted, so X-Forwarded-For cannot pick it.
    const limit = app.rateLimit({ max, timeWindow: windowSeconds * 1000 });
    const existing = route.onRequest ?? [];
    route.onRequest = [...(Array.isArray(existing) ? existing : [existing]), limit];
  });
}
