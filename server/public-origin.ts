import type { AddressInfo } from 'node:net';
import type { FastifyInstance, FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyRequest {
    /** The origin this server answers as, for the absolute URLs in answers (never a raw Host). */
    publicOrigin: string;
  }
}

/** Where the server may be reached: its public origins, and the sites allowed to call it. */
export interface OriginSettings {
  /** The server's public origins; the first names it where a request's Host is not one of them. */
  publicOrigins?: string[];
  /** Other origins (embed sites, a player page on a CDN) whose pages may call the API with credentials. */
  corsOrigins?: string[];
  /**
   * Origins beside this server's own that a host embedding the player may point its catalogue
   * (`baseUrl`) and authentication (`authUrl`) at; the player page reads them from
   * /player/embed-policy.json.
   */
  embedApiOrigins?: string[];
  /**
   * Where /media/ is served when not from this server's own origin (a CDN in front of it): stream
   * URLs in answers and the player page's preload hints name it.
   */
  mediaOrigin?: string;
}

/** 'https://example.com' from anything a URL parser reads as an http(s) origin; else undefined. */
export function normalOrigin(text: string): string | undefined {
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

/** The comma-separated origins of an environment variable, each checked. */
export function originList(text: string | undefined, name: string): string[] | undefined {
  if (!text?.trim()) return undefined;
  return text.split(',').map((item) => {
    const origin = normalOrigin(item.trim());
    if (!origin) throw new Error(`${name}: '${item.trim()}' is not an http(s) origin`);
    return origin;
  });
}

const loopbackHosts = ['127.0.0.1', 'localhost', '[::1]'];

// Without configured origins, the server is what it listens on: loopback names on its port (any
// port while it listens on none, as under inject()).
function isLoopbackOrigin(app: FastifyInstance, origin: string): boolean {
  const url = new URL(origin);
  const address = app.server.address() as AddressInfo | null;
  const port = Number(url.port || (url.protocol === 'https:' ? 443 : 80));
  return loopbackHosts.includes(url.hostname) && (!address || address.port === port);
}

/**
 * Decides each request's public origin: the one its Host names when that is an origin of this
 * server, else the first configured (or the loopback address it listens on). A forged Host header
 * can never put a foreign origin into a sitemap, a VAST document or a script, and the caches keyed
 * by origin hold at most one entry per known origin.
 */
export function registerPublicOrigin(
  app: FastifyInstance,
  settings: OriginSettings,
): {
  isCorsAllowed(origin: string | undefined): boolean;
} {
  const configured = settings.publicOrigins?.map((origin) => normalOrigin(origin) ?? origin);
  const isOwn = (origin: string) =>
    normalOrigin(origin) === origin &&
    (configured ? configured.includes(origin) : isLoopbackOrigin(app, origin));
  const fallback = () => {
    if (configured?.[0]) return configured[0];
    const address = app.server.address() as AddressInfo | null;
    return `http://127.0.0.1:${address?.port ?? 80}`;
  };

  app.decorateRequest('publicOrigin', '');
  app.addHook('onRequest', async (request: FastifyRequest) => {
    const claimed = normalOrigin(`${request.protocol}://${request.host}`);
    request.publicOrigin = claimed && isOwn(claimed) ? claimed : fallback();
  });

  return {
    // `null` (sandboxed frames, file: pages) and unknown sites get no CORS answer at all.
    isCorsAllowed: (origin) =>
      origin !== undefined && (isOwn(origin) || (settings.corsOrigins ?? []).includes(origin)),
  };
}
