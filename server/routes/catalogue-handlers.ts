import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { resolveViewer } from '../auth/viewer';
import { catalogueAdList } from '../catalogue/ad-list';
import { HttpError } from '../http-error';
import { repoPath } from '../paths';
import { requestOrigin, type ServerContext } from '../server-context';
import { everyMacroQuery } from '../vast-macros';
import type { OperationHandlers } from './operation-handler';

const vastTemplatesDir = repoPath('media', 'vast');

// The templates put {{ORIGIN}} in CDATA sections, some inside a JSON string: escaped for both.
const inCdata = (text: string) => text.replaceAll(']]>', ']]]]><![CDATA[>');

/** Handlers of the catalogue calls the player makes (operation ids of api/openapi.yaml). */
export function catalogueHandlers({ catalogue, tokens, prerollAds, mediaOrigin }: ServerContext) {
  function contentOr404(id: number) {
    const row = catalogue.contentRow(id);
    if (!row) throw new HttpError(404, `No content with id ${id}`);
    return row;
  }

  return {
    async getContent(request) {
      const { id } = request.params;
      const content = catalogue.content(id, requestOrigin(request));
      if (!content) throw new HttpError(404, `No content with id ${id}`);
      return content;
    },

    async getSeasons(request) {
      const { id } = request.params;
      contentOr404(id);
      const seasons = catalogue.seasons(id);
      if (!request.query.withEpisodes) return seasons;
      const viewer = await resolveViewer(request, tokens);
      const episodes = catalogue.episodes(id, viewer.key, requestOrigin(request));
      return seasons.map((season) => ({
        ...season,
        episodes: episodes.filter((episode) => episode.season?.id === season.id),
      }));
    },

    async getEpisodes(request) {
      const contentId = request.query['content-id'];
      contentOr404(contentId);
      const viewer = await resolveViewer(request, tokens);
      return catalogue.episodes(contentId, viewer.key, requestOrigin(request));
    },

    async checkAvailable(request) {
      const row = contentOr404(request.params.id);
      return { available: catalogue.isAvailable(row, request.query.domain) };
    },

    async getAdList(request) {
      return catalogueAdList(requestOrigin(request), prerollAds);
    },

    async getVast(request, reply) {
      const { ad = 'preroll-skippable', depth = 1 } = request.query;
      // The query's enum in api/openapi.yaml keeps `ad` to known file names, and `depth` to 1..10.
      const template = readFileSync(join(vastTemplatesDir, `${ad}.xml`), 'utf8');
      // Only the wrapper template holds {{NEXT}}: each hop points one wrapper shallower, the last at an inline ad.
      // Only the macros ad holds {{MACROS}}: every VAST macro, for a test to see what the player filled.
      const next = depth > 1 ? `ad=wrapper&depth=${depth - 1}` : 'ad=preroll-short';
      const origin = requestOrigin(request);
      const escaped = (text: string) => inCdata(JSON.stringify(text).slice(1, -1));
      return reply
        .type('application/xml; charset=utf-8')
        .header('Access-Control-Allow-Origin', '*')
        .code(200)
        .send(
          template
            .replaceAll('{{NEXT}}', next)
            .replaceAll('{{MACROS}}', everyMacroQuery)
            // The creatives are media, served from the media origin as the films are.
            .replaceAll('{{ORIGIN}}/media/', `${escaped(mediaOrigin ?? origin)}/media/`)
            .replaceAll('{{ORIGIN}}', escaped(origin)),
        );
    },
  } satisfies OperationHandlers;
}
