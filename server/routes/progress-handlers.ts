import type { FastifyReply, FastifyRequest } from 'fastify';
import { requireViewerKey, resolveViewer } from '../auth/viewer';
import { HttpError } from '../http-error';
import { requestOrigin, type ServerContext } from '../server-context';

type EpisodeParams = { contentId: number; episodeId: number };
type Request<P = object, Q = object, B = unknown> = FastifyRequest<{
  Params: P;
  Querystring: Q;
  Body: B;
}>;

/** Handlers of the calls that keep a viewer's place: progress, completion, history. */
export function progressHandlers({ catalogue, tokens }: ServerContext) {
  async function viewerKey(request: FastifyRequest) {
    return requireViewerKey(await resolveViewer(request, tokens));
  }

  // The episode must exist and belong to the content named in the path.
  function checkEpisode({ contentId, episodeId }: EpisodeParams, origin: string) {
    const episode = catalogue.episode(episodeId, undefined, origin);
    if (!episode || episode.contentId !== contentId) {
      throw new HttpError(404, `No episode ${episodeId} in content ${contentId}`);
    }
  }

  async function setCompleted(request: Request<EpisodeParams>, reply: FastifyReply, done: boolean) {
    const key = await viewerKey(request);
    checkEpisode(request.params, requestOrigin(request));
    catalogue.setCompleted(key, request.params.contentId, request.params.episodeId, done);
    return reply.code(204).send();
  }

  const page = (body: { page?: number; size?: number } | undefined) => {
    const size = body?.size ?? 20;
    return { offset: (body?.page ?? 0) * size, limit: size };
  };

  return {
    async saveTimeProgress(
      request: Request<EpisodeParams, object, { time: number }>,
      reply: FastifyReply,
    ) {
      const key = await viewerKey(request);
      checkEpisode(request.params, requestOrigin(request));
      catalogue.saveProgress(
        key,
        request.params.contentId,
        request.params.episodeId,
        request.body.time,
      );
      return reply.code(204).send();
    },

    markCompleted: (request: Request<EpisodeParams>, reply: FastifyReply) =>
      setCompleted(request, reply, true),

    unmarkCompleted: (request: Request<EpisodeParams>, reply: FastifyReply) =>
      setCompleted(request, reply, false),

    async getLastWatchedEpisode(request: Request<{ id: number }>, reply: FastifyReply) {
      const { id } = request.params;
      if (!catalogue.contentRow(id)) throw new HttpError(404, `No content with id ${id}`);
      const viewer = await resolveViewer(request, tokens);
      const episodeId = viewer.key && catalogue.lastWatchedEpisodeId(viewer.key, id);
      if (!episodeId) return reply.code(204).send();
      return catalogue.episode(episodeId, viewer.key, requestOrigin(request));
    },

    async addHistory(
      request: Request<{ id: number }, { episodeId?: number }, { time: number; duration?: number }>,
      reply: FastifyReply,
    ) {
      const key = await viewerKey(request);
      const { id } = request.params;
      const origin = requestOrigin(request);
      if (!catalogue.contentRow(id)) throw new HttpError(404, `No content with id ${id}`);
      const { episodeId } = request.query;
      if (episodeId !== undefined) checkEpisode({ contentId: id, episodeId }, origin);
      const item = catalogue.addHistory(
        key,
        id,
        episodeId ?? null,
        request.body.time,
        request.body.duration ?? null,
      );
      return reply.code(201).send({ ...item, content: catalogue.content(id, origin) });
    },

    async listHistory(
      request: Request<object, object, { page?: number; size?: number } | undefined>,
    ) {
      const { offset, limit } = page(request.body);
      return catalogue.history(
        await viewerKey(request),
        undefined,
        offset,
        limit,
        requestOrigin(request),
      );
    },

    async searchHistory(
      request: Request<
        object,
        object,
        { page?: number; size?: number; query?: string } | undefined
      >,
    ) {
      const { offset, limit } = page(request.body);
      const query = request.body?.query?.trim() || undefined;
      return catalogue.history(
        await viewerKey(request),
        query,
        offset,
        limit,
        requestOrigin(request),
      );
    },
  };
}
