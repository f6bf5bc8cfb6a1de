import type { Database } from 'better-sqlite3';

interface ContentRow {
  id: number;
  slug: string;
  title: string;
  description: string | null;
  content_type: 'film' | 'series';
  has_multiple_episodes: number;
  poster_path: string | null;
  year: number | null;
  kinopoisk_id: number | null;
  kinopoisk_rating: number | null;
  imdb_id: string | null;
  imdb_rating: number | null;
  countries: string;
  languages: string;
  allowed_domains: string | null;
}

interface EpisodeRow {
  id: number;
  content_id: number;
  season_id: number | null;
  season_order: number | null;
  order_num: number;
  title: string;
  description: string | null;
  poster_path: string | null;
  duration: number | null;
  master_path: string;
  intro_start: number | null;
  intro_end: number | null;
  credits_start: number | null;
  seconds: number | null;
  updated_at: string | null;
  completed_at: string | null;
}

/** Makes a stored path absolute on the origin the request came to; absolute URLs stay as they are. */
export function absoluteUrl(origin: string, path: string): string;
export function absoluteUrl(origin: string, path: string | null): string | null;
export function absoluteUrl(origin: string, path: string | null): string | null {
  if (path === null) return null;
  return /^https?:\/\//.test(path) ? path : `${origin}${path}`;
}

function toContent(row: ContentRow, origin: string) {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    description: row.description,
    hasMultipleEpisodes: row.has_multiple_episodes === 1,
    posterUrl: absoluteUrl(origin, row.poster_path),
    contentType: { slug: row.content_type },
    kinopoiskId: row.kinopoisk_id,
    year: row.year,
    countries: (JSON.parse(row.countries) as string[]).map((slug) => ({ slug })),
    languages: (JSON.parse(row.languages) as string[]).map((code) => ({ code })),
    rating: {
      kinopoisk: { value: row.kinopoisk_rating },
      imdb: {
        value: row.imdb_rating,
        url: row.imdb_id && `https://www.imdb.com/title/${row.imdb_id}/`,
      },
    },
  };
}

/** An episode as the API answers it; its stream on streamOrigin (a media CDN, or this server). */
function toEpisode(row: EpisodeRow, origin: string, streamOrigin = origin) {
  return {
    id: row.id,
    contentId: row.content_id,
    order: row.order_num,
    season: row.season_id === null ? null : { id: row.season_id, order: row.season_order ?? 0 },
    title: row.title,
    description: row.description,
    posterPath: absoluteUrl(origin, row.poster_path),
    duration: row.duration,
    watchProgress: row.seconds,
    watchedAt: row.updated_at,
    isCompleted: row.completed_at !== null,
    m3u8MasterFilePath: absoluteUrl(streamOrigin, row.master_path),
    // The intro and credits markers are optional in the contract: absent, not null, when unknown.
    ...(row.intro_start !== null && { introStart: row.intro_start }),
    ...(row.intro_end !== null && { introEnd: row.intro_end }),
    ...(row.credits_start !== null && { creditsStart: row.credits_start }),
  };
}

export type ContentView = ReturnType<typeof toContent>;
export type EpisodeView = ReturnType<typeof toEpisode>;

// Episodes with the viewer's progress; a NULL viewer matches no progress row.
const episodeSelect = `
  SELECT e.id, e.content_id, e.season_id, s.order_num AS season_order, e.order_num, e.title,
    e.description, e.poster_path, e.duration, e.master_path, e.intro_start, e.intro_end,
    e.credits_start, p.seconds, p.updated_at, c.completed_at
  FROM episodes e
  LEFT JOIN seasons s ON s.id = e.season_id
  LEFT JOIN time_progress p ON p.episode_id = e.id AND p.viewer = @viewer
  LEFT JOIN completed_episodes c ON c.episode_id = e.id AND c.viewer = @viewer`;
const episodeOrder = 'ORDER BY coalesce(s.order_num, 0), e.order_num, e.id';

/** Read and write access to the catalogue and the viewers' progress. */
/** mediaOrigin: where streams are served, when not from each request's own origin. */
export function createCatalogueStore(db: Database, mediaOrigin?: string) {
  const contentById = db.prepare<[number], ContentRow>('SELECT * FROM contents WHERE id = ?');
  const episodesOf = db.prepare<{ content: number; viewer: string | null }, EpisodeRow>(
    `${episodeSelect} WHERE e.content_id = @content ${episodeOrder}`,
  );
  const episodeById = db.prepare<{ id: number; viewer: string | null }, EpisodeRow>(
    `${episodeSelect} WHERE e.id = @id`,
  );

  return {
    contentRow: (id: number) => contentById.get(id),
    content(id: number, origin: string) {
      const row = contentById.get(id);
      return row && toContent(row, origin);
    },
    contentsBy(where: string, params: unknown[], origin: string) {
      return db
        .prepare<unknown[], ContentRow>(`SELECT * FROM contents ${where}`)
        .all(...params)
        .map((row) => toContent(row, origin));
    },
    episodes(contentId: number, viewer: string | undefined, origin: string) {
      return episodesOf
        .all({ content: contentId, viewer: viewer ?? null })
        .map((row) => toEpisode(row, origin, mediaOrigin));
    },
    episode(id: number, viewer: string | undefined, origin: string) {
      const row = episodeById.get({ id, viewer: viewer ?? null });
      return row && toEpisode(row, origin, mediaOrigin);
    },
    seasons(contentId: number) {
      return db
        .prepare<
          [number],
          { id: number; content_id: number; order_num: number; title: string; count: number }
        >(
          `SELECT s.id, s.content_id, s.order_num, s.title, count(e.id) AS count
           FROM seasons s LEFT JOIN episodes e ON e.season_id = s.id
           WHERE s.content_id = ? GROUP BY s.id ORDER BY s.order_num`,
        )
        .all(contentId)
        .map((row) => ({
          id: row.id,
          contentId: row.content_id,
          order: row.order_num,
          title: row.title,
          episodesCount: row.count,
        }));
    },
    /** NULL allowed_domains means everywhere; a list means those hosts and their subdomains. */
    isAvailable(row: ContentRow, domain: string): boolean {
      if (row.allowed_domains === null) return true;
      const host = domain.toLowerCase();
      return (JSON.parse(row.allowed_domains) as string[]).some(
        (allowed) => host === allowed || host.endsWith(`.${allowed}`),
      );
    },
    saveProgress(viewer: string, contentId: number, episodeId: number, seconds: number) {
      db.prepare(
        `INSERT INTO time_progress (viewer, episode_id, content_id, seconds, updated_at)
         VALUES (?, ?, ?, ?, ?)
         ON CONFLICT (viewer, episode_id) DO UPDATE SET seconds = excluded.seconds,
           updated_at = excluded.updated_at`,
      ).run(viewer, episodeId, contentId, seconds, new Date().toISOString());
    },
    setCompleted(viewer: string, contentId: number, episodeId: number, completed: boolean) {
      if (completed) {
        db.prepare(
          `INSERT OR IGNORE INTO completed_episodes (viewer, episode_id, content_id, completed_at)
           VALUES (?, ?, ?, ?)`,
        ).run(viewer, episodeId, contentId, new Date().toISOString());
      } else {
        db.prepare('DELETE FROM completed_episodes WHERE viewer = ? AND episode_id = ?').run(
          viewer,
          episodeId,
        );
      }
    },
    lastWatchedEpisodeId(viewer: string, contentId: number): number | undefined {
      const row = db
        .prepare<[string, number], { episode_id: number }>(
          `SELECT episode_id FROM time_progress WHERE viewer = ? AND content_id = ?
           ORDER BY updated_at DESC, rowid DESC LIMIT 1`,
        )
        .get(viewer, contentId);
      return row?.episode_id;
    },
    addHistory(
      viewer: string,
      contentId: number,
      episodeId: number | null,
      seconds: number,
      duration: number | null,
    ) {
      const createdAt = new Date().toISOString();
      const { lastInsertRowid } = db
        .prepare(
          `INSERT INTO history (viewer, content_id, episode_id, seconds, duration, created_at)
           VALUES (?, ?, ?, ?, ?, ?)`,
        )
        .run(viewer, contentId, episodeId, seconds, duration, createdAt);
      return {
        id: Number(lastInsertRowid),
        contentId,
        episodeId,
        time: seconds,
        duration,
        createdAt,
      };
    },
    history(
      viewer: string,
      titleQuery: string | undefined,
      offset: number,
      limit: number,
      origin: string,
    ) {
      const rows = db
        .prepare<
          unknown[],
          {
            id: number;
            content_id: number;
            episode_id: number | null;
            seconds: number;
            duration: number | null;
            created_at: string;
          }
        >(
          `SELECT h.* FROM history h JOIN contents c ON c.id = h.content_id
           WHERE h.viewer = ? AND (? IS NULL OR c.title LIKE '%' || ? || '%')
           ORDER BY h.id DESC LIMIT ? OFFSET ?`,
        )
        .all(viewer, titleQuery ?? null, titleQuery ?? null, limit, offset);
      return rows.map((row) => ({
        id: row.id,
        contentId: row.content_id,
        episodeId: row.episode_id,
        time: row.seconds,
        duration: row.duration,
        createdAt: row.created_at,
        content: toContent(contentById.get(row.content_id) as ContentRow, origin),
      }));
    },
  };
}

export type CatalogueStore = ReturnType<typeof createCatalogueStore>;
