import type { ApiFetchClient } from './http-clients';
import type { CallOptions, HistoryEntry, Page } from './types';
import { unwrap } from './unwrap';

/** The catalogue calls the player makes: contents, episodes, availability, ads, progress, history. */
export function catalogueCalls(api: ApiFetchClient) {
  return {
    getContent: (id: number, { signal }: CallOptions = {}) =>
      unwrap(
        api.GET('/contents/{id}', { params: { path: { id } }, signal }),
        `GET /contents/${id}`,
      ),

    getSeasons: (
      id: number,
      { withEpisodes = false, signal }: CallOptions & { withEpisodes?: boolean } = {},
    ) =>
      unwrap(
        api.GET('/contents/{id}/seasons', {
          params: { path: { id }, query: { withEpisodes } },
          signal,
        }),
        `GET /contents/${id}/seasons`,
      ),

    getEpisodes: (contentId: number, { signal }: CallOptions = {}) =>
      unwrap(
        api.GET('/episodes', { params: { query: { 'content-id': contentId } }, signal }),
        `GET /episodes?content-id=${contentId}`,
      ),

    checkAvailable: (id: number, domain: string, { signal }: CallOptions = {}) =>
      unwrap(
        api.GET('/contents/{id}/available', {
          params: { path: { id }, query: { domain } },
          signal,
        }),
        `GET /contents/${id}/available`,
      ),

    getAdList: ({ signal }: CallOptions = {}) =>
      unwrap(api.GET('/ad-list.json', { signal }), 'GET /ad-list.json'),

    /** The VAST XML of a demo ad, as text. */
    getVast: (ad: 'preroll-skippable' | 'preroll-nonskippable', { signal }: CallOptions = {}) =>
      unwrap(
        api.GET('/vast.xml', { params: { query: { ad } }, parseAs: 'text', signal }),
        'GET /vast.xml',
      ),

    saveTimeProgress: (
      contentId: number,
      episodeId: number,
      time: number,
      { signal, keepalive }: CallOptions = {},
    ) =>
      unwrap(
        api.POST('/contents/{contentId}/episodes/{episodeId}/time-progress', {
          params: { path: { contentId, episodeId } },
          body: { time },
          signal,
          keepalive,
        }),
        `POST /contents/${contentId}/episodes/${episodeId}/time-progress`,
      ),

    markCompleted: (
      contentId: number,
      episodeId: number,
      { signal, keepalive }: CallOptions = {},
    ) =>
      unwrap(
        api.POST('/contents/{contentId}/episodes/{episodeId}/completed', {
          params: { path: { contentId, episodeId } },
          signal,
          keepalive,
        }),
        `POST /contents/${contentId}/episodes/${episodeId}/completed`,
      ),

    unmarkCompleted: (contentId: number, episodeId: number, { signal }: CallOptions = {}) =>
      unwrap(
        api.DELETE('/contents/{contentId}/episodes/{episodeId}/completed', {
          params: { path: { contentId, episodeId } },
          signal,
        }),
        `DELETE /contents/${contentId}/episodes/${episodeId}/completed`,
      ),

    /** The episode the viewer watched last, or undefined when they watched none. */
    getLastWatchedEpisode: (id: number, { signal }: CallOptions = {}) =>
      unwrap(
        api.GET('/contents/{id}/episodes/watched/last', { params: { path: { id } }, signal }),
        `GET /contents/${id}/episodes/watched/last`,
      ),

    addHistory: (
      id: number,
      entry: HistoryEntry & { episodeId?: number },
      { signal }: CallOptions = {},
    ) => {
      const { episodeId, ...body } = entry;
      return unwrap(
        api.POST('/contents/{id}/history', {
          params: { path: { id }, query: { episodeId } },
          body,
          signal,
        }),
        `POST /contents/${id}/history`,
      );
    },

    listHistory: (page: Page = {}, { signal }: CallOptions = {}) =>
      unwrap(api.POST('/contents/history', { body: page, signal }), 'POST /contents/history'),

    searchHistory: (query: string, page: Page = {}, { signal }: CallOptions = {}) =>
      unwrap(
        api.POST('/contents/history/search', { body: { ...page, query }, signal }),
        'POST /contents/history/search',
      ),
  };
}
