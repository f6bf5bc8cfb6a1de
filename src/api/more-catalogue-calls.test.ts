import { describe, expect, it } from 'vitest';
import { ApiError, isAbortError } from './api-error';
import { createApiClient, type ApiClient } from './create-api-client';
import type { SessionStore } from './session-cookies';

// What the client itself does: the requests it makes, what it answers with, and its errors. What
// the server answers to them is server/more-catalogue.test.ts's part.

const origin = 'http://catalogue.test';

/** A session kept in variables: a device, and a signed-in viewer's token when given. */
function memorySession(authToken?: string): SessionStore {
  return {
    authToken: () => authToken,
    refreshToken: () => undefined,
    deviceId: () => 'device-1',
    saveTokens: () => {},
    clearTokens: () => {},
    ensureDeviceId: () => 'device-1',
  };
}

/** A client whose fetch records each request and answers with `answer` (a JSON {} by default). */
function stubbedClient(
  answer: () => Response | Promise<Response> = () => Response.json({}),
  token?: string,
) {
  const sent: Request[] = [];
  const api = createApiClient({
    baseUrl: `${origin}/api`,
    authUrl: `${origin}/auth`,
    session: memorySession(token),
    fetch: async (input, init) => {
      const request = new Request(input, init);
      sent.push(request);
      // As the real fetch: an aborted signal rejects with its reason, an AbortError.
      if (request.signal.aborted) throw request.signal.reason;
      return answer();
    },
  });
  return { api, sent };
}

/** Method, path with query, and the JSON body (undefined when none) of a request. */
async function described(request: Request) {
  const url = new URL(request.url);
  const text = await request.text();
  return {
    request: `${request.method} ${url.pathname}${url.search}`,
    body: text ? (JSON.parse(text) as unknown) : undefined,
  };
}

type Case = [
  name: string,
  call: (api: ApiClient) => Promise<unknown>,
  request: string,
  body?: unknown,
];

const page = { page: 1, size: 2 };
const review = { title: 'T', text: 'Текст', rating: 9 };
const calls: Case[] = [
  [
    'listContents',
    (api) => api.listContents({ genre: 'drama', sort: 'rating' }),
    'POST /api/contents',
    { genre: 'drama', sort: 'rating' },
  ],
  [
    'searchContents',
    (api) => api.searchContents('сериал', page),
    'POST /api/v2/contents/search',
    { ...page, query: 'сериал' },
  ],
  ['getSliderPromo', (api) => api.getSliderPromo(), 'GET /api/contents/slider-promo'],
  [
    'getMostRelevantContents',
    (api) => api.getMostRelevantContents({ limit: 2 }),
    'GET /api/contents/most-relevant?limit=2',
  ],
  [
    'getContentBySlug',
    (api) => api.getContentBySlug('test-series'),
    'GET /api/contents/by-slug/test-series',
  ],
  [
    'getKinopoiskContent',
    (api) => api.getKinopoiskContent(1000005),
    'GET /api/kinopoisk/contents/1000005',
  ],
  ['listReviews', (api) => api.listReviews(1, page), 'POST /api/v2/contents/1/reviews', page],
  [
    'createReview',
    (api) => api.createReview(2, review),
    'POST /api/v2/contents/2/reviews/create',
    review,
  ],
  [
    'updateReview',
    (api) => api.updateReview(2, 3, review),
    'PUT /api/v2/contents/2/reviews/3',
    review,
  ],
  ['deleteReview', (api) => api.deleteReview(2, 3), 'DELETE /api/v2/contents/2/reviews/3'],
  [
    'voteReview',
    (api) => api.voteReview(2, 3, -1),
    'POST /api/v2/contents/2/reviews/3/vote',
    { value: -1 },
  ],
  ['listPlaylists', (api) => api.listPlaylists(page), 'POST /api/v2/playlists', page],
  [
    'pagePlaylistContents',
    (api) => api.pagePlaylistContents(2, page),
    'POST /api/v2/playlists/2/contents',
    page,
  ],
  [
    'createPlaylist',
    (api) => api.createPlaylist({ title: 'Мой список' }),
    'POST /api/playlists/new',
    { title: 'Мой список' },
  ],
  ['getPlaylist', (api) => api.getPlaylist(1), 'POST /api/playlists/1'],
  [
    'getPlaylistBySlug',
    (api) => api.getPlaylistBySlug('series-evening'),
    'POST /api/playlists/by-slug/series-evening',
  ],
  ['addPlaylistContent', (api) => api.addPlaylistContent(1, 5), 'POST /api/playlists/1/contents/5'],
  [
    'listFreshEpisodes',
    (api) => api.listFreshEpisodes({ contentType: 'film', size: 2 }),
    'POST /api/episodes/fresh',
    { contentType: 'film', size: 2 },
  ],
  ['getEpisodeResource', (api) => api.getEpisodeResource(101), 'GET /api/episodes/101/resource'],
  ['listTypes', (api) => api.listTypes(), 'GET /api/types'],
  ['getType', (api) => api.getType(2), 'GET /api/types/2'],
  ['getTypeBySlug', (api) => api.getTypeBySlug('film'), 'GET /api/types/by-slug/film'],
  [
    'listCategoryContents',
    (api) => api.listCategoryContents(1, 'popular', page),
    'POST /api/types/1/categories/popular/contents',
    page,
  ],
  [
    'pageCategoryContents',
    (api) => api.pageCategoryContents(1, 'popular', page),
    'POST /api/v2/types/1/categories/popular/contents',
    page,
  ],
  [
    'getCategory',
    (api) => api.getCategory('popular', 2),
    'GET /api/categories/popular/content-type/2',
  ],
  ['getCategoryTree', (api) => api.getCategoryTree(1), 'GET /api/categories/tree/content-type/1'],
  ['getMainMart', (api) => api.getMainMart(), 'GET /api/categories/main-mart'],
  ['getCategoryFilters', (api) => api.getCategoryFilters(2), 'GET /api/categories/filters/2'],
  ['listPersonTypes', (api) => api.listPersonTypes(), 'GET /api/person-types'],
  [
    'listPersonsOfType',
    (api) => api.listPersonsOfType('actor', page),
    'POST /api/person-types/actor/persons',
    page,
  ],
  ['listPersonContents', (api) => api.listPersonContents(1), 'GET /api/persons/1/contents'],
  [
    'listCountries',
    (api) => api.listCountries({ query: 'РОС', page: 1 }),
    'POST /api/countries',
    { query: 'РОС', page: 1 },
  ],
  ['listVoiceAuthors', (api) => api.listVoiceAuthors(), 'GET /api/voice-authors'],
  ['listTags', (api) => api.listTags(), 'GET /api/tags'],
  ['getTag', (api) => api.getTag(3), 'GET /api/tags/3'],
  ['getEpisodes', (api) => api.getEpisodes(2), 'GET /api/episodes?content-id=2'],
  ['listSubtitles', (api) => api.listSubtitles({ contentId: 1 }), 'GET /api/subtitles?contentId=1'],
  ['getMenu', (api) => api.getMenu(), 'GET /api/menu'],
  ['listLanguages', (api) => api.listLanguages(), 'GET /api/languages'],
  ['listGenres', (api) => api.listGenres(), 'GET /api/genres'],
  ['getRedirectInfo', (api) => api.getRedirectInfo(), 'GET /api/redirect-info'],
  ['getMainRedirectInfo', (api) => api.getMainRedirectInfo(), 'GET /api/main-redirect-info'],
  [
    'reportAbuse',
    (api) => api.reportAbuse({ contentId: 2, reason: 'broken' }),
    'POST /api/abuse/new',
    { contentId: 2, reason: 'broken' },
  ],
  ['getSitemapMeta', (api) => api.getSitemapMeta(), 'GET /api/debug/meta/sitemap.xml'],
  ['generateSitemap', (api) => api.generateSitemap(), 'GET /api/debug/generate-sitemap-xml'],
  ['listCaches', (api) => api.listCaches(), 'GET /api/caches'],
  ['clearCaches', (api) => api.clearCaches(), 'DELETE /api/caches'],
  ['clearCache', (api) => api.clearCache('sitemap'), 'DELETE /api/caches/sitemap'],
];

const textCalls: Case[] = [
  ['getLibJs', (api) => api.getLibJs(), 'GET /api/lib.js'],
  ['getSitemapIndex', (api) => api.getSitemapIndex(), 'GET /api/sitemap.xml'],
  ['getSitemapPage', (api) => api.getSitemapPage(1), 'GET /api/sitemap1.xml'],
  ['getRobotsTxt', (api) => api.getRobotsTxt(), 'GET /api/robots.txt'],
];

describe('requests', () => {
  it.each([...calls, ...textCalls])('%s sends %s', async (_name, call, request, body) => {
    const { api, sent } = stubbedClient(
      () => new Response('{}', { headers: { 'Content-Type': 'application/json' } }),
    );
    await call(api);
    expect(sent).toHaveLength(1);
    expect(await described(sent[0] as Request)).toEqual({ request, body });
  });

  it('names the device on every call, and the signed-in viewer when there is one', async () => {
    // A token that expires in an hour, so the client sends it without a refresh first.
    const claims = btoa(JSON.stringify({ sub: '2', exp: Math.floor(Date.now() / 1000) + 3600 }));
    const token = `e30.${claims.replace(/=+$/, '')}.signature`;
    const { api, sent } = stubbedClient(undefined, token);
    await api.createReview(2, review);
    expect(sent[0]?.headers.get('X-Session-Context')).toBe('device-1');
    expect(sent[0]?.headers.get('Authorization')).toBe(`Bearer ${token}`);
    expect(sent[0]?.headers.get('Content-Type')).toMatch(/^application\/json/);
    const anonymous = stubbedClient();
    await anonymous.api.listTags();
    expect(anonymous.sent[0]?.headers.get('X-Session-Context')).toBe('device-1');
    expect(anonymous.sent[0]?.headers.has('Authorization')).toBe(false);
  });
});

describe('answers', () => {
  it('gives the parsed JSON of a call', async () => {
    const tag = { id: 3, slug: 'binge', title: 'Смотреть залпом', contents: [{ id: 2 }] };
    const { api } = stubbedClient(() => Response.json(tag));
    expect(await api.getTag(3)).toEqual(tag);
  });

  it.each(textCalls)('%s gives the body as text, not parsed', async (_name, call) => {
    const text = '<?xml version="1.0"?><urlset></urlset>\n';
    const { api } = stubbedClient(
      () => new Response(text, { headers: { 'Content-Type': 'application/xml' } }),
    );
    expect(await call(api)).toBe(text);
  });

  it('gives undefined for a 204 without a body', async () => {
    const { api } = stubbedClient(() => new Response(null, { status: 204 }));
    expect(await api.deleteReview(2, 3)).toBeUndefined();
    expect(await api.clearCaches()).toBeUndefined();
  });
});

describe('errors', () => {
  const answered = (status: number, body: unknown) => () => Response.json(body, { status });

  it('rejects a 404 with an ApiError that knows it, with the server’s message and body', async () => {
    const body = { error: 'Not Found', message: 'No content with slug none' };
    const { api } = stubbedClient(answered(404, body));
    const error = await api.getContentBySlug('none').catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, isNotFound: true, body });
    expect((error as ApiError).message).toContain('No content with slug none');
    expect((error as ApiError).message).toContain('GET /contents/by-slug/none');
  });

  it('rejects other statuses with their ApiError, not a not-found one', async () => {
    for (const status of [400, 401, 403, 409, 501, 503]) {
      const { api } = stubbedClient(answered(status, { error: 'E', message: `status ${status}` }));
      const error = await api.createPlaylist({ title: 'X' }).catch((reason: unknown) => reason);
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({ status, isNotFound: false });
      expect((error as ApiError).message).toContain(`status ${status}`);
    }
  });

  it('rejects a body that is not JSON with an ApiError', async () => {
    const { api } = stubbedClient(
      () =>
        new Response('{"id": 1, "title": "cut in the mid', {
          headers: { 'Content-Type': 'application/json' },
        }),
    );
    const error = await api.listTypes().catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 200, url: 'GET /types' });
  });

  it('rejects a request that got no answer with an ApiError of status 0', async () => {
    const { api } = stubbedClient(() => Promise.reject(new TypeError('fetch failed')));
    const error = await api.listGenres().catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 0, url: 'GET /genres' });
  });

  it('rejects with an AbortError, not an ApiError, when the signal aborts', async () => {
    const controller = new AbortController();
    controller.abort();
    const { api, sent } = stubbedClient();
    const error = await api
      .listContents({}, { signal: controller.signal })
      .catch((reason: unknown) => reason);
    expect(error).not.toBeInstanceOf(ApiError);
    expect(isAbortError(error)).toBe(true);
    expect(sent).toHaveLength(1);
  });
});
