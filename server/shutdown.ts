import type { FastifyInstance } from 'fastify';

/**
 * How long the requests in flight at a stop may take to finish before their connections are cut,
 * unless STOP_TIMEOUT says otherwise (environment.ts).
 */
export const stopBoundMs = 10_000;

/**
 * Stops the server gracefully: no new connections (/readyz answers 503 from then on), the requests
 * in flight finish within boundMs, then Fastify's close cuts whatever is left and its onClose
 * hooks close the database, after the last request that could use it.
 *
 * Drained here rather than by Fastify's close alone: the app is built with forceCloseConnections
 * (server/app.ts), so that a test server's close never waits on a request a fault rule holds;
 * that close would cut the requests in flight at once.
 */
export async function stopGracefully(
  app: FastifyInstance,
  boundMs = stopBoundMs,
): Promise<'drained' | 'cut'> {
  const server = app.server;
  // Closes the listening socket and the idle keep-alive connections; called back once none is left.
  const drained = new Promise<void>((resolve) => server.close(() => resolve()));
  // A connection whose answer ends during the stop would idle for the keep-alive timeout (72 s).
  const reaper = setInterval(() => server.closeIdleConnections(), 100);
  let bound: NodeJS.Timeout | undefined;
  const timedOut = new Promise<'cut'>((resolve) => (bound = setTimeout(resolve, boundMs, 'cut')));
  let outcome: 'drained' | 'cut';
  try {
    outcome = await Promise.race([drained.then(() => 'drained' as const), timedOut]);
  } finally {
    clearInterval(reaper);
    clearTimeout(bound);
  }
  await app.close();
  return outcome;
}
