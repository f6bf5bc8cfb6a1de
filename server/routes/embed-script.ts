import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { repoPath } from '../paths';

// The two builds of the host embed script: a classic script and an ES module.
const scriptFiles = ['embed.js', 'embed.mjs'];

/** The embed script's version: the embed package's (packages/embed/package.json), such as 1.3.0. */
export function embedVersion(): string {
  const { version } = JSON.parse(
    readFileSync(repoPath('packages', 'embed', 'package.json'), 'utf8'),
  ) as { version: string };
  return version;
}

/** The embed script's major version, 1 for 1.3.0. */
export function embedMajorVersion(): number {
  return Number.parseInt(embedVersion(), 10);
}

const hour = 3600;
const day = 24 * hour;
const year = 365 * day;

/**
 * Where each build is served, and how long a browser keeps it: at /embed.js the latest,
 * revalidated at each load (its ETag answers 304 when nothing changed), so a release reaches every
 * host at once; at /embed/v1/embed.js the major version a host pins, whose compatible fixes reach a
 * browser within a day: an hour without a request, then the rest of the day its copy runs while it
 * revalidates in the background (a 304 when nothing changed); at /embed/1.3.0/embed.js this exact
 * version, which never changes, kept a year.
 */
function scriptRoutes(): { prefix: string; cacheControl: string }[] {
  const version = embedVersion();
  return [
    { prefix: '/', cacheControl: 'no-cache' },
    {
      prefix: `/embed/v${Number.parseInt(version, 10)}/`,
      cacheControl: `public, max-age=${hour}, stale-while-revalidate=${day - hour}`,
    },
    { prefix: `/embed/${version}/`, cacheControl: `public, max-age=${year}, immutable` },
  ];
}

/**
 * Serves the host embed script at /embed.js (classic, global VideoPlayer) and /embed.mjs (ES
 * module), the same under /embed/v1/ and /embed/1.3.0/ (its major and exact versions), and its
 * TypeScript declarations under /embed/types/. Sites
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
