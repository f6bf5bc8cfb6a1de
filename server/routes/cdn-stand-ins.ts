import type { FastifyInstance } from 'fastify';
import { registerMedia } from './media';

/**
 * The CDN stand-ins: /cdn/<name>/media/ serves what /media/ serves. Two origins on one server, so
 * that the tests and the demo can lose one: the fault rules (faults/) match by path, so a rule on
 * /cdn/a/* breaks CDN A only.
 */
export const cdnStandIns = ['a', 'b'] as const;

/** Where a CDN stand-in serves the media folder. */
const mediaPrefixOf = (cdn: string) => `/cdn/${cdn}/media/`;

/**
 * The /media/ path of the file a path on this server serves from the media folder: a /media/ path
 * itself, a CDN stand-in's path without its /cdn/<name>; undefined for any other path.
 */
export function mediaPathOf(path: string): string | undefined {
  if (path.startsWith('/media/')) return path;
  const cdn = cdnStandIns.find((name) => path.startsWith(mediaPrefixOf(name)));
  return cdn && path.slice(`/cdn/${cdn}`.length);
}

/** Serves the media folder at each stand-in's prefix as /media/ serves it: types, CORS, caching. */
export async function registerCdnStandIns(app: FastifyInstance, mediaDir: string): Promise<void> {
  for (const cdn of cdnStandIns) await registerMedia(app, mediaDir, mediaPrefixOf(cdn));
}
