import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

// The two builds of the host embed script: a classic script and an ES module.
const scripts = { '/embed.js': 'embed.js', '/embed.mjs': 'embed.mjs' };

/**
 * Serves the host embed script at /embed.js (classic, global VideoPlayer) and /embed.mjs (ES
 * module), and its TypeScript declarations under /embed/types/. Sites on any origin load them,
 * so they answer with CORS open to all (module scripts need it).
 */
export async function registerEmbedScript(app: FastifyInstance, embedDir: string): Promise<void> {
  if (!existsSync(join(embedDir, 'embed.js'))) {
    for (const path of [...Object.keys(scripts), '/embed/*']) {
      app.get(path, (_request, reply) =>
        reply.code(503).send({
          error: 'Service Unavailable',
          message: 'The embed script is not built: run `npm run build` (npm start does it).',
        }),
      );
    }
    return;
  }
  for (const [path, file] of Object.entries(scripts)) {
    app.get(path, async (_request, reply) =>
      reply
        .header('Access-Control-Allow-Origin', '*')
        .header('Cache-Control', 'no-cache')
        .sendFile(file, embedDir),
    );
  }
  await app.register(fastifyStatic, {
    root: join(embedDir, 'types'),
    prefix: '/embed/types/',
    decorateReply: false,
    preCompressed: true,
    setHeaders: (reply) => {
      reply.header('Access-Control-Allow-Origin', '*');
      reply.header('Cache-Control', 'no-cache');
    },
  });
}
