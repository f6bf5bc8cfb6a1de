import type { FastifyInstance } from 'fastify';
import { cdnStandIns } from './cdn-stand-ins';

/** The steering server film 7's playlist names (media/films/film-7/steering.m3u8). */
export const steeringPath = '/cdn/steering';

/**
 * Its answer, an HLS Content Steering manifest: the CDN stand-ins in order, A first. TTL is a demo
 * value: real steering servers say about 300 s; at 10 s a person sees hls.js ask again within the
 * 30 s film. A test that wants another answer sets it through the fault rules.
 */
export const steeringManifest = {
  VERSION: 1,
  TTL: 10,
  'PATHWAY-PRIORITY': [...cdnStandIns],
} as const;

/**
 * `GET /cdn/steering`: the demo's content steering server, open to players on any origin and never
 * cached (a test changes its answer between requests). hls.js adds `_HLS_pathway` and
 * `_HLS_throughput` to the URL; the answer is the same whatever the query says, so none is refused.
 */
export function registerContentSteering(app: FastifyInstance): void {
  app.get(steeringPath, { schema: { querystring: { type: 'object' } } }, (_request, reply) =>
    reply
      .header('Cache-Control', 'no-store')
      .header('Access-Control-Allow-Origin', '*')
      .type('application/json')
      .send(JSON.stringify(steeringManifest)),
  );
}
