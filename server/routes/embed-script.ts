import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { repoPath } from '../paths';

// The two builds of the host embed script: a classic script and an ES module.
const scriptFiles = ['embed.js', 'embed.mjs'];

/** The embed script's major version: the embed package's (packages/embed/package.json). */
export function embedMajorVersion(): number {
  const { version } = JSON.parse(
    readFileSync(repoPath('packages', 'embed', 'package.json'), 'utf8'),
  ) as { version: string };
  return Number.parseInt(version, 10);
}

/**
 * Where each build is served, and how long a browser keeps it: at /embed.js the latest,
 * revalidated at each load (its ETag answers 304 when nothing changed), so a release reaches every
 * host at once; at /embed/v1/embed.js the major version a host pins, kept a year without a request.
 */
function scriptRoutes(): { prefix: string; cacheControl: string }[] {
  return [
    { prefix: '/', cacheControl: 'no-cache' },
    {
      prefix: `/embed/v${embedMajorVersion()}/`,
      cacheControl: 'public, max-age=31536000, immutable',
    },
  ];
}

/**
 * Serves the host embed script at /embed.js (classic, global VideoPlayer) and /embed.mjs (ES
 * module), the same under /embed/v1/, and its TypeScript declarations under /embed/types/. Sites
 * on any origin load them, so they answer with CORS open to all (module scripts need it); each
 * build's .br or .gz goes where the client takes that encoding.
 */
export async function registerEmbedScript(app: FastifyInstance, embedDir: string): Promise<void> {
  const routes = scriptRoutes();
  if (!existsSync(join(embedDir, 'embed.js'))) {
    const paths = routes.flatMap(({ prefix }) => scriptFiles.map((file) => prefix + file));
    for (const path of [...paths, '/embed/*']) {
      app.get(path, (_request, reply) =>
        reply.code(503).send({
          error: 'Service Unavailable',
          message: 'The embed script is not built: run `npm run build` (npm start does it).',
        }),
      );
    }
    return;
  }
  for (const { prefix, cacheControl } of routes) {
    for (const file of scriptFiles) {
      app.get(prefix + file, async (_request, reply) =>
        reply
          .header('Access-Control-Allow-Origin', '*')
          .header('Cache-Control', cacheControl)
          // Its own Cache-Control (public, max-age=0) would replace ours.
          .sendFile(file, embedDir, { cacheControl: false }),
      );
    }
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
