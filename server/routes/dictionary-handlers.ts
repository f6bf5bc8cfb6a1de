import type { ContentView } from '../catalogue/catalogue-store';
import { createDictionaryStore } from '../catalogue/dictionary-store';
import { paging } from '../catalogue/listing-store';
import { HttpError } from '../http-error';
import { requestOrigin, type ServerContext } from '../server-context';
import type { OperationHandlers } from './operation-handler';

/** Handlers of the dictionaries: persons, countries, languages, genres, tags, voices, subtitles. */
export function dictionaryHandlers({ db, catalogue }: ServerContext) {
  const dictionaries = createDictionaryStore(db);

  return {
    async listPersonTypes() {
      return dictionaries.personTypes();
    },

    async listPersonsOfType(request) {
      const type = dictionaries.personType(request.params.slug);
      if (!type) throw new HttpError(404, `No person type with slug ${request.params.slug}`);
      return dictionaries.personsOfType(type.id, paging(request.body), requestOrigin(request));
    },

    async listPersonContents(request) {
      const { id } = request.params;
      if (!dictionaries.personExists(id)) throw new HttpError(404, `No person with id ${id}`);
      const origin = requestOrigin(request);
      return dictionaries.credits(id).map(({ contentId, ...credit }) => ({
        ...credit,
        // The store joined contents, so the content exists.
        content: catalogue.content(contentId, origin) as ContentView,
      }));
    },

    async listCountries(request) {
      const { body } = request;
      return dictionaries.countries(body?.query, paging(body));
    },

    async listLanguages() {
      return dictionaries.languages();
    },

    async listGenres() {
      return dictionaries.genres();
    },

    async listTags() {
      return dictionaries.tags();
    },

    async getTag(request) {
      const { id } = request.params;
      const tag = dictionaries.tag(id);
      if (!tag) throw new HttpError(404, `No tag with id ${id}`);
      const origin = requestOrigin(request);
      const contents = dictionaries
        .tagContentIds(id)
        .map((contentId) => catalogue.content(contentId, origin) as ContentView);
      return { ...tag, contents };
    },

    async listVoiceAuthors() {
      return dictionaries.voiceAuthors();
    },

    async listSubtitles(request) {
      return dictionaries.subtitles(request.query, requestOrigin(request));
    },
  } satisfies OperationHandlers;
}
