import type { FastifyInstance, FastifyRequest } from 'fastify';
import { demoFilms } from '../demo-catalogue';

/** The catalogue calls the player makes today (spec section 7), answered from the demo film. */
export function registerCatalogueRoutes(app: FastifyInstance): void {
  const originOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

  app.get<{ Params: { id: string } }>('/api/contents/:id', async (request, reply) => {
    const film = demoFilms.get(Number(request.params.id));
    if (!film) return reply.code(404).send({ error: 'Not Found', message: 'No such content' });
    return film.content;
  });

  app.get<{ Querystring: { contentId?: string } }>('/api/episodes', async (request, reply) => {
    const contentId = Number(request.query.contentId);
    if (!Number.isSafeInteger(contentId)) {
      return reply
        .code(400)
        .send({ error: 'Bad Request', message: 'contentId must be an integer' });
    }
    const film = demoFilms.get(contentId);
    if (!film) return reply.code(404).send({ error: 'Not Found', message: 'No such content' });
    return film.episodes.map((episode) => ({
      ...episode,
      m3u8MasterFilePath: `${originOf(request)}${episode.m3u8MasterFilePath}`,
    }));
  });
}
