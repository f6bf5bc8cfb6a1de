import type { Database } from 'better-sqlite3';

/** Accounts the demo seeds; the admin's password is ADMIN_PASSWORD's, or one generated on first start. */
export const seededAccounts = {
  admin: { email: 'admin@example.com', name: 'Администратор', role: 'admin' },
  viewer: {
    email: 'viewer@example.com',
    name: 'Зритель',
    role: 'user',
    password: 'viewer-password',
    // scrypt (N=2^17, r=8, p=1) of the published demo password, made once: every start (and every
    // test server) would otherwise spend a hash on it.
    passwordHash:
      'scrypt$131072$8$1$41ffe51bf6aec9bb21500ab9ff4196be$812875565e89f5cdfb784f761bbeb951d12b5dcedb7cfd2c61c1902e1025293e',
  },
} as const;

interface SeedContent {
  id: number;
  slug: string;
  title: string;
  description: string;
  type: 'film' | 'series';
  year: number;
  kinopoisk: [id: number, rating: number];
  imdb: [id: string, rating: number];
  countries: string[];
  languages: string[];
  allowedDomains: string[] | null;
  /** Its poster when not /media/posters/content-<id>.jpg. */
  poster?: string;
  /**
   * Its genres, categories and tags by id, for contents seeded after migration 002 wrote the
   * links of contents 1 to 5: seeded with the content, so a database has both or neither.
   */
  links?: { genres: number[]; categories: number[]; tags: number[] };
}

const contents: SeedContent[] = [
  {
    id: 1,
    slug: 'test-film',
    title: 'Тестовый фильм',
    description: 'Испытательная таблица: два дубляжа, субтитры на двух языках, два качества.',
    type: 'film',
    year: 2024,
    kinopoisk: [1000001, 7.4],
    imdb: ['tt0000001', 7.1],
    countries: ['ru'],
    languages: ['ru', 'en'],
    allowedDomains: null,
  },
  {
    id: 2,
    slug: 'test-series',
    title: 'Тестовый сериал',
    description: 'Два сезона: три серии в первом и две во втором.',
    type: 'series',
    year: 2025,
    kinopoisk: [1000002, 8.2],
    imdb: ['tt0000002', 8.0],
    countries: ['ru', 'kz'],
    languages: ['ru'],
    allowedDomains: null,
  },
  {
    id: 3,
    slug: 'blocked-film',
    title: 'Недоступный фильм',
    description: 'Недоступен ни на одном домене.',
    type: 'film',
    year: 2023,
    kinopoisk: [1000003, 6.5],
    imdb: ['tt0000003', 6.3],
    countries: ['us'],
    languages: ['en'],
    allowedDomains: [],
  },
  {
    id: 4,
    slug: 'empty-series',
    title: 'Сериал без серий',
    description: 'Сериал, у которого пока нет ни одной серии.',
    type: 'series',
    year: 2026,
    kinopoisk: [1000004, 5.0],
    imdb: ['tt0000004', 5.0],
    countries: ['ru'],
    languages: ['ru'],
    allowedDomains: null,
  },
  {
    id: 5,
    slug: 'broken-playlist-film',
    title: 'Фильм с битым плейлистом',
    description: 'Его мастер-плейлист не загружается.',
    type: 'film',
    year: 2022,
    kinopoisk: [1000005, 4.2],
    imdb: ['tt0000005', 4.0],
    countries: ['ru'],
    languages: ['ru'],
    allowedDomains: null,
  },
  {
    id: 6,
    slug: 'protected-film',
    title: 'Защищённый фильм',
    description:
      'Та же испытательная таблица, зашифрованная: ключ выдаёт сервер лицензий Clear Key.',
    type: 'film',
    year: 2024,
    kinopoisk: [1000006, 7.0],
    imdb: ['tt0000006', 6.8],
    countries: ['ru'],
    languages: ['ru'],
    allowedDomains: null,
    // Film 1's picture, encrypted (media/films/film-6): its poster too.
    poster: '/media/posters/content-1.jpg',
    // Thriller; popular films; the test pattern.
    links: { genres: [3], categories: [1], tags: [1] },
  },
  {
    id: 7,
    slug: 'two-cdn-film',
    title: 'Фильм с двух CDN',
    description:
      'Та же испытательная таблица с двух CDN: порядок задаёт сервер Content Steering, а если один CDN откажет, показ продолжится с другого.',
    type: 'film',
    year: 2024,
    kinopoisk: [1000007, 6.9],
    imdb: ['tt0000007', 6.7],
    countries: ['ru'],
    languages: ['ru'],
    allowedDomains: null,
    // Film 1's picture from the CDN stand-ins (media/films/film-7): its poster too.
    poster: '/media/posters/content-1.jpg',
    // As film 6: thriller; popular films; the test pattern.
    links: { genres: [3], categories: [1], tags: [1] },
  },
  {
    id: 8,
    slug: 'redundant-streams-film',
    title: 'Фильм с резервными потоками',
    description:
      'Та же испытательная таблица, каждое качество дважды: с CDN A и резервной копией с CDN B, на которую плеер уходит, если CDN A откажет.',
    type: 'film',
    year: 2024,
    kinopoisk: [1000008, 6.8],
    imdb: ['tt0000008', 6.6],
    countries: ['ru'],
    languages: ['ru'],
    allowedDomains: null,
    // Film 1's picture as redundant variants (media/films/film-8): its poster too.
    poster: '/media/posters/content-1.jpg',
    links: { genres: [3], categories: [1], tags: [1] },
  },
];

const seasons = [
  { id: 21, contentId: 2, order: 1 },
  { id: 22, contentId: 2, order: 2 },
];

// Where series 2's 20 s episodes have their intro and credits (seconds): all but the first (its
// next episode follows at the very end) and, for credits, the last (no next episode to offer).
const episodes = [
  {
    id: 101,
    contentId: 1,
    seasonId: null,
    order: 1,
    title: 'Тестовый фильм',
    description: 'Фильм целиком.',
    poster: '/media/posters/content-1.jpg',
    duration: 30,
    master: '/media/films/film-1/master.json',
  },
  {
    id: 201,
    contentId: 2,
    seasonId: 21,
    order: 1,
    title: '1. Пилот',
    description: '1. Всё начинается.',
    poster: '/media/posters/s1e1.jpg',
    duration: 20,
    master: '/media/series/s1e1/master.m3u8',
  },
  {
    id: 202,
    contentId: 2,
    seasonId: 21,
    order: 2,
    title: '2. Второй шаг',
    description: '2. Герои знакомятся.',
    poster: '/media/posters/s1e2.jpg',
    duration: 20,
    master: '/media/series/s1e2/master.m3u8',
    markers: { introStart: 1, introEnd: 6, creditsStart: 14 },
  },
  {
    id: 203,
    contentId: 2,
    seasonId: 21,
    order: 3,
    title: '3. Развязка сезона',
    description: '3. Всё решается.',
    poster: '/media/posters/s1e3.jpg',
    duration: 20,
    master: '/media/series/s1e3/master.m3u8',
    markers: { introStart: 1, introEnd: 6, creditsStart: 14 },
  },
  {
    id: 204,
    contentId: 2,
    seasonId: 22,
    order: 1,
    title: '1. Новое начало',
    description: '1. Прошёл год.',
    poster: '/media/posters/s2e1.jpg',
    duration: 20,
    master: '/media/series/s2e1/master.m3u8',
    markers: { introStart: 2, introEnd: 7, creditsStart: 15 },
  },
  {
    id: 205,
    contentId: 2,
    seasonId: 22,
    order: 2,
    title: '2. Финал',
    description: '2. Последняя серия.',
    poster: '/media/posters/s2e2.jpg',
    duration: 20,
    master: '/media/series/s2e2/master.m3u8',
    markers: { introStart: 1, introEnd: 5 },
  },
  {
    id: 301,
    contentId: 3,
    seasonId: null,
    order: 1,
    title: 'Недоступный фильм',
    description: null,
    poster: '/media/posters/content-3.jpg',
    duration: 30,
    master: '/media/films/film-1/master.m3u8',
  },
  {
    id: 501,
    contentId: 5,
    seasonId: null,
    order: 1,
    title: 'Фильм с битым плейлистом',
    description: null,
    poster: '/media/posters/content-5.jpg',
    duration: 30,
    master: '/media/films/missing/master.m3u8',
  },
  {
    id: 601,
    contentId: 6,
    seasonId: null,
    order: 1,
    title: 'Защищённый фильм',
    description: 'Фильм целиком, под Clear Key.',
    poster: '/media/posters/content-1.jpg',
    duration: 30,
    master: '/media/films/film-6/master.json',
  },
  {
    id: 701,
    contentId: 7,
    seasonId: null,
    order: 1,
    title: 'Фильм с двух CDN',
    description: 'Фильм целиком, с двух CDN.',
    poster: '/media/posters/content-1.jpg',
    duration: 30,
    master: '/media/films/film-7/master.json',
  },
  {
    id: 801,
    contentId: 8,
    seasonId: null,
    order: 1,
    title: 'Фильм с резервными потоками',
    description: 'Фильм целиком, с резервной копией на втором CDN.',
    poster: '/media/posters/content-1.jpg',
    duration: 30,
    master: '/media/films/film-8/master.json',
  },
];

/** The admin account of a fresh database, demo or not. */
export function seedAdmin(db: Database, adminPasswordHash: string): void {
  const { admin } = seededAccounts;
  db.prepare(
    'INSERT INTO users (email, name, password_hash, role, created_at) VALUES (?, ?, ?, ?, ?)',
  ).run(admin.email, admin.name, adminPasswordHash, admin.role, new Date().toISOString());
}

/** Fills a fresh database with the demo catalogue of the product contract and the demo viewer. */
export function seedDemo(db: Database): void {
  const now = new Date().toISOString();
  const insertContent = db.prepare(`
    INSERT INTO contents (id, slug, title, description, content_type, has_multiple_episodes,
      poster_path, year, kinopoisk_id, kinopoisk_rating, imdb_id, imdb_rating, countries,
      languages, allowed_domains)
    VALUES (@id, @slug, @title, @description, @type, @multiple, @poster, @year, @kinopoiskId,
      @kinopoiskRating, @imdbId, @imdbRating, @countries, @languages, @allowedDomains)`);
  const insertSeason = db.prepare(
    'INSERT INTO seasons (id, content_id, order_num, title) VALUES (?, ?, ?, ?)',
  );
  const insertEpisode = db.prepare(`
    INSERT INTO episodes (id, content_id, season_id, order_num, title, description, poster_path,
      duration, master_path, intro_start, intro_end, credits_start)
    VALUES (@id, @contentId, @seasonId, @order, @title, @description, @poster, @duration, @master,
      @introStart, @introEnd, @creditsStart)`);
  const insertLinks = {
    genres: db.prepare('INSERT INTO content_genres (content_id, genre_id) VALUES (?, ?)'),
    categories: db.prepare(
      'INSERT INTO content_categories (category_id, content_id) VALUES (?, ?)',
    ),
    tags: db.prepare('INSERT INTO content_tags (content_id, tag_id) VALUES (?, ?)'),
  };
  const insertUser = db.prepare(
    'INSERT INTO users (email, name, password_hash, role, created_at) VALUES (?, ?, ?, ?, ?)',
  );

  db.transaction(() => {
    for (const content of contents) {
      insertContent.run({
        id: content.id,
        slug: content.slug,
        title: content.title,
        description: content.description,
        type: content.type,
        multiple: content.type === 'series' ? 1 : 0,
        poster: content.poster ?? `/media/posters/content-${content.id}.jpg`,
        year: content.year,
        kinopoiskId: content.kinopoisk[0],
        kinopoiskRating: content.kinopoisk[1],
        imdbId: content.imdb[0],
        imdbRating: content.imdb[1],
        countries: JSON.stringify(content.countries),
        languages: JSON.stringify(content.languages),
        allowedDomains: content.allowedDomains && JSON.stringify(content.allowedDomains),
      });
      const { genres = [], categories = [], tags = [] } = content.links ?? {};
      for (const genre of genres) insertLinks.genres.run(content.id, genre);
      for (const category of categories) insertLinks.categories.run(category, content.id);
      for (const tag of tags) insertLinks.tags.run(content.id, tag);
    }
    for (const season of seasons) {
      insertSeason.run(season.id, season.contentId, season.order, `Сезон ${season.order}`);
    }
    for (const { markers, ...episode } of episodes) {
      insertEpisode.run({
        ...episode,
        introStart: markers?.introStart ?? null,
        introEnd: markers?.introEnd ?? null,
        creditsStart: markers?.creditsStart ?? null,
      });
    }
    const { viewer } = seededAccounts;
    insertUser.run(viewer.email, viewer.name, viewer.passwordHash, viewer.role, now);
  })();
}
