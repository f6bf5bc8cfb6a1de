import type { FastifyRequest } from 'fastify';
import { requireViewerKey, resolveViewer } from '../auth/viewer';
import { HttpError } from '../http-error';
import { requestOrigin, type ServerContext } from '../server-context';
import type { OperationHandlers, OperationRequest } from './operation-handler';

type CompletionId = 'markCompleted' | 'unmarkCompleted';

/** Handlers of the calls that keep a viewer's place: progress, completion, history. */
export function progressHandlers({ catalogue, tokens, anonymousRows }: ServerContext) {
  async function viewerKey(request: FastifyRequest) {
    return requireViewerKey(await resolveViewer(request, tokens));
  }

  // The episode must exist and belong to the content named in the path.
  function checkEpisode(contentId: number, episodeId: number, origin: string) {
    const episode = catalogue.episode(episodeId, undefined, origin);
    if (!episode || episode.contentId !== contentId) {
      throw new HttpError(404, `No episode ${episodeId} in content ${contentId}`);
    }
  }

  async function setCompleted(request: OperationRequest<CompletionId>, done: boolean) {
    const key = await viewerKey(request);
    const { contentId, episodeId } = request.params;
    checkEpisode(contentId, episodeId, requestOrigin(request));
    catalogue.setCompleted(key, contentId, episodeId, done);
    anonymousRows.viewerWrote(key);
  }

  const page = (body: { page?: number; size?: number } | undefined) => {
    const size = body?.size ?? 20;
    return { offset: (body?.page ?? 0) * size, limit: size };
  };

  return {
    async saveTimeProgress(request, reply) {
      const key = await viewerKey(request);
      const { contentId, episodeId } = request.params;
      checkEpisode(contentId, episodeId, requestOrigin(request));
      catalogue.saveProgress(key, contentId, episodeId, request.body.time);
      anonymousRows.viewerWrote(key);
      return reply.code(204).send();
    },

    async markCompleted(request, reply) {
      await setCompleted(request, true);
      return reply.code(204).send();
    },

    async unmarkCompleted(request, reply) {
      await setCompleted(request, false);
      return reply.code(204).send();
    },

    async getLastWatchedEpisode(request, reply) {
      const { id } = request.params;
      if (!catalogue.contentRow(id)) throw new HttpError(404, `No content with id ${id}`);
      const viewer = await resolveViewer(request, tokens);
      const episodeId = viewer.key && catalogue.lastWatchedEpisodeId(viewer.key, id);
      const episode = episodeId
        ? catalogue.episode(episodeId, viewer.key, requestOrigin(request))
        : undefined;
      if (!episode) return reply.code(204).send();
      return episode;
    },

    async addHistory(request, reply) {
      const key = await viewerKey(request);
      const { id } = request.params;
      const origin = requestOrigin(request);
      const content = catalogue.content(id, origin);
      if (!content) throw new HttpError(404, `No content with id ${id}`);
      const { episodeId } = request.query;
      if (episodeId !== undefined) checkEpisode(id, episodeId, origin);
      const item = catalogue.addHistory(
        key,
        id,
        episodeId ?? null,
        request.body.time,
        request.body.duration ?? null,
      );
      anonymousRows.viewerWrote(key);
      return reply.code(201).send({ ...item, content });
    },

    async listHistory(request) {
      const { offset, limit } = page(request.body);
      return catalogue.history(
        await viewerKey(request),
        undefined,
        offset,
        limit,
        requestOrigin(request),
      );
    },

    async searchHistory(request) {
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
  } satisfies OperationHandlers;
}
