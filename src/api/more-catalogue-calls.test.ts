import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServerProcess, type ServerProcess } from '../../server/testing/server-process';
import { ApiError, isAbortError } from './api-error';
import { createApiClient, type ApiClient } from './create-api-client';
import type { SessionStore } from './session-cookies';

let server: ServerProcess;
let anonymous: ApiClient;
let viewer: ApiClient;
let admin: ApiClient;

/** A session kept in variables, so that several viewers can share one test. */
function memorySession(deviceId?: string): SessionStore {
  let authToken: string | undefined;
  let refreshToken: string | undefined;
  return {
    authToken: () => authToken,
    refreshToken: () => refreshToken,
    deviceId: () => deviceId,
    saveTokens(tokens) {
      authToken = tokens.accessToken;
      refreshToken = tokens.refreshToken ?? refreshToken;
    },
    clearTokens() {
      authToken = undefined;
      refreshToken = undefined;
    },
    ensureDeviceId() {
      deviceId ??= crypto.randomUUID();
      return deviceId;
    },
  };
}

function client(deviceId?: string) {
  return createApiClient({
    baseUrl: `${server.origin}/api`,
    authUrl: `${server.origin}/auth`,
    session: memorySession(deviceId),
  });
}

/** The ApiError a call rejects with; fails the test when it resolves or rejects otherwise. */
async function apiError(call: Promise<unknown>): Promise<ApiError> {
  try {
    await call;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('The call succeeded; an ApiError was expected.');
}

const ids = (list: { id: number }[]) => list.map((item) => item.id);

beforeAll(async () => {
  server = await startServerProcess();
  anonymous = client();
  viewer = client();
  admin = client();
  await viewer.signIn({ email: 'viewer@example.com', password: 'viewer-password' });
  await admin.signIn({ email: 'admin@example.com', password: 'admin-password' });
});

afterAll(async () => {
  await server.close();
});

describe('contents', () => {
  it('lists contents, filtered, sorted and paged', async () => {
    const all = await anonymous.listContents();
    expect(ids(all)).toEqual([1, 2, 3, 4, 5]);
    expect(all[1]).toMatchObject({
      slug: 'test-series',
      hasMultipleEpisodes: true,
      posterUrl: `${server.origin}/media/posters/content-2.jpg`,
      contentType: { slug: 'series' },
      countries: [{ slug: 'ru' }, { slug: 'kz' }],
    });
    expect(ids(await anonymous.listContents({ contentType: 'series' }))).toEqual([2, 4]);
    expect(ids(await anonymous.listContents({ genre: 'drama', sort: 'rating' }))).toEqual([2, 1]);
    expect(ids(await anonymous.listContents({ sort: 'newest', page: 1, size: 2 }))).toEqual([1, 3]);
  });

  it('searches titles and descriptions, as a page with the total', async () => {
    const series = await anonymous.searchContents('СЕРИАЛ');
    expect(series).toMatchObject({ total: 2, page: 0, size: 20 });
    expect(ids(series.items)).toEqual([2, 4]);
    const paged = await anonymous.searchContents('фильм', { page: 1, size: 1 });
    expect(paged).toMatchObject({ total: 3, page: 1, size: 1 });
    expect(ids(paged.items)).toEqual([3]);
    expect((await apiError(anonymous.searchContents('   '))).status).toBe(400);
  });

  it('gives the promo slides and the most relevant contents', async () => {
    const slides = await anonymous.getSliderPromo();
    expect(slides).toHaveLength(2);
    expect(slides[0]).toMatchObject({
      position: 1,
      headline: 'Второй сезон уже здесь',
      imageUrl: `${server.origin}/media/posters/content-2.jpg`,
      content: { id: 2, title: 'Тестовый сериал' },
    });
    expect(slides[1]?.content.id).toBe(1);
    expect(ids(await anonymous.getMostRelevantContents())).toEqual([2, 1, 4, 5]);
    expect(ids(await anonymous.getMostRelevantContents({ limit: 2 }))).toEqual([2, 1]);
  });

  it('finds a content by slug and by Kinopoisk id, or answers 404', async () => {
    expect(await anonymous.getContentBySlug('test-series')).toMatchObject({
      id: 2,
      kinopoiskId: 1000002,
    });
    expect(await anonymous.getKinopoiskContent(1000005)).toMatchObject({
      id: 5,
      slug: 'broken-playlist-film',
    });
    const missing = await apiError(anonymous.getContentBySlug('no-such-content'));
    expect(missing.status).toBe(404);
    expect(missing.isNotFound).toBe(true);
    expect((await apiError(anonymous.getKinopoiskContent(42))).isNotFound).toBe(true);
  });

  it('rejects with an AbortError, not an ApiError, when the signal aborts', async () => {
    const controller = new AbortController();
    controller.abort();
    const error = await anonymous
      .listContents({}, { signal: controller.signal })
      .catch((reason: unknown) => reason);
    expect(error).not.toBeInstanceOf(ApiError);
    expect(isAbortError(error)).toBe(true);
  });
});

describe('reviews', () => {
  const review = { title: 'Коротко', text: 'Смотрел на одном дыхании.', rating: 10 };

  it('lists a content’s reviews newest first, with authors and votes', async () => {
    const page = await anonymous.listReviews(1);
    expect(page).toMatchObject({ total: 2, page: 0, size: 20 });
    expect(page.items[0]).toMatchObject({
      id: 2,
      contentId: 1,
      author: { id: 1, name: 'Администратор' },
      title: null,
      rating: 8,
      likes: 1,
      dislikes: 0,
      updatedAt: null,
    });
    expect(page.items[1]).toMatchObject({ id: 1, author: { name: 'Зритель' }, rating: 9 });
    expect((await apiError(anonymous.listReviews(9999))).isNotFound).toBe(true);
  });

  it('needs a signed-in user to write a review, one per content', async () => {
    const unsigned = await apiError(anonymous.createReview(2, review));
    expect(unsigned.status).toBe(401);
    const created = await viewer.createReview(2, review);
    expect(created).toMatchObject({
      contentId: 2,
      author: { id: 2, name: 'Зритель' },
      ...review,
      likes: 0,
      dislikes: 0,
    });
    const list = await anonymous.listReviews(2);
    expect(list.total).toBe(2);
    expect(list.items[0]?.id).toBe(created.id);
    expect((await apiError(viewer.createReview(2, review))).status).toBe(409);
  });

  it('lets the author edit their review, and nobody else', async () => {
    const [mine] = (await anonymous.listReviews(2)).items;
    if (!mine) throw new Error('The viewer’s review is missing.');
    const edit = { text: 'Пересмотрел: всё так же хорошо.', rating: 9 };
    expect(await viewer.updateReview(2, mine.id, edit)).toMatchObject({
      id: mine.id,
      ...edit,
      title: null,
      updatedAt: expect.any(String),
    });
    expect((await apiError(viewer.updateReview(2, 3, edit))).status).toBe(403);
    expect((await apiError(anonymous.updateReview(2, 3, edit))).status).toBe(401);
  });

  it('counts one vote per user and takes votes back', async () => {
    expect(await viewer.voteReview(2, 3, 1)).toMatchObject({ id: 3, likes: 1, dislikes: 0 });
    expect(await viewer.voteReview(2, 3, 1)).toMatchObject({ likes: 1, dislikes: 0 });
    expect(await admin.voteReview(2, 3, -1)).toMatchObject({ likes: 1, dislikes: 1 });
    expect(await viewer.voteReview(2, 3, 0)).toMatchObject({ likes: 0, dislikes: 1 });
    expect((await apiError(viewer.voteReview(2, 999, 1))).isNotFound).toBe(true);
  });

  it('lets the author or an administrator delete a review', async () => {
    expect((await apiError(viewer.deleteReview(2, 3))).status).toBe(403);
    const [mine] = (await anonymous.listReviews(2)).items;
    if (!mine) throw new Error('The viewer’s review is missing.');
    expect(await viewer.deleteReview(2, mine.id)).toBeUndefined();
    expect(ids((await anonymous.listReviews(2)).items)).toEqual([3]);
    expect(await admin.deleteReview(1, 1)).toBeUndefined();
    expect(ids((await anonymous.listReviews(1)).items)).toEqual([2]);
    expect((await apiError(admin.deleteReview(1, 1))).isNotFound).toBe(true);
  });
});

describe('playlists', () => {
  it('lists the playlists newest first and gives one by id or slug', async () => {
    const page = await anonymous.listPlaylists();
    expect(page).toMatchObject({ total: 2, page: 0, size: 20 });
    expect(ids(page.items)).toEqual([2, 1]);
    expect(page.items[1]).toEqual({
      id: 1,
      slug: 'test-picks',
      title: 'Лучшее из тестового',
      description: 'Фильм и сериал для проверки плеера.',
      owner: null,
      contentsCount: 2,
      createdAt: '2025-02-01T00:00:00.000Z',
    });
    expect((await anonymous.getPlaylist(1)).slug).toBe('test-picks');
    expect((await anonymous.getPlaylistBySlug('series-evening')).id).toBe(2);
    expect((await apiError(anonymous.getPlaylist(77))).isNotFound).toBe(true);
    expect((await apiError(anonymous.getPlaylistBySlug('none'))).isNotFound).toBe(true);
  });

  it('gives a playlist’s contents in its order', async () => {
    const page = await anonymous.pagePlaylistContents(2);
    expect(ids(page.items)).toEqual([2, 4]);
    expect(page.total).toBe(2);
    expect((await apiError(anonymous.pagePlaylistContents(77))).isNotFound).toBe(true);
  });

  it('lets a signed-in viewer create a playlist and fill it', async () => {
    expect((await apiError(anonymous.createPlaylist({ title: 'Мой список' }))).status).toBe(401);
    const created = await viewer.createPlaylist({ title: 'Мой список' });
    expect(created).toMatchObject({
      slug: `playlist-${created.id}`,
      title: 'Мой список',
      owner: { id: 2, name: 'Зритель' },
      contentsCount: 0,
    });
    expect((await viewer.addPlaylistContent(created.id, 4)).contentsCount).toBe(1);
    expect((await viewer.addPlaylistContent(created.id, 4)).contentsCount).toBe(1);
    expect((await viewer.addPlaylistContent(created.id, 1)).contentsCount).toBe(2);
    expect(ids((await anonymous.pagePlaylistContents(created.id)).items)).toEqual([4, 1]);
    expect((await apiError(anonymous.addPlaylistContent(created.id, 2))).status).toBe(401);
  });

  it('leaves the editors’ playlists to administrators', async () => {
    expect((await apiError(viewer.addPlaylistContent(1, 5))).status).toBe(403);
    expect(await admin.addPlaylistContent(1, 5)).toMatchObject({ id: 1, contentsCount: 3 });
  });
});

describe('episodes', () => {
  it('lists fresh episodes newest first, with the viewer’s progress', async () => {
    await viewer.saveTimeProgress(2, 204, 8);
    const fresh = await viewer.listFreshEpisodes();
    expect(fresh.map((item) => item.episode.id)).toEqual([205, 204, 203, 202, 201, 101]);
    expect(fresh[0]).toMatchObject({
      releasedAt: '2026-01-16T00:00:00.000Z',
      content: { id: 2 },
      episode: { title: '2. Финал', watchProgress: null },
    });
    expect(fresh[1]?.episode.watchProgress).toBe(8);
    const films = await anonymous.listFreshEpisodes({ contentType: 'film' });
    expect(films.map((item) => item.episode.id)).toEqual([101]);
    expect(await anonymous.listFreshEpisodes({ size: 2 })).toHaveLength(2);
  });

  it('gives what plays an episode, with its subtitles', async () => {
    const film = await anonymous.getEpisodeResource(101);
    expect(film).toMatchObject({
      episodeId: 101,
      contentId: 1,
      url: `${server.origin}/media/films/film-1/master.json`,
      format: 'master-json',
    });
    expect(film.subtitles.map((subtitle) => subtitle.language)).toEqual(['ru', 'en']);
    expect(await anonymous.getEpisodeResource(201)).toMatchObject({
      format: 'hls',
      url: `${server.origin}/media/series/s1e1/master.m3u8`,
      subtitles: [],
    });
    expect((await apiError(anonymous.getEpisodeResource(999))).isNotFound).toBe(true);
  });
});

describe('types and categories', () => {
  const film = { id: 1, slug: 'film', title: 'Фильмы' };
  const series = { id: 2, slug: 'series', title: 'Сериалы' };

  it('lists the types and finds one by id or slug', async () => {
    expect(await anonymous.listTypes()).toEqual([film, series]);
    expect(await anonymous.getType(2)).toEqual(series);
    expect(await anonymous.getTypeBySlug('film')).toEqual(film);
    expect((await apiError(anonymous.getType(9))).isNotFound).toBe(true);
  });

  it('lists a category’s contents as an array (v1) or a page with the total (v2)', async () => {
    expect(ids(await anonymous.listCategoryContents(1, 'popular'))).toEqual([1, 3, 5]);
    expect(ids(await anonymous.listCategoryContents(1, 'popular', { size: 2 }))).toEqual([1, 3]);
    const page = await anonymous.pageCategoryContents(1, 'popular', { page: 2, size: 1 });
    expect(page).toMatchObject({ total: 3, page: 2, size: 1 });
    expect(ids(page.items)).toEqual([5]);
    expect((await apiError(anonymous.pageCategoryContents(1, 'nope'))).isNotFound).toBe(true);
  });

  it('gives a category, the category tree and the main page’s showcase', async () => {
    expect(await anonymous.getCategory('popular', 2)).toEqual({
      id: 4,
      slug: 'popular',
      title: 'Популярные сериалы',
      parentId: null,
      contentType: series,
      children: [{ id: 6, slug: 'short', title: 'Короткие сериалы' }],
    });
    expect(await anonymous.getCategoryTree(1)).toEqual([
      { id: 1, slug: 'popular', title: 'Популярные фильмы', children: [] },
      {
        id: 2,
        slug: 'russian',
        title: 'Российские фильмы',
        children: [{ id: 3, slug: 'russian-new', title: 'Новые российские фильмы', children: [] }],
      },
    ]);
    const mart = await anonymous.getMainMart();
    expect(ids(mart)).toEqual([1, 3, 4]);
    expect(mart.map((category) => ids(category.contents))).toEqual([[1, 3, 5], [1], [2]]);
    expect(mart[2]?.contentType).toEqual(series);
  });

  it('gives the filter values of a category’s contents', async () => {
    const filters = await anonymous.getCategoryFilters(2);
    expect(filters).toMatchObject({
      categoryId: 2,
      countries: [{ slug: 'ru', title: 'Россия', contentsCount: 2 }],
      languages: [
        { code: 'en', title: 'English' },
        { code: 'ru', title: 'Русский' },
      ],
      years: { min: 2022, max: 2024 },
    });
    expect(filters.genres.map((genre) => genre.slug)).toEqual(['documentary', 'drama', 'comedy']);
    expect((await apiError(anonymous.getCategoryFilters(99))).isNotFound).toBe(true);
  });

  it('builds the menu from the types and their top categories', async () => {
    const menu = await anonymous.getMenu();
    expect(menu.map((item) => item.title)).toEqual(['Фильмы', 'Сериалы']);
    expect(menu[0]).toEqual({
      title: 'Фильмы',
      typeSlug: 'film',
      categorySlug: null,
      children: [
        { title: 'Популярные фильмы', typeSlug: 'film', categorySlug: 'popular', children: [] },
        { title: 'Российские фильмы', typeSlug: 'film', categorySlug: 'russian', children: [] },
      ],
    });
  });
});

describe('persons', () => {
  it('lists the person types and the persons of one, paged', async () => {
    expect((await anonymous.listPersonTypes()).map((type) => type.slug)).toEqual([
      'actor',
      'director',
      'writer',
    ]);
    const actors = await anonymous.listPersonsOfType('actor');
    expect(actors.map((person) => person.name)).toEqual([
      'Анна Смирнова',
      'Джон Доу',
      'Иван Петров',
    ]);
    expect(actors[0]).toEqual({
      id: 1,
      name: 'Анна Смирнова',
      originalName: 'Anna Smirnova',
      photoUrl: null,
    });
    expect(ids(await anonymous.listPersonsOfType('actor', { page: 1, size: 1 }))).toEqual([4]);
    expect((await apiError(anonymous.listPersonsOfType('singer'))).isNotFound).toBe(true);
  });

  it('gives a person’s credits, newest content first', async () => {
    const credits = await anonymous.listPersonContents(1);
    expect(credits.map((credit) => [credit.content.id, credit.character])).toEqual([
      [2, 'Вера'],
      [1, 'Диктор'],
    ]);
    expect(credits[0]?.personType).toEqual({ id: 1, slug: 'actor', title: 'Актёры' });
    expect((await apiError(anonymous.listPersonContents(99))).isNotFound).toBe(true);
  });
});

describe('dictionaries', () => {
  it('lists countries with their contents counts, searchable and paged', async () => {
    expect(await anonymous.listCountries()).toEqual([
      { slug: 'kz', title: 'Казахстан', contentsCount: 1 },
      { slug: 'ru', title: 'Россия', contentsCount: 4 },
      { slug: 'us', title: 'США', contentsCount: 1 },
      { slug: 'fr', title: 'Франция', contentsCount: 0 },
    ]);
    const slugs = async (request: Parameters<ApiClient['listCountries']>[0]) =>
      (await anonymous.listCountries(request)).map((country) => country.slug);
    expect(await slugs({ query: 'РОС' })).toEqual(['ru']);
    expect(await slugs({ page: 1, size: 2 })).toEqual(['us', 'fr']);
  });

  it('lists languages, genres and voice authors', async () => {
    expect(await anonymous.listLanguages()).toEqual([
      { code: 'en', title: 'English' },
      { code: 'kk', title: 'Қазақша' },
      { code: 'ru', title: 'Русский' },
    ]);
    expect(await anonymous.listGenres()).toEqual([
      { id: 4, slug: 'documentary', title: 'Документальный', contentsCount: 1 },
      { id: 1, slug: 'drama', title: 'Драма', contentsCount: 2 },
      { id: 2, slug: 'comedy', title: 'Комедия', contentsCount: 2 },
      { id: 3, slug: 'thriller', title: 'Триллер', contentsCount: 2 },
    ]);
    expect(await anonymous.listVoiceAuthors()).toEqual([
      { id: 1, slug: 'russian-dub', title: 'Русский дубляж', language: 'ru' },
      { id: 2, slug: 'original', title: 'Оригинальная дорожка', language: 'en' },
    ]);
  });

  it('lists tags and gives one with its contents', async () => {
    expect((await anonymous.listTags()).map((tag) => tag.slug)).toEqual([
      'test-pattern',
      'multi-audio',
      'binge',
    ]);
    const binge = await anonymous.getTag(3);
    expect(binge).toMatchObject({ id: 3, slug: 'binge', title: 'Смотреть залпом' });
    expect(ids(binge.contents ?? [])).toEqual([2, 4]);
    expect((await apiError(anonymous.getTag(99))).isNotFound).toBe(true);
  });

  it('lists subtitle files, of a content or an episode', async () => {
    expect(ids(await anonymous.listSubtitles())).toEqual([1, 2]);
    expect((await anonymous.listSubtitles({ contentId: 1 }))[0]).toMatchObject({
      language: 'ru',
      label: 'Русские',
      url: `${server.origin}/media/films/film-1/subs-ru.vtt`,
    });
    expect(await anonymous.listSubtitles({ episodeId: 201 })).toEqual([]);
  });
});

describe('site', () => {
  it('answers 501 for the redirect information', async () => {
    // One call at a time: a rejection nobody awaits yet would be reported as unhandled.
    for (const call of [anonymous.getRedirectInfo, anonymous.getMainRedirectInfo]) {
      const error = await apiError(call());
      expect(error.status).toBe(501);
      expect(error.message).toContain('redirects');
    }
  });

  it('gives the embed script as text', async () => {
    const script = await anonymous.getLibJs();
    expect(typeof script).toBe('string');
    expect(script).toContain('window.EmbedPlayer');
    expect(script).toContain('[data-movie-id]');
  });

  it('files a complaint for the device', async () => {
    const device = client('dev-abuse');
    const report = await device.reportAbuse({
      contentId: 2,
      episodeId: 202,
      reason: 'broken',
      message: 'Нет звука',
    });
    expect(report).toMatchObject({
      id: expect.any(Number),
      contentId: 2,
      episodeId: 202,
      reason: 'broken',
      status: 'received',
      createdAt: expect.any(String),
    });
    expect((await apiError(device.reportAbuse({ contentId: 9999, reason: 'other' }))).status).toBe(
      404,
    );
  });

  it('gives the sitemap index, its pages and the robots rules as text', async () => {
    const index = await anonymous.getSitemapIndex();
    expect(index).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(index.match(/<loc>[^<]*<\/loc>/g)).toEqual([
      `<loc>${server.origin}/api/sitemap1.xml</loc>`,
    ]);
    const page = await anonymous.getSitemapPage(1);
    const player = `${server.origin}/player/?movie_id=`;
    expect([...page.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1])).toEqual([
      `${player}1`,
      `${player}2`,
      ...[201, 202, 203, 204, 205].map((id) => `${player}2&amp;episode_id=${id}`),
      `${player}4`,
      `${player}5`,
    ]);
    expect((await apiError(anonymous.getSitemapPage(2))).isNotFound).toBe(true);
    const robots = await anonymous.getRobotsTxt();
    expect(robots).toContain('Disallow: /api/\n');
    expect(robots).toContain(`Sitemap: ${server.origin}/api/sitemap.xml\n`);
  });
});

describe('debug and caches', () => {
  it('are for administrators only: 401 without sign-in, 403 for the viewer', async () => {
    expect((await apiError(anonymous.listCaches())).status).toBe(401);
    expect((await apiError(anonymous.getSitemapMeta())).status).toBe(401);
    for (const call of [
      () => viewer.getSitemapMeta(),
      () => viewer.generateSitemap(),
      () => viewer.listCaches(),
      () => viewer.clearCaches(),
      () => viewer.clearCache('sitemap'),
    ]) {
      expect((await apiError(call())).status).toBe(403);
    }
  });

  it('show, rebuild and clear the cached sitemap and menu', async () => {
    expect(await admin.clearCaches()).toBeUndefined();
    expect(await admin.getSitemapMeta()).toEqual({
      generatedAt: null,
      urlCount: 0,
      pageSize: 1000,
      files: [],
    });
    await anonymous.getSitemapIndex();
    await anonymous.getMenu();
    const meta = await admin.getSitemapMeta();
    expect(meta).toMatchObject({
      generatedAt: expect.any(String),
      urlCount: 9,
      files: [`${server.origin}/api/sitemap1.xml`],
    });
    expect(await admin.listCaches()).toEqual([
      { name: 'sitemap', entries: 1, ttlSeconds: 600 },
      { name: 'menu', entries: 1, ttlSeconds: 600 },
    ]);
    const rebuilt = await admin.generateSitemap();
    expect(rebuilt.urlCount).toBe(9);
    expect(Date.parse(rebuilt.generatedAt ?? '')).toBeGreaterThanOrEqual(
      Date.parse(meta.generatedAt ?? ''),
    );
    expect(await admin.clearCache('sitemap')).toBeUndefined();
    expect((await admin.listCaches()).map((cache) => cache.entries)).toEqual([0, 1]);
    expect((await apiError(admin.clearCache('nope'))).isNotFound).toBe(true);
  });
});
