import type { ApiFetchClient } from './http-clients';
import type { CallOptions, CountriesRequest, PageRequest } from './types';
import { unwrap } from './unwrap';

/** The more-catalogue calls that sort the catalogue: types, categories, persons, dictionaries. */
export function taxonomyCalls(api: ApiFetchClient) {
  return {
    listTypes: ({ signal }: CallOptions = {}) =>
      unwrap(api.GET('/types', { signal }), 'GET /types'),

    getType: (id: number, { signal }: CallOptions = {}) =>
      unwrap(api.GET('/types/{id}', { params: { path: { id } }, signal }), `GET /types/${id}`),

    getTypeBySlug: (slug: string, { signal }: CallOptions = {}) =>
      unwrap(
        api.GET('/types/by-slug/{slug}', { params: { path: { slug } }, signal }),
        `GET /types/by-slug/${slug}`,
      ),

    /** The category's contents as an array (v1). */
    listCategoryContents: (
      typeId: number,
      slug: string,
      page: PageRequest = {},
      { signal }: CallOptions = {},
    ) =>
      unwrap(
        api.POST('/types/{typeId}/categories/{slug}/contents', {
          params: { path: { typeId, slug } },
          body: page,
          signal,
        }),
        `POST /types/${typeId}/categories/${slug}/contents`,
      ),

    /** The category's contents as a page with the total (v2). */
    pageCategoryContents: (
      typeId: number,
      slug: string,
      page: PageRequest = {},
      { signal }: CallOptions = {},
    ) =>
      unwrap(
        api.POST('/v2/types/{typeId}/categories/{slug}/contents', {
          params: { path: { typeId, slug } },
          body: page,
          signal,
        }),
        `POST /v2/types/${typeId}/categories/${slug}/contents`,
      ),

    /** A category of the content type, with its subcategories; a category slugged `tree` is unreachable. */
    getCategory: (slug: string, typeId: number, { signal }: CallOptions = {}) =>
      unwrap(
        api.GET('/categories/{slug}/content-type/{id}', {
          params: { path: { slug, id: typeId } },
          signal,
        }),
        `GET /categories/${slug}/content-type/${typeId}`,
      ),

    getCategoryTree: (typeId: number, { signal }: CallOptions = {}) =>
      unwrap(
        api.GET('/categories/tree/content-type/{id}', { params: { path: { id: typeId } }, signal }),
        `GET /categories/tree/content-type/${typeId}`,
      ),

    getMainMart: ({ signal }: CallOptions = {}) =>
      unwrap(api.GET('/categories/main-mart', { signal }), 'GET /categories/main-mart'),

    getCategoryFilters: (categoryId: number, { signal }: CallOptions = {}) =>
      unwrap(
        api.GET('/categories/filters/{id}', { params: { path: { id: categoryId } }, signal }),
        `GET /categories/filters/${categoryId}`,
      ),

    listPersonTypes: ({ signal }: CallOptions = {}) =>
      unwrap(api.GET('/person-types', { signal }), 'GET /person-types'),

    listPersonsOfType: (slug: string, page: PageRequest = {}, { signal }: CallOptions = {}) =>
      unwrap(
        api.POST('/person-types/{slug}/persons', {
          params: { path: { slug } },
          body: page,
          signal,
        }),
        `POST /person-types/${slug}/persons`,
      ),

    listPersonContents: (personId: number, { signal }: CallOptions = {}) =>
      unwrap(
        api.GET('/persons/{id}/contents', { params: { path: { id: personId } }, signal }),
        `GET /persons/${personId}/contents`,
      ),

    /** Countries by title; `query` matches a country's title or slug. */
    listCountries: (request: CountriesRequest = {}, { signal }: CallOptions = {}) =>
      unwrap(api.POST('/countries', { body: request, signal }), 'POST /countries'),

    listVoiceAuthors: ({ signal }: CallOptions = {}) =>
      unwrap(api.GET('/voice-authors', { signal }), 'GET /voice-authors'),

    listTags: ({ signal }: CallOptions = {}) => unwrap(api.GET('/tags', { signal }), 'GET /tags'),

    /** A tag with its contents. */
    getTag: (id: number, { signal }: CallOptions = {}) =>
      unwrap(api.GET('/tags/{id}', { params: { path: { id } }, signal }), `GET /tags/${id}`),

    /** Subtitle files, of one content or episode when given. */
    listSubtitles: (
      filter: { contentId?: number; episodeId?: number } = {},
      { signal }: CallOptions = {},
    ) => unwrap(api.GET('/subtitles', { params: { query: filter }, signal }), 'GET /subtitles'),

    getMenu: ({ signal }: CallOptions = {}) => unwrap(api.GET('/menu', { signal }), 'GET /menu'),

    listLanguages: ({ signal }: CallOptions = {}) =>
      unwrap(api.GET('/languages', { signal }), 'GET /languages'),

    listGenres: ({ signal }: CallOptions = {}) =>
      unwrap(api.GET('/genres', { signal }), 'GET /genres'),
  };
}
