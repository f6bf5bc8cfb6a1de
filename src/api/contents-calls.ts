import type { ApiFetchClient } from './http-clients';
import type {
  CallOptions,
  ContentFilter,
  FreshEpisodesRequest,
  NewPlaylist,
  PageRequest,
  ReviewInput,
  ReviewVote,
} from './types';
import { unwrap } from './unwrap';

/** The more-catalogue calls about contents: lists and search, reviews, playlists, episodes. */
export function contentsCalls(api: ApiFetchClient) {
  return {
    listContents: (filter: ContentFilter = {}, { signal }: CallOptions = {}) =>
      unwrap(api.POST('/contents', { body: filter, signal }), 'POST /contents'),

    searchContents: (query: string, page: PageRequest = {}, { signal }: CallOptions = {}) =>
      unwrap(
        api.POST('/v2/contents/search', { body: { ...page, query }, signal }),
        'POST /v2/contents/search',
      ),

    getSliderPromo: ({ signal }: CallOptions = {}) =>
      unwrap(api.GET('/contents/slider-promo', { signal }), 'GET /contents/slider-promo'),

    getMostRelevantContents: ({ limit, signal }: CallOptions & { limit?: number } = {}) =>
      unwrap(
        api.GET('/contents/most-relevant', { params: { query: { limit } }, signal }),
        'GET /contents/most-relevant',
      ),

    getContentBySlug: (slug: string, { signal }: CallOptions = {}) =>
      unwrap(
        api.GET('/contents/by-slug/{slug}', { params: { path: { slug } }, signal }),
        `GET /contents/by-slug/${slug}`,
      ),

    /** The catalogue's content that carries this Kinopoisk id. */
    getKinopoiskContent: (kinopoiskId: number, { signal }: CallOptions = {}) =>
      unwrap(
        api.GET('/kinopoisk/contents/{id}', { params: { path: { id: kinopoiskId } }, signal }),
        `GET /kinopoisk/contents/${kinopoiskId}`,
      ),

    listReviews: (id: number, page: PageRequest = {}, { signal }: CallOptions = {}) =>
      unwrap(
        api.POST('/v2/contents/{id}/reviews', { params: { path: { id } }, body: page, signal }),
        `POST /v2/contents/${id}/reviews`,
      ),

    createReview: (id: number, review: ReviewInput, { signal }: CallOptions = {}) =>
      unwrap(
        api.POST('/v2/contents/{id}/reviews/create', {
          params: { path: { id } },
          body: review,
          signal,
        }),
        `POST /v2/contents/${id}/reviews/create`,
      ),

    updateReview: (
      id: number,
      reviewId: number,
      review: ReviewInput,
      { signal }: CallOptions = {},
    ) =>
      unwrap(
        api.PUT('/v2/contents/{id}/reviews/{reviewId}', {
          params: { path: { id, reviewId } },
          body: review,
          signal,
        }),
        `PUT /v2/contents/${id}/reviews/${reviewId}`,
      ),

    deleteReview: (id: number, reviewId: number, { signal }: CallOptions = {}) =>
      unwrap(
        api.DELETE('/v2/contents/{id}/reviews/{reviewId}', {
          params: { path: { id, reviewId } },
          signal,
        }),
        `DELETE /v2/contents/${id}/reviews/${reviewId}`,
      ),

    /** 1 likes the review, -1 dislikes it, 0 takes the vote back. */
    voteReview: (
      id: number,
      reviewId: number,
      value: ReviewVote['value'],
      { signal }: CallOptions = {},
    ) =>
      unwrap(
        api.POST('/v2/contents/{id}/reviews/{reviewId}/vote', {
          params: { path: { id, reviewId } },
          body: { value },
          signal,
        }),
        `POST /v2/contents/${id}/reviews/${reviewId}/vote`,
      ),

    listPlaylists: (page: PageRequest = {}, { signal }: CallOptions = {}) =>
      unwrap(api.POST('/v2/playlists', { body: page, signal }), 'POST /v2/playlists'),

    pagePlaylistContents: (id: number, page: PageRequest = {}, { signal }: CallOptions = {}) =>
      unwrap(
        api.POST('/v2/playlists/{id}/contents', { params: { path: { id } }, body: page, signal }),
        `POST /v2/playlists/${id}/contents`,
      ),

    createPlaylist: (playlist: NewPlaylist, { signal }: CallOptions = {}) =>
      unwrap(api.POST('/playlists/new', { body: playlist, signal }), 'POST /playlists/new'),

    getPlaylist: (id: number, { signal }: CallOptions = {}) =>
      unwrap(
        api.POST('/playlists/{id}', { params: { path: { id } }, signal }),
        `POST /playlists/${id}`,
      ),

    getPlaylistBySlug: (slug: string, { signal }: CallOptions = {}) =>
      unwrap(
        api.POST('/playlists/by-slug/{slug}', { params: { path: { slug } }, signal }),
        `POST /playlists/by-slug/${slug}`,
      ),

    /** Adds the content at the end of the playlist; adding it twice changes nothing. */
    addPlaylistContent: (id: number, contentId: number, { signal }: CallOptions = {}) =>
      unwrap(
        api.POST('/playlists/{id}/contents/{contentId}', {
          params: { path: { id, contentId } },
          signal,
        }),
        `POST /playlists/${id}/contents/${contentId}`,
      ),

    /** Newly released episodes, newest first, with the viewer's progress. */
    listFreshEpisodes: (request: FreshEpisodesRequest = {}, { signal }: CallOptions = {}) =>
      unwrap(api.POST('/episodes/fresh', { body: request, signal }), 'POST /episodes/fresh'),

    getEpisodeResource: (id: number, { signal }: CallOptions = {}) =>
      unwrap(
        api.GET('/episodes/{id}/resource', { params: { path: { id } }, signal }),
        `GET /episodes/${id}/resource`,
      ),
  };
}
