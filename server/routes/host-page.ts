import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Serves the demo host site: the page at / and its script and styles under /host/; neither
 * without the demo (SEED_DEMO=0), which keeps only the sendFile the embed script needs.
 */
export async function registerHostPage(
  app: FastifyInstance,
  hostPageDir: string,
  demo = true,
): Promise<void> {
  await app.register(fastifyStatic, {
    root: hostPageDir,
    prefix: '/host/',
    serve: demo,
    // The one registration that decorates reply.sendFile, used for / below and for the embed
    // script; it sends a file's .br or .gz beside it where the client takes that encoding.
    index: false,
    preCompressed: true,
  });
  if (!demo) return;
  app.get('/', (_request, reply) => {
    reply.header('Cache-Control', 'no-cache');
    // Its own Cache-Control (public, max-age=0) would replace ours.
    return reply.sendFile('index.html', hostPageDir, { cacheControl: false });
  });
}
