import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { repoPath } from '../paths';
import { requestOrigin } from '../server-context';

/** The demo VMAP schedules (media/vmap/<name>.xml), by the name /ads/vmap.xml takes. */
export const demoSchedules = ['pre-mid-post', 'broken-break'] as const;

const vmapTemplatesDir = repoPath('media', 'vmap');

/**
 * The demo ad server's VMAP schedules, `/ads/vmap.xml?schedule=<name>`, with this server's origin
 * filled in (its ads' files from the media origin, as the VAST's are).
 */
export function registerDemoVmap(app: FastifyInstance, mediaOrigin: string | undefined): void {
  const schema = {
    querystring: {
      type: 'object',
      required: ['schedule'],
      properties: { schedule: { type: 'string', enum: demoSchedules } },
    },
  };
  app.get<{ Querystring: { schedule: (typeof demoSchedules)[number] } }>(
    '/ads/vmap.xml',
    { schema },
    async (request, reply) => {
      const template = readFileSync(
        join(vmapTemplatesDir, `${request.query.schedule}.xml`),
        'utf8',
      );
      const origin = requestOrigin(request);
      return reply
        .type('application/xml; charset=utf-8')
        .header('Access-Control-Allow-Origin', '*')
        .header('Cache-Control', 'no-store')
        .send(
          template
            .replaceAll('{{ORIGIN}}/media/', `${mediaOrigin ?? origin}/media/`)
            .replaceAll('{{ORIGIN}}', origin),
        );
    },
  );
}
