import { describe, expect, it } from 'vitest';
import { clearKeyLicensePath } from './drm/clearkey-license-route';
import { useTestServer } from './testing/use-test-server';

// A host site allowed to call the API from its own pages (CORS_ORIGINS).
const server = useTestServer({ corsOrigins: ['https://host.example'] });

const device = (id: string) => ({ 'X-Session-Context': id });
const json = { 'Content-Type': 'application/json' };

async function get(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${server.origin}${path}`, { headers });
  const text = await response.text();
  return {
    status: response.status,
    headers: response.headers,
    body: text ? JSON.parse(text) : undefined,
  };
}

async function post(
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
  method = 'POST',
) {
  const response = await fetch(`${server.origin}${path}`, {
    method,
    headers: { ...json, ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : undefined };
}

describe('contents, seasons and episodes', () => {
  it('gives a content with every field the player uses, URLs made absolute', async () => {
    const { status, body } = await get('/api/contents/1');
    expect(status).toBe(200);
    expect(body).toEqual({
      id: 1,
      slug: 'test-film',
      title: 'Тестовый фильм',
      description: expect.any(String),
      hasMultipleEpisodes: false,
      posterUrl: `${server.origin}/media/posters/content-1.jpg`,
      contentType: { slug: 'film' },
      kinopoiskId: 1000001,
      year: 2024,
      countries: [{ slug: 'ru' }],
      languages: [{ code: 'ru' }, { code: 'en' }],
      rating: {
        kinopoisk: { value: 7.4 },
        imdb: { value: 7.1, url: 'https://www.imdb.com/title/tt0000001/' },
      },
    });
  });

  it('answers 404 for an unknown content and 400 naming a bad id', async () => {
    expect(await get('/api/contents/9999')).toMatchObject({
      status: 404,
      body: { error: 'Not Found', message: expect.stringContaining('9999') },
    });
    expect(await get('/api/contents/abc')).toMatchObject({
      status: 400,
      body: { message: expect.stringContaining('id') },
    });
  });

  it('lists the series episodes by season then episode, with leading list numbers kept', async () => {
    const { body } = await get('/api/episodes?content-id=2');
    expect(body.map((episode: { id: number }) => episode.id)).toEqual([201, 202, 203, 204, 205]);
    expect(body[0]).toMatchObject({
      title: '1. Пилот',
      season: { id: 21, order: 1 },
      m3u8MasterFilePath: `${server.origin}/media/series/s1e1/master.m3u8`,
      watchProgress: null,
      isCompleted: false,
    });
    expect(body[3].season).toEqual({ id: 22, order: 2 });
  });

  it('gives the intro and credits markers where the catalogue has them, and omits them elsewhere', async () => {
    const { body } = await get('/api/episodes?content-id=2');
    const markers = body.map((episode: Record<string, unknown>) => ({
      id: episode.id,
      introStart: episode.introStart,
      introEnd: episode.introEnd,
      creditsStart: episode.creditsStart,
    }));
    expect(markers).toEqual([
      { id: 201 },
      { id: 202, introStart: 1, introEnd: 6, creditsStart: 14 },
      { id: 203, introStart: 1, introEnd: 6, creditsStart: 14 },
      { id: 204, introStart: 2, introEnd: 7, creditsStart: 15 },
      { id: 205, introStart: 1, introEnd: 5 },
    ]);
    // Absent, not null: the contract's fields are optional.
    expect(Object.keys(body[0])).not.toContain('introStart');
    expect(Object.keys(body[4])).not.toContain('creditsStart');
    const film = (await get('/api/episodes?content-id=1')).body[0];
    expect(Object.keys(film).filter((key) => /^(intro|credits)/.test(key))).toEqual([]);
    // The same episode by the other calls that answer one.
    const season = (await get('/api/contents/2/seasons?withEpisodes=true')).body[0];
    expect(season.episodes[1]).toMatchObject({ id: 202, introStart: 1, introEnd: 6 });
  });

  it('points film 1 at its master playlist JSON and film 5 at a playlist that does not load', async () => {
    const [film] = (await get('/api/episodes?content-id=1')).body;
    expect(film.m3u8MasterFilePath).toBe(`${server.origin}/media/films/film-1/master.json`);
    const [broken] = (await get('/api/episodes?content-id=5')).body;
    expect((await fetch(broken.m3u8MasterFilePath)).status).toBe(404);
  });

  it('points film 6 at its protected master JSON, whose Clear Key license this server answers', async () => {
    expect((await get('/api/contents/6')).body).toMatchObject({
      id: 6,
      title: 'Защищённый фильм',
      hasMultipleEpisodes: false,
      contentType: { slug: 'film' },
      posterUrl: `${server.origin}/media/posters/content-1.jpg`,
    });
    const [film] = (await get('/api/episodes?content-id=6')).body;
    expect(film).toMatchObject({
      id: 601,
      duration: 30,
      m3u8MasterFilePath: `${server.origin}/media/films/film-6/master.json`,
    });
    const master = (await (await fetch(film.m3u8MasterFilePath)).json()) as { drm?: unknown };
    expect(master.drm).toEqual({ 'org.w3.clearkey': { licenseUrl: clearKeyLicensePath } });
    expect((await get('/api/contents/6/available?domain=example.com')).body).toEqual({
      available: true,
    });
  });

  it.each([
    [7, 'two-cdn-film', 'Фильм с двух CDN', 701],
    [8, 'redundant-streams-film', 'Фильм с резервными потоками', 801],
  ])(
    'points film %i (%s), film 1’s picture from the two CDN stand-ins, at its master JSON',
    async (id, slug, title, episodeId) => {
      expect((await get(`/api/contents/${id}`)).body).toMatchObject({
        id,
        slug,
        title,
        hasMultipleEpisodes: false,
        contentType: { slug: 'film' },
        posterUrl: `${server.origin}/media/posters/content-1.jpg`,
      });
      const episodes = (await get(`/api/episodes?content-id=${id}`)).body;
      expect(episodes).toHaveLength(1);
      expect(episodes[0]).toMatchObject({
        id: episodeId,
        duration: 30,
        m3u8MasterFilePath: `${server.origin}/media/films/film-${id}/master.json`,
      });
      expect((await fetch(episodes[0].m3u8MasterFilePath)).status).toBe(200);
      expect((await get(`/api/contents/${id}/available?domain=example.com`)).body).toEqual({
        available: true,
      });
    },
  );

  it('gives no episodes for content 4', async () => {
    expect((await get('/api/episodes?content-id=4')).body).toEqual([]);
  });

  it('requires content-id on /episodes', async () => {
    expect(await get('/api/episodes')).toMatchObject({
      status: 400,
      body: { message: expect.stringContaining('content-id') },
    });
  });

  // Spec §7 names the query content-id: a client still sending contentId must hear about it.
  it('refuses the undocumented contentId on /episodes', async () => {
    expect(await get('/api/episodes?contentId=2')).toMatchObject({
      status: 400,
      body: { message: expect.stringContaining('content-id') },
    });
  });

  it('lists seasons with their episode counts, and their episodes on request', async () => {
    const { body } = await get('/api/contents/2/seasons');
    expect(body).toEqual([
      { id: 21, contentId: 2, order: 1, title: 'Сезон 1', episodesCount: 3 },
      { id: 22, contentId: 2, order: 2, title: 'Сезон 2', episodesCount: 2 },
    ]);
    const withEpisodes = (await get('/api/contents/2/seasons?withEpisodes=true')).body;
    expect(withEpisodes[1].episodes.map((episode: { id: number }) => episode.id)).toEqual([
      204, 205,
    ]);
  });
});

describe('availability, ads', () => {
  it('says film 3 is available nowhere and film 1 everywhere', async () => {
    expect((await get('/api/contents/3/available?domain=example.com')).body).toEqual({
      available: false,
    });
    expect((await get('/api/contents/1/available?domain=example.com')).body).toEqual({
      available: true,
    });
    expect((await get('/api/contents/1/available')).status).toBe(400);
  });

  it('lists one skippable pre-roll whose VAST names this server', async () => {
    const { body } = await get('/api/ad-list.json');
    expect(body.prerollList).toHaveLength(1);
    const vast = await fetch(body.prerollList[0].vastUrl);
    expect(vast.headers.get('content-type')).toContain('xml');
    const xml = await vast.text();
    expect(xml).toContain('skipoffset="00:00:05"');
    expect(xml).toContain(`${server.origin}/media/ads/ad-15s.mp4`);
    expect(xml).not.toContain('{{ORIGIN}}');
  });

  it('rejects an unknown VAST name', async () => {
    expect((await get('/api/vast.xml?ad=../../etc/passwd')).status).toBe(400);
  });
});

describe('progress of an anonymous viewer', () => {
  it('saves time progress per device and shows it in that device’s episodes only', async () => {
    const saved = await post(
      '/api/contents/2/episodes/202/time-progress',
      { time: 12.5 },
      device('dev-a'),
    );
    expect(saved.status).toBe(204);
    const mine = (await get('/api/episodes?content-id=2', device('dev-a'))).body;
    expect(mine[1]).toMatchObject({ id: 202, watchProgress: 12.5, watchedAt: expect.any(String) });
    const theirs = (await get('/api/episodes?content-id=2', device('dev-b'))).body;
    expect(theirs[1].watchProgress).toBeNull();
  });

  it('answers 400 for a bad body and 401 without any viewer', async () => {
    expect(
      await post('/api/contents/2/episodes/202/time-progress', { time: -1 }, device('dev-a')),
    ).toMatchObject({
      status: 400,
      body: { message: expect.stringContaining('time') },
    });
    expect(
      await post('/api/contents/2/episodes/202/time-progress', { seconds: 3 }, device('dev-a')),
    ).toMatchObject({
      status: 400,
    });
    expect((await post('/api/contents/2/episodes/202/time-progress', { time: 3 })).status).toBe(
      401,
    );
  });

  it('answers 404 for an episode of another content', async () => {
    expect(
      (await post('/api/contents/1/episodes/202/time-progress', { time: 3 }, device('dev-a')))
        .status,
    ).toBe(404);
  });

  it('marks and unmarks an episode completed', async () => {
    expect(
      (await post('/api/contents/2/episodes/201/completed', undefined, device('dev-c'))).status,
    ).toBe(204);
    expect((await get('/api/episodes?content-id=2', device('dev-c'))).body[0].isCompleted).toBe(
      true,
    );
    expect(
      (await post('/api/contents/2/episodes/201/completed', undefined, device('dev-c'), 'DELETE'))
        .status,
    ).toBe(204);
    expect((await get('/api/episodes?content-id=2', device('dev-c'))).body[0].isCompleted).toBe(
      false,
    );
  });

  it('knows the last watched episode, or answers 204', async () => {
    expect((await get('/api/contents/2/episodes/watched/last', device('dev-d'))).status).toBe(204);
    await post('/api/contents/2/episodes/203/time-progress', { time: 5 }, device('dev-d'));
    await post('/api/contents/2/episodes/204/time-progress', { time: 7 }, device('dev-d'));
    const last = await get('/api/contents/2/episodes/watched/last', device('dev-d'));
    expect(last).toMatchObject({ status: 200, body: { id: 204, watchProgress: 7 } });
  });

  it('keeps a history, newest first, searchable by title', async () => {
    const added = await post(
      '/api/contents/1/history?episodeId=101',
      { time: 3, duration: 30 },
      device('dev-e'),
    );
    expect(added).toMatchObject({ status: 201, body: { contentId: 1, episodeId: 101, time: 3 } });
    await post('/api/contents/2/history?episodeId=201', { time: 4 }, device('dev-e'));
    const list = await post('/api/contents/history', { page: 0, size: 10 }, device('dev-e'));
    expect(list.body.map((item: { contentId: number }) => item.contentId)).toEqual([2, 1]);
    const found = await post('/api/contents/history/search', { query: 'фильм' }, device('dev-e'));
    expect(found.body.map((item: { contentId: number }) => item.contentId)).toEqual([1]);
    expect(
      (await post('/api/contents/1/history?episodeId=201', { time: 1 }, device('dev-e'))).status,
    ).toBe(404);
  });

  it('keeps progress across a restart of the server', async () => {
    await post('/api/contents/1/episodes/101/time-progress', { time: 21 }, device('dev-restart'));
    await server.restart();
    const [film] = (await get('/api/episodes?content-id=1', device('dev-restart'))).body;
    expect(film.watchProgress).toBe(21);
  });
});

describe('cross-origin embedding', () => {
  it('answers a CORS preflight for the player’s headers and exposes Authorization', async () => {
    const response = await fetch(`${server.origin}/api/episodes?content-id=1`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'https://host.example',
        'Access-Control-Request-Method': 'GET',
        'Access-Control-Request-Headers': 'x-session-context, authorization',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('https://host.example');
    expect(response.headers.get('access-control-allow-headers')?.toLowerCase()).toContain(
      'x-session-context',
    );
    const real = await fetch(`${server.origin}/auth/authentication/refresh`, {
      method: 'OPTIONS',
      headers: { Origin: 'https://host.example', 'Access-Control-Request-Method': 'POST' },
    });
    expect(real.headers.get('access-control-expose-headers')).toContain('Authorization');
  });
});
