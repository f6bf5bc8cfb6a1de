import type { FastifyServerOptions } from 'fastify';

/**
 * How long and how large a client's request may be, so that a few slow or greedy clients cannot
 * hold the server (docs/operating.md). Fastify's defaults have no time limit at all: a client
 * trickling its headers or its body a byte at a time kept its connection for ever.
 */
export interface HttpLimits {
  /** The request line and headers, from the connection's first byte (Node's own default is 60 s). */
  headersTimeoutMs: number;
  /** The whole request, headers and body: the API's bodies are a few kB. */
  requestTimeoutMs: number;
  /** A connection with no byte either way: a download to a client that stopped reading ends. */
  connectionTimeoutMs: number;
  /**
   * An idle keep-alive connection: longer than the 60 s a proxy or a CDN keeps one open to its
   * origin, so that the proxy closes it first and never sends on a socket closing here.
   */
  keepAliveTimeoutMs: number;
  /** Any body, unless its route says otherwise (the error collector 1 MiB, QoE 8 KiB, licenses 4 KiB). */
  bodyLimitBytes: number;
}

export const defaultHttpLimits: HttpLimits = {
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 30_000,
  connectionTimeoutMs: 60_000,
  keepAliveTimeoutMs: 72_000,
  bodyLimitBytes: 64 * 1024,
};

/** The limits as Fastify takes them when it is made (the headers' through Node's own server). */
export function fastifyLimits(limits: HttpLimits) {
  const headersTimeout = Math.min(limits.headersTimeoutMs, limits.requestTimeoutMs);
  return {
    requestTimeout: limits.requestTimeoutMs,
    connectionTimeout: limits.connectionTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    bodyLimit: limits.bodyLimitBytes,
    http: {
      headersTimeout,
      // Node looks for late requests this often (30 s by default): a tenth of the shortest wait.
      connectionsCheckingInterval: Math.max(100, Math.round(headersTimeout / 10)),
    },
  } satisfies FastifyServerOptions & { http: object };
}
