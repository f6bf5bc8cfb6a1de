import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Serves the demo host site: the page at / and its script and styles under /host/. */
export async function registerHostPage(app: FastifyInstance, hostPageDir: string): Promise<void> {
  await app.register(fastifyStatic, {
    root: hostPageDir,
    prefix: '/host/',
    // The one registration that decorates reply.sendFile, used for / below.
    index: false,
  });
  app.get('/', (_request, reply) => {
    reply.header('Cache-Control', 'no-cache');
    return reply.sendFile('index.html', hostPageDir);
  });
}
