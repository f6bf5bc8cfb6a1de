import { runInNewContext } from 'node:vm';
import BetterSqlite3 from 'better-sqlite3';
import { beforeAll, describe, expect, it } from 'vitest';
import { accessTokenOf } from './testing/access-token';
import { useTestServer } from './testing/use-test-server';

const server = useTestServer();
let viewerToken: string;
let adminToken: string;

async function call(
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
) {
  const response = await fetch(`${server.origin}${path}`, {
    method,
    headers: body === undefined ? headers : { 'Content-Type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  const isJson = response.headers.get('content-type')?.includes('json') ?? false;
  return {
    status: response.status,
    headers: response.headers,
    text,
    body: isJson && text ? JSON.parse(text) : undefined,
  };
}

const get = (path: string, headers: Record<string, string> = {}) =>
  call('GET', path, undefined, headers);
const post = (path: string, body?: unknown, headers: Record<string, string> = {}) =>
  call('POST', path, body, headers);
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const ids = (list: { id: number }[]) => list.map((item) => item.id);

beforeAll(async () => {
  viewerToken = await accessTokenOf(server.origin, 'viewer@example.com', 'viewer-password');
  adminToken = await accessTokenOf(server.origin, 'admin@example.com', 'admin-password');
});

describe('contents lists', () => {
  it('lists every content by id, with the fields of the player’s content', async () => {
    const { status, body } = await post('/api/contents');
    expect(status).toBe(200);
    expect(ids(body)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(body[1]).toMatchObject({
      slug: 'test-series',
      hasMultipleEpisodes: true,
      posterUrl: `${server.origin}/media/posters/content-2.jpg`,
      contentType: { slug: 'series' },
      countries: [{ slug: 'ru' }, { slug: 'kz' }],
    });
  });

  it('filters by type, genre, tag, country, language, years, category and person', async () => {
    const list = async (filter: object) => ids((await post('/api/contents', filter)).body);
    expect(await list({ contentType: 'series' })).toEqual([2, 4]);
    expect(await list({ genre: 'drama', sort: 'rating' })).toEqual([2, 1]);
    expect(await list({ tag: 'binge' })).toEqual([2, 4]);
    expect(await list({ tag: 'test-pattern' })).toEqual([1, 5, 6, 7, 8]);
    expect(await list({ genre: 'thriller' })).toEqual([2, 3, 6, 7, 8]);
    expect(await list({ country: 'kz' })).toEqual([2]);
    expect(await list({ language: 'en' })).toEqual([1, 3]);
    expect(await list({ yearFrom: 2024, yearTo: 2025 })).toEqual([1, 2, 6, 7, 8]);
    expect(await list({ categoryId: 5 })).toEqual([2, 4]);
    expect(await list({ personId: 2 })).toEqual([2, 4]);
    expect(await list({ sort: 'newest' })).toEqual([4, 2, 1, 6, 7, 8, 3, 5]);
    expect(await list({ page: 1, size: 2 })).toEqual([3, 4]);
    expect(await list({ genre: 'no-such-genre' })).toEqual([]);
  });

  it('answers 400 naming a bad filter', async () => {
    expect(await post('/api/contents', { contentType: 'cartoon' })).toMatchObject({
      status: 400,
      body: { message: expect.stringContaining('contentType') },
    });
    expect((await post('/api/contents', { size: 0 })).status).toBe(400);
    expect((await post('/api/contents', { page: 1e20 })).status).toBe(400);
    expect((await post('/api/contents', { yearFrom: 'soon' })).status).toBe(400);
  });

  it('searches titles and descriptions case-insensitively, as a page with the total', async () => {
    const series = await post('/api/v2/contents/search', { query: 'СЕРИАЛ' });
    expect(series.status).toBe(200);
    expect(ids(series.body.items)).toEqual([2, 4]);
    expect(series.body).toMatchObject({ total: 2, page: 0, size: 20 });
    expect(ids((await post('/api/v2/contents/search', { query: 'дубляжа' })).body.items)).toEqual([
      1,
    ]);
    const paged = await post('/api/v2/contents/search', { query: 'фильм', page: 1, size: 1 });
    expect(paged.body).toMatchObject({ total: 6, page: 1, size: 1 });
    expect(ids(paged.body.items)).toEqual([3]);
  });

  it('answers 400 for a search without text', async () => {
    expect((await post('/api/v2/contents/search', {})).status).toBe(400);
    expect((await post('/api/v2/contents/search', { query: '   ' })).status).toBe(400);
    expect((await post('/api/v2/contents/search', { query: 'x'.repeat(201) })).status).toBe(400);
  });

  it('gives the promo slides in order, with absolute image URLs', async () => {
    const { status, body } = await get('/api/contents/slider-promo');
    expect(status).toBe(200);
    expect(body).toHaveLength(2);
    expect(body[0]).toMatchObject({
      position: 1,
      headline: 'Второй сезон уже здесь',
      imageUrl: `${server.origin}/media/posters/content-2.jpg`,
      content: { id: 2, title: 'Тестовый сериал' },
    });
    expect(body[1].content.id).toBe(1);
  });

  it('gives the best-rated contents that play somewhere', async () => {
    expect(ids((await get('/api/contents/most-relevant')).body)).toEqual([2, 1, 6, 7, 8, 4, 5]);
    expect(ids((await get('/api/contents/most-relevant?limit=2')).body)).toEqual([2, 1]);
    expect((await get('/api/contents/most-relevant?limit=0')).status).toBe(400);
    expect((await get('/api/contents/most-relevant?limit=many')).status).toBe(400);
  });

  it('finds a content by slug and by Kinopoisk id', async () => {
    expect(await get('/api/contents/by-slug/test-series')).toMatchObject({
      status: 200,
      body: { id: 2, kinopoiskId: 1000002 },
    });
    expect((await get('/api/contents/by-slug/no-such-content')).status).toBe(404);
    expect((await get('/api/contents/by-slug/Not_A_Slug')).status).toBe(400);
    expect(await get('/api/kinopoisk/contents/1000005')).toMatchObject({
      status: 200,
      body: { id: 5, slug: 'broken-playlist-film' },
    });
    expect(await get('/api/kinopoisk/contents/42')).toMatchObject({
      status: 404,
      body: { error: 'Not Found', message: expect.stringContaining('42') },
    });
    expect((await get('/api/kinopoisk/contents/abc')).status).toBe(400);
  });
});

describe('reviews', () => {
  it('lists a content’s reviews newest first, with votes and authors', async () => {
    const { status, body } = await post('/api/v2/contents/1/reviews');
    expect(status).toBe(200);
    expect(body).toMatchObject({ total: 2, page: 0, size: 20 });
    expect(body.items[0]).toMatchObject({
      id: 2,
      contentId: 1,
      author: { id: 1, name: 'Администратор' },
      title: null,
      rating: 8,
      likes: 1,
      dislikes: 0,
      updatedAt: null,
    });
    expect(body.items[1]).toMatchObject({ id: 1, author: { name: 'Зритель' }, rating: 9 });
    expect((await post('/api/v2/contents/9999/reviews')).status).toBe(404);
    expect((await post('/api/v2/contents/1/reviews', { size: 101 })).status).toBe(400);
  });

  it('lets a signed-in viewer write one review per content', async () => {
    const review = { title: 'Коротко', text: 'Смотрел на одном дыхании.', rating: 10 };
    expect((await post('/api/v2/contents/2/reviews/create', review)).status).toBe(401);
    const created = await post('/api/v2/contents/2/reviews/create', review, bearer(viewerToken));
    expect(created).toMatchObject({
      status: 201,
      body: { contentId: 2, author: { id: 2, name: 'Зритель' }, ...review, likes: 0 },
    });
    const list = (await post('/api/v2/contents/2/reviews')).body;
    expect(list.total).toBe(2);
    expect(list.items[0].id).toBe(created.body.id);
    expect(
      (await post('/api/v2/contents/2/reviews/create', review, bearer(viewerToken))).status,
    ).toBe(409);
    expect(
      (await post('/api/v2/contents/9999/reviews/create', review, bearer(viewerToken))).status,
    ).toBe(404);
  });

  it('answers 400 for a bad review body', async () => {
    const create = (body: unknown) =>
      post('/api/v2/contents/3/reviews/create', body, bearer(viewerToken));
    expect(await create({ text: 'Хорошо', rating: 11 })).toMatchObject({
      status: 400,
      body: { message: expect.stringContaining('rating') },
    });
    expect((await create({ text: '', rating: 5 })).status).toBe(400);
    expect((await create({ rating: 5 })).status).toBe(400);
  });

  it('lets the author edit their review, and nobody else', async () => {
    const mine = (await post('/api/v2/contents/2/reviews')).body.items[0];
    const edit = { text: 'Пересмотрел: всё так же хорошо.', rating: 9 };
    const edited = await call(
      'PUT',
      `/api/v2/contents/2/reviews/${mine.id}`,
      edit,
      bearer(viewerToken),
    );
    expect(edited).toMatchObject({
      status: 200,
      body: { id: mine.id, ...edit, title: null, updatedAt: expect.any(String) },
    });
    expect(
      (await call('PUT', '/api/v2/contents/2/reviews/3', edit, bearer(viewerToken))).status,
    ).toBe(403);
    expect(
      (await call('PUT', '/api/v2/contents/2/reviews/1', edit, bearer(viewerToken))).status,
    ).toBe(404);
    expect((await call('PUT', '/api/v2/contents/2/reviews/3', edit)).status).toBe(401);
    expect(
      (await call('PUT', '/api/v2/contents/2/reviews/3', { rating: 0 }, bearer(viewerToken)))
        .status,
    ).toBe(400);
  });

  it('counts likes and dislikes, one vote per user, and takes votes back', async () => {
    const vote = (value: unknown, token = viewerToken) =>
      post('/api/v2/contents/2/reviews/3/vote', { value }, bearer(token));
    expect((await vote(1)).body).toMatchObject({ id: 3, likes: 1, dislikes: 0 });
    expect((await vote(1)).body).toMatchObject({ likes: 1, dislikes: 0 });
    expect((await vote(-1, adminToken)).body).toMatchObject({ likes: 1, dislikes: 1 });
    expect((await vote(-1)).body).toMatchObject({ likes: 0, dislikes: 2 });
    expect((await vote(0)).body).toMatchObject({ likes: 0, dislikes: 1 });
    expect((await vote(2)).status).toBe(400);
    expect((await post('/api/v2/contents/2/reviews/3/vote', { value: 1 })).status).toBe(401);
    expect(
      (await post('/api/v2/contents/2/reviews/999/vote', { value: 1 }, bearer(viewerToken))).status,
    ).toBe(404);
  });

  it('lets the author or an administrator delete a review', async () => {
    expect(
      (await call('DELETE', '/api/v2/contents/2/reviews/3', undefined, bearer(viewerToken))).status,
    ).toBe(403);
    const mine = (await post('/api/v2/contents/2/reviews')).body.items[0];
    expect(
      (
        await call(
          'DELETE',
          `/api/v2/contents/2/reviews/${mine.id}`,
          undefined,
          bearer(viewerToken),
        )
      ).status,
    ).toBe(204);
    expect(ids((await post('/api/v2/contents/2/reviews')).body.items)).toEqual([3]);
    expect(
      (await call('DELETE', '/api/v2/contents/1/reviews/1', undefined, bearer(adminToken))).status,
    ).toBe(204);
    expect(ids((await post('/api/v2/contents/1/reviews')).body.items)).toEqual([2]);
    expect(
      (await call('DELETE', '/api/v2/contents/1/reviews/1', undefined, bearer(adminToken))).status,
    ).toBe(404);
    expect((await call('DELETE', '/api/v2/contents/1/reviews/2')).status).toBe(401);
  });
});

describe('content types and categories', () => {
  it('lists the types and finds one by id or slug', async () => {
    const film = { id: 1, slug: 'film', title: 'Фильмы' };
    const series = { id: 2, slug: 'series', title: 'Сериалы' };
    expect((await get('/api/types')).body).toEqual([film, series]);
    expect((await get('/api/types/2')).body).toEqual(series);
    expect((await get('/api/types/by-slug/film')).body).toEqual(film);
    expect((await get('/api/types/9')).status).toBe(404);
    expect((await get('/api/types/0')).status).toBe(400);
    expect((await get('/api/types/by-slug/cartoon')).status).toBe(404);
  });

  it('lists a category’s contents, as an array (v1) or a page with the total (v2)', async () => {
    expect(ids((await post('/api/types/1/categories/popular/contents')).body)).toEqual([
      1, 3, 5, 6, 7, 8,
    ]);
    expect(ids((await post('/api/types/2/categories/popular/contents')).body)).toEqual([2]);
    expect(ids((await post('/api/types/1/categories/popular/contents', { size: 2 })).body)).toEqual(
      [1, 3],
    );
    const page = await post('/api/v2/types/1/categories/popular/contents', { page: 2, size: 1 });
    expect(page.body).toMatchObject({ total: 6, page: 2, size: 1 });
    expect(ids(page.body.items)).toEqual([5]);
    expect((await post('/api/types/9/categories/popular/contents')).status).toBe(404);
    expect((await post('/api/v2/types/1/categories/nope/contents')).status).toBe(404);
    expect((await post('/api/types/x/categories/popular/contents')).status).toBe(400);
  });

  it('gives a category of a type with its subcategories', async () => {
    expect((await get('/api/categories/popular/content-type/2')).body).toEqual({
      id: 4,
      slug: 'popular',
      title: 'Популярные сериалы',
      parentId: null,
      contentType: { id: 2, slug: 'series', title: 'Сериалы' },
      children: [{ id: 6, slug: 'short', title: 'Короткие сериалы' }],
    });
    expect((await get('/api/categories/russian-new/content-type/1')).body).toMatchObject({
      id: 3,
      parentId: 2,
      children: [],
    });
    expect((await get('/api/categories/new/content-type/1')).status).toBe(404);
    expect((await get('/api/categories/popular/content-type/abc')).status).toBe(400);
  });

  it('gives the category tree of a type', async () => {
    expect((await get('/api/categories/tree/content-type/1')).body).toEqual([
      { id: 1, slug: 'popular', title: 'Популярные фильмы', children: [] },
      {
        id: 2,
        slug: 'russian',
        title: 'Российские фильмы',
        children: [{ id: 3, slug: 'russian-new', title: 'Новые российские фильмы', children: [] }],
      },
    ]);
    expect((await get('/api/categories/tree/content-type/7')).status).toBe(404);
  });

  it('gives the main page’s showcase categories with their contents', async () => {
    const { body } = await get('/api/categories/main-mart');
    expect(ids(body)).toEqual([1, 3, 4]);
    expect(body.map((category: { contents: { id: number }[] }) => ids(category.contents))).toEqual([
      [1, 3, 5, 6, 7, 8],
      [1],
      [2],
    ]);
    expect(body[2].contentType).toEqual({ id: 2, slug: 'series', title: 'Сериалы' });
  });

  it('gives the filter values of a category’s contents', async () => {
    expect((await get('/api/categories/filters/2')).body).toEqual({
      categoryId: 2,
      genres: [
        { id: 4, slug: 'documentary', title: 'Документальный', contentsCount: 1 },
        { id: 1, slug: 'drama', title: 'Драма', contentsCount: 1 },
        { id: 2, slug: 'comedy', title: 'Комедия', contentsCount: 1 },
      ],
      countries: [{ slug: 'ru', title: 'Россия', contentsCount: 2 }],
      languages: [
        { code: 'en', title: 'English' },
        { code: 'ru', title: 'Русский' },
      ],
      years: { min: 2022, max: 2024 },
    });
    expect((await get('/api/categories/filters/99')).status).toBe(404);
  });

  it('builds the menu from the types and their top categories', async () => {
    const { body } = await get('/api/menu');
    expect(body.map((item: { title: string }) => item.title)).toEqual(['Фильмы', 'Сериалы']);
    expect(body[0]).toEqual({
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

describe('playlists', () => {
  it('lists the playlists newest first and gives one by id or slug', async () => {
    const { body } = await post('/api/v2/playlists');
    expect(body).toMatchObject({ total: 2, page: 0, size: 20 });
    expect(body.items[1]).toEqual({
      id: 1,
      slug: 'test-picks',
      title: 'Лучшее из тестового',
      description: 'Фильм и сериал для проверки плеера.',
      owner: null,
      contentsCount: 2,
      createdAt: '2025-02-01T00:00:00.000Z',
    });
    expect(ids(body.items)).toEqual([2, 1]);
    expect((await post('/api/playlists/1')).body.slug).toBe('test-picks');
    expect((await post('/api/playlists/by-slug/series-evening')).body.id).toBe(2);
    expect((await post('/api/playlists/77')).status).toBe(404);
    expect((await post('/api/playlists/by-slug/none')).status).toBe(404);
    expect((await post('/api/playlists/abc')).status).toBe(400);
  });

  it('gives a playlist’s contents in its order', async () => {
    const { body } = await post('/api/v2/playlists/2/contents');
    expect(ids(body.items)).toEqual([2, 4]);
    expect(body.total).toBe(2);
    expect((await post('/api/v2/playlists/77/contents')).status).toBe(404);
  });

  it('lets a signed-in viewer create a playlist and fill it', async () => {
    expect((await post('/api/playlists/new', { title: 'Мой список' })).status).toBe(401);
    const created = await post(
      '/api/playlists/new',
      { title: ' Мой список ' },
      bearer(viewerToken),
    );
    expect(created).toMatchObject({
      status: 201,
      body: {
        slug: `playlist-${created.body.id}`,
        title: 'Мой список',
        owner: { id: 2, name: 'Зритель' },
        contentsCount: 0,
      },
    });
    const { id } = created.body;
    const add = (contentId: number, token = viewerToken) =>
      post(`/api/playlists/${id}/contents/${contentId}`, undefined, bearer(token));
    expect((await add(4)).body.contentsCount).toBe(1);
    expect((await add(4)).body.contentsCount).toBe(1);
    expect((await add(1)).body.contentsCount).toBe(2);
    expect(ids((await post(`/api/v2/playlists/${id}/contents`)).body.items)).toEqual([4, 1]);
    expect((await add(9999)).status).toBe(404);
    expect((await post(`/api/playlists/${id}/contents/1`)).status).toBe(401);
  });

  it('leaves the editors’ playlists to administrators', async () => {
    expect((await post('/api/playlists/1/contents/5', undefined, bearer(viewerToken))).status).toBe(
      403,
    );
    expect(
      (await post('/api/playlists/1/contents/5', undefined, bearer(adminToken))).body,
    ).toMatchObject({ id: 1, contentsCount: 3 });
    expect((await post('/api/playlists/77/contents/5', undefined, bearer(adminToken))).status).toBe(
      404,
    );
  });

  it('answers 409 for a taken slug and 400 for a bad body', async () => {
    const create = (body: unknown) => post('/api/playlists/new', body, bearer(viewerToken));
    expect((await create({ title: 'Копия', slug: 'test-picks' })).status).toBe(409);
    expect((await create({ title: 'Свой', slug: 'my-own' })).body.slug).toBe('my-own');
    expect((await create({ title: '' })).status).toBe(400);
    expect((await create({ title: '   ' })).status).toBe(400);
    expect((await create({ title: 'Плохой', slug: 'Bad Slug' })).status).toBe(400);
  });
});

describe('persons', () => {
  it('lists the person types and the persons of one', async () => {
    expect((await get('/api/person-types')).body).toEqual([
      { id: 1, slug: 'actor', title: 'Актёры' },
      { id: 2, slug: 'director', title: 'Режиссёры' },
      { id: 3, slug: 'writer', title: 'Сценаристы' },
    ]);
    const actors = (await post('/api/person-types/actor/persons')).body;
    expect(actors.map((person: { name: string }) => person.name)).toEqual([
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
    expect(ids((await post('/api/person-types/actor/persons', { page: 1, size: 1 })).body)).toEqual(
      [4],
    );
    expect((await post('/api/person-types/writer/persons')).body).toEqual([]);
    expect((await post('/api/person-types/singer/persons')).status).toBe(404);
    expect((await post('/api/person-types/actor/persons', { size: 'all' })).status).toBe(400);
  });

  it('gives a person’s credits, newest content first', async () => {
    const { body } = await get('/api/persons/1/contents');
    expect(
      body.map((credit: { content: { id: number }; character: string }) => [
        credit.content.id,
        credit.character,
      ]),
    ).toEqual([
      [2, 'Вера'],
      [1, 'Диктор'],
    ]);
    expect(body[0].personType).toEqual({ id: 1, slug: 'actor', title: 'Актёры' });
    const director = (await get('/api/persons/3/contents')).body;
    expect(
      director.map((credit: { personType: { slug: string } }) => credit.personType.slug),
    ).toEqual(['director', 'director']);
    expect((await get('/api/persons/99/contents')).status).toBe(404);
  });
});

describe('episodes', () => {
  it('lists fresh episodes newest first, with the viewer’s progress', async () => {
    const device = { 'X-Session-Context': 'dev-fresh' };
    await post('/api/contents/2/episodes/204/time-progress', { time: 8 }, device);
    const { status, body } = await post('/api/episodes/fresh', undefined, device);
    expect(status).toBe(200);
    expect(body.map((item: { episode: { id: number } }) => item.episode.id)).toEqual([
      205, 204, 203, 202, 201, 101,
    ]);
    expect(body[0]).toMatchObject({
      releasedAt: '2026-01-16T00:00:00.000Z',
      content: { id: 2 },
      episode: { title: '2. Финал', watchProgress: null },
    });
    expect(body[1].episode.watchProgress).toBe(8);
    const films = (await post('/api/episodes/fresh', { contentType: 'film' })).body;
    expect(films.map((item: { episode: { id: number } }) => item.episode.id)).toEqual([101]);
    expect((await post('/api/episodes/fresh', { size: 2 })).body).toHaveLength(2);
    expect((await post('/api/episodes/fresh', { contentType: 'cartoon' })).status).toBe(400);
  });

  it('gives what plays an episode, with its subtitles', async () => {
    expect((await get('/api/episodes/101/resource')).body).toEqual({
      episodeId: 101,
      contentId: 1,
      url: `${server.origin}/media/films/film-1/master.json`,
      format: 'master-json',
      subtitles: [
        {
          id: 1,
          contentId: 1,
          episodeId: 101,
          language: 'ru',
          label: 'Русские',
          url: `${server.origin}/media/films/film-1/subs-ru.vtt`,
        },
        {
          id: 2,
          contentId: 1,
          episodeId: 101,
          language: 'en',
          label: 'English',
          url: `${server.origin}/media/films/film-1/subs-en.vtt`,
        },
      ],
    });
    expect((await get('/api/episodes/201/resource')).body).toMatchObject({
      format: 'hls',
      url: `${server.origin}/media/series/s1e1/master.m3u8`,
      subtitles: [],
    });
    expect((await get('/api/episodes/999/resource')).status).toBe(404);
    expect((await get('/api/episodes/-1/resource')).status).toBe(400);
  });
});

describe('dictionaries', () => {
  it('lists countries by title with their contents counts, searchable', async () => {
    const { body } = await post('/api/countries');
    expect(body).toEqual([
      { slug: 'kz', title: 'Казахстан', contentsCount: 1 },
      { slug: 'ru', title: 'Россия', contentsCount: 7 },
      { slug: 'us', title: 'США', contentsCount: 1 },
      { slug: 'fr', title: 'Франция', contentsCount: 0 },
    ]);
    const slugs = async (request: object) =>
      (await post('/api/countries', request)).body.map((country: { slug: string }) => country.slug);
    expect(await slugs({ query: 'РОС' })).toEqual(['ru']);
    expect(await slugs({ query: 'us' })).toEqual(['us']);
    expect(await slugs({ page: 1, size: 2 })).toEqual(['us', 'fr']);
    expect((await post('/api/countries', { query: 'x'.repeat(101) })).status).toBe(400);
  });

  it('lists languages, genres with counts, and voice authors', async () => {
    expect((await get('/api/languages')).body).toEqual([
      { code: 'en', title: 'English' },
      { code: 'kk', title: 'Қазақша' },
      { code: 'ru', title: 'Русский' },
    ]);
    expect((await get('/api/genres')).body).toEqual([
      { id: 4, slug: 'documentary', title: 'Документальный', contentsCount: 1 },
      { id: 1, slug: 'drama', title: 'Драма', contentsCount: 2 },
      { id: 2, slug: 'comedy', title: 'Комедия', contentsCount: 2 },
      { id: 3, slug: 'thriller', title: 'Триллер', contentsCount: 5 },
    ]);
    expect((await get('/api/voice-authors')).body).toEqual([
      { id: 1, slug: 'russian-dub', title: 'Русский дубляж', language: 'ru' },
      { id: 2, slug: 'original', title: 'Оригинальная дорожка', language: 'en' },
    ]);
  });

  it('lists tags and gives one with its contents', async () => {
    expect((await get('/api/tags')).body.map((tag: { slug: string }) => tag.slug)).toEqual([
      'test-pattern',
      'multi-audio',
      'binge',
    ]);
    const { body } = await get('/api/tags/3');
    expect(body).toMatchObject({ id: 3, slug: 'binge', title: 'Смотреть залпом' });
    expect(ids(body.contents)).toEqual([2, 4]);
    expect((await get('/api/tags/99')).status).toBe(404);
    expect((await get('/api/tags/first')).status).toBe(400);
  });

  it('lists subtitle files, of a content or an episode', async () => {
    expect(ids((await get('/api/subtitles')).body)).toEqual([1, 2]);
    expect((await get('/api/subtitles?contentId=1')).body[0]).toMatchObject({
      language: 'ru',
      url: `${server.origin}/media/films/film-1/subs-ru.vtt`,
    });
    expect((await get('/api/subtitles?episodeId=201')).body).toEqual([]);
    expect((await get('/api/subtitles?contentId=x')).status).toBe(400);
  });
});

describe('abuse reports', () => {
  it('stores a complaint with the viewer who filed it', async () => {
    const device = { 'X-Session-Context': 'dev-abuse' };
    const { status, body } = await post(
      '/api/abuse/new',
      { contentId: 2, episodeId: 202, reason: 'broken', message: 'Нет звука' },
      device,
    );
    expect(status).toBe(201);
    expect(body).toMatchObject({
      contentId: 2,
      episodeId: 202,
      reason: 'broken',
      status: 'received',
      createdAt: expect.any(String),
    });
    const db = new BetterSqlite3(server.databaseFile, { readonly: true });
    const row = db.prepare('SELECT * FROM abuse_reports WHERE id = ?').get(body.id);
    db.close();
    expect(row).toMatchObject({ content_id: 2, message: 'Нет звука', viewer: 'device:dev-abuse' });
    expect((await post('/api/abuse/new', { contentId: 1, reason: 'other' })).body.episodeId).toBe(
      null,
    );
  });

  it('answers 404 for an unknown content or episode and 400 for a bad body', async () => {
    expect((await post('/api/abuse/new', { contentId: 9999, reason: 'other' })).status).toBe(404);
    expect(
      (await post('/api/abuse/new', { contentId: 2, episodeId: 101, reason: 'other' })).status,
    ).toBe(404);
    expect(await post('/api/abuse/new', { contentId: 1, reason: 'spam' })).toMatchObject({
      status: 400,
      body: { message: expect.stringContaining('reason') },
    });
    expect((await post('/api/abuse/new')).status).toBe(400);
    expect(
      (await post('/api/abuse/new', { contentId: 1, reason: 'other', email: 'not-an-email' }))
        .status,
    ).toBe(400);
  });
});

describe('bodies that Fastify does not validate', () => {
  // Fastify validates a body by its content type's schema; others reach the handler as they are.
  const send = (path: string, body: string | undefined, type?: string, token?: string) =>
    fetch(`${server.origin}${path}`, {
      method: 'POST',
      headers: { ...(type ? { 'Content-Type': type } : {}), ...(token ? bearer(token) : {}) },
      body,
    });

  it('answers 400 for a missing required body and 415 for a body that is not JSON', async () => {
    expect((await send('/api/abuse/new', undefined)).status).toBe(400);
    expect((await send('/api/v2/contents/search', undefined)).status).toBe(400);
    expect((await send('/api/playlists/new', undefined, undefined, viewerToken)).status).toBe(400);
    const text = 'contentId=1';
    expect((await send('/api/abuse/new', text, 'text/plain')).status).toBe(415);
    expect((await send('/api/contents', text, 'text/plain')).status).toBe(415);
    expect((await send('/api/countries', '<a/>', 'application/xml')).status).toBe(415);
    const review = await send('/api/v2/contents/3/reviews/create', text, 'text/plain', viewerToken);
    expect(review.status).toBe(415);
    expect(await review.json()).toMatchObject({ error: 'Unsupported Media Type' });
  });

  it('takes an optional body as absent when there is none', async () => {
    const response = await send('/api/v2/playlists', undefined);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ page: 0, size: 20 });
  });
});

describe('calls without demo data', () => {
  it('answers 501 for the redirect information', async () => {
    for (const path of ['/api/redirect-info', '/api/main-redirect-info']) {
      expect(await get(path)).toMatchObject({
        status: 501,
        body: { error: 'Not Implemented', message: expect.stringContaining('redirects') },
      });
    }
  });
});

describe('the embed script', () => {
  it('mounts the player’s iframe in elements with data-movie-id', async () => {
    const { status, headers, text } = await get('/api/lib.js');
    expect(status).toBe(200);
    expect(headers.get('content-type')).toContain('text/javascript');
    const frames: { src?: string }[] = [];
    const element = {
      dataset: { movieId: '2', autoPlay: '1' },
      querySelector: () => null,
      replaceChildren: (frame: { src?: string }) => frames.push(frame),
    };
    const window: { EmbedPlayer?: { mount(target: unknown, options: object): { src: string } } } =
      {};
    const document = {
      readyState: 'complete',
      createElement: () => ({ style: {} }),
      querySelectorAll: () => [element],
      addEventListener: () => undefined,
    };
    runInNewContext(text, { window, document, URLSearchParams });
    expect(frames[0]?.src).toBe(`${server.origin}/player/?movie_id=2&auto_play=1`);
    const frame = window.EmbedPlayer?.mount(element, {
      movieId: 1,
      disabledShare: true,
      autoPlay: false,
    });
    expect(frame?.src).toBe(`${server.origin}/player/?movie_id=1&disabled_share=1`);
  });
});

describe('site files', () => {
  it('gives a sitemap index naming its pages', async () => {
    const { status, headers, text } = await get('/api/sitemap.xml');
    expect(status).toBe(200);
    expect(headers.get('content-type')).toContain('application/xml');
    expect(text).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(text.match(/<loc>[^<]*<\/loc>/g)).toEqual([
      `<loc>${server.origin}/api/sitemap1.xml</loc>`,
    ]);
  });

  it('lists the player URLs of what plays somewhere, the series episode by episode', async () => {
    const { status, text } = await get('/api/sitemap1.xml');
    expect(status).toBe(200);
    const player = `${server.origin}/player/?movie_id=`;
    expect([...text.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1])).toEqual([
      `${player}1`,
      `${player}2`,
      ...[201, 202, 203, 204, 205].map((id) => `${player}2&amp;episode_id=${id}`),
      `${player}4`,
      `${player}5`,
      `${player}6`,
      `${player}7`,
      `${player}8`,
    ]);
    expect(text).toContain('<lastmod>2024-03-01T00:00:00.000Z</lastmod>');
    expect((await get('/api/sitemap2.xml')).status).toBe(404);
    expect((await get('/api/sitemap0.xml')).status).toBe(400);
    expect((await get('/api/sitemapx.xml')).status).toBe(400);
  });

  it('gives robots rules that keep out the APIs and the contents that play nowhere', async () => {
    const { status, headers, text } = await get('/api/robots.txt');
    expect(status).toBe(200);
    expect(headers.get('content-type')).toContain('text/plain');
    expect(text).toContain('Disallow: /player/?movie_id=3$\n');
    expect(text).not.toContain('movie_id=1');
    expect(text).toContain('Disallow: /api/\n');
    expect(text).toContain(`Sitemap: ${server.origin}/api/sitemap.xml\n`);
  });
});

describe('debug and caches', () => {
  const adminCalls: [string, string][] = [
    ['GET', '/api/debug/meta/sitemap.xml'],
    ['GET', '/api/debug/generate-sitemap-xml'],
    ['GET', '/api/caches'],
    ['DELETE', '/api/caches'],
    ['DELETE', '/api/caches/sitemap'],
  ];

  it('are for administrators only', async () => {
    for (const [method, path] of adminCalls) {
      expect((await call(method, path)).status, `${method} ${path}`).toBe(401);
      expect((await call(method, path, undefined, bearer(viewerToken))).status).toBe(403);
    }
  });

  it('show, rebuild and clear the cached sitemap and menu', async () => {
    const admin = bearer(adminToken);
    expect((await call('DELETE', '/api/caches', undefined, admin)).status).toBe(204);
    expect((await get('/api/debug/meta/sitemap.xml', admin)).body).toEqual({
      generatedAt: null,
      urlCount: 0,
      pageSize: 1000,
      files: [],
    });
    await get('/api/sitemap.xml');
    await get('/api/menu');
    const meta = (await get('/api/debug/meta/sitemap.xml', admin)).body;
    expect(meta).toMatchObject({
      generatedAt: expect.any(String),
      urlCount: 12,
      files: [`${server.origin}/api/sitemap1.xml`],
    });
    expect((await get('/api/caches', admin)).body).toEqual([
      { name: 'sitemap', entries: 1, ttlSeconds: 600 },
      { name: 'menu', entries: 1, ttlSeconds: 600 },
    ]);
    const rebuilt = (await get('/api/debug/generate-sitemap-xml', admin)).body;
    expect(rebuilt.urlCount).toBe(12);
    expect(rebuilt.generatedAt >= meta.generatedAt).toBe(true);
    expect((await call('DELETE', '/api/caches/sitemap', undefined, admin)).status).toBe(204);
    expect((await get('/api/caches', admin)).body[0].entries).toBe(0);
    expect((await get('/api/caches', admin)).body[1].entries).toBe(1);
    expect((await call('DELETE', '/api/caches/nope', undefined, admin)).status).toBe(404);
    expect((await call('DELETE', '/api/caches/Not_A_Name', undefined, admin)).status).toBe(400);
  });
});
