import { resolveViewer } from '../auth/viewer';
import type { ContentView, EpisodeView } from '../catalogue/catalogue-store';
import { createDictionaryStore } from '../catalogue/dictionary-store';
import { createListingStore, paging } from '../catalogue/listing-store';
import { HttpError } from '../http-error';
import { requestOrigin, type ServerContext } from '../server-context';
import type { OperationHandlers } from './operation-handler';

/** Handlers of the contents lists, episode extras and abuse reports (more-catalogue). */
export function contentsHandlers({ db, catalogue, tokens, anonymousRows }: ServerContext) {
  const listing = createListingStore(db, catalogue);
  const dictionaries = createDictionaryStore(db);

  function found<T>(value: T | undefined, message: string): T {
    if (value === undefined) throw new HttpError(404, message);
    return value;
  }

  return {
    async listContents(request) {
      const { body } = request;
      return listing.filter(body ?? {}, paging(body), requestOrigin(request));
    },

    async searchContents(request) {
      const { body } = request;
      return listing.search(body.query, paging(body), requestOrigin(request));
    },

    async getSliderPromo(request) {
      return listing.promoSlides(requestOrigin(request));
    },

    async getMostRelevantContents(request) {
      return listing.mostRelevant(request.query.limit ?? 10, requestOrigin(request));
    },

    async getContentBySlug(request) {
      const { slug } = request.params;
      return found(listing.bySlug(slug, requestOrigin(request)), `No content with slug ${slug}`);
    },

    async getKinopoiskContent(request) {
      const { id } = request.params;
      return found(
        listing.byKinopoiskId(id, requestOrigin(request)),
        `No content with Kinopoisk id ${id}`,
      );
    },

    async listFreshEpisodes(request) {
      const { body } = request;
      const viewer = await resolveViewer(request, tokens);
      const origin = requestOrigin(request);
      return dictionaries.freshEpisodes(body?.contentType, paging(body)).map((row) => ({
        releasedAt: row.released_at,
        // The query joined both rows, so they exist.
        episode: catalogue.episode(row.episode_id, viewer.key, origin) as EpisodeView,
        content: catalogue.content(row.content_id, origin) as ContentView,
      }));
    },

    async getEpisodeResource(request) {
      const { id } = request.params;
      const origin = requestOrigin(request);
      const episode = found(catalogue.episode(id, undefined, origin), `No episode with id ${id}`);
      const url = episode.m3u8MasterFilePath;
      return {
        episodeId: episode.id,
        contentId: episode.contentId,
        url,
        // The player's rule: a master URL holding .json is a master playlist JSON.
        format: url.includes('.json') ? 'master-json' : 'hls',
        subtitles: dictionaries.subtitles({ episodeId: id }, origin),
      };
    },

    async reportAbuse(request, reply) {
      const { contentId, episodeId, reason, message, email } = request.body;
      const viewer = await resolveViewer(request, tokens);
      if (!catalogue.contentRow(contentId)) {
        throw new HttpError(404, `No content with id ${contentId}`);
      }
      if (episodeId !== undefined) {
        const episode = catalogue.episode(episodeId, undefined, requestOrigin(request));
        if (episode?.contentId !== contentId) {
          throw new HttpError(404, `No episode ${episodeId} in content ${contentId}`);
        }
      }
      const createdAt = new Date().toISOString();
      const { lastInsertRowid } = db
        .prepare(
          `INSERT INTO abuse_reports (content_id, episode_id, reason, message, email, viewer,
             created_at)
           VALUES (?, ?, ?, ?, ?, ?, ?)`,
        )
        .run(
          contentId,
          episodeId ?? null,
          reason,
          message ?? null,
          email ?? null,
          viewer.key ?? null,
          createdAt,
        );
      anonymousRows.abuseReported(viewer.key);
      return reply.code(201).send({
        id: Number(lastInsertRowid),
        contentId,
        episodeId: episodeId ?? null,
        reason,
        status: 'received',
        createdAt,
      });
    },
  } satisfies OperationHandlers;
}
