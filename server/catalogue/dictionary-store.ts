import type { Database } from 'better-sqlite3';
import { absoluteUrl } from './catalogue-store';
import { registerLowerUnicode, type Paging } from './listing-store';

interface SubtitleRow {
  id: number;
  content_id: number;
  episode_id: number;
  language_code: string;
  label: string;
  path: string;
}

export interface PersonTypeRow {
  id: number;
  slug: string;
  title: string;
}

// How many contents list a value in a JSON array column of contents.
const countIn = (column: 'countries' | 'languages', value: string) =>
  `(SELECT count(*) FROM contents c, json_each(c.${column}) j WHERE j.value = ${value})`;

/** The catalogue's dictionaries: countries, languages, genres, tags, voices, subtitles, persons. */
export function createDictionaryStore(db: Database) {
  registerLowerUnicode(db);
  const toSubtitle = (origin: string) => (row: SubtitleRow) => ({
    id: row.id,
    contentId: row.content_id,
    episodeId: row.episode_id,
    language: row.language_code,
    label: row.label,
    url: absoluteUrl(origin, row.path),
  });

  return {
    /** Countries by title; query matches the title or the slug, case-insensitively. */
    countries(query: string | undefined, at: Paging) {
      const text = query?.trim().toLowerCase() || null;
      return db
        .prepare<[object], { slug: string; title: string; contentsCount: number }>(
          `SELECT slug, title, ${countIn('countries', 'countries.slug')} AS contentsCount
           FROM countries
           WHERE @text IS NULL OR instr(lower_unicode(title), @text) > 0 OR slug = @text
           ORDER BY title, slug LIMIT @limit OFFSET @offset`,
        )
        .all({ text, limit: at.size, offset: at.offset });
    },

    languages: () =>
      db
        .prepare<[], { code: string; title: string }>(
          'SELECT code, title FROM languages ORDER BY code',
        )
        .all(),

    genres: () =>
      db
        .prepare<[], { id: number; slug: string; title: string; contentsCount: number }>(
          `SELECT g.id, g.slug, g.title, count(c.id) AS contentsCount FROM genres g
           LEFT JOIN content_genres cg ON cg.genre_id = g.id
           LEFT JOIN contents c ON c.id = cg.content_id
           GROUP BY g.id ORDER BY g.title`,
        )
        .all(),

    tags: () =>
      db
        .prepare<[], { id: number; slug: string; title: string }>(
          'SELECT id, slug, title FROM tags ORDER BY title',
        )
        .all(),

    tag: (id: number) =>
      db
        .prepare<[number], { id: number; slug: string; title: string }>(
          'SELECT id, slug, title FROM tags WHERE id = ?',
        )
        .get(id),

    tagContentIds: (id: number) =>
      db
        .prepare<[number], { content_id: number }>(
          `SELECT ct.content_id FROM content_tags ct JOIN contents c ON c.id = ct.content_id
           WHERE ct.tag_id = ? ORDER BY ct.content_id`,
        )
        .all(id)
        .map(({ content_id }) => content_id),

    voiceAuthors: () =>
      db
        .prepare<[], { id: number; slug: string; title: string; language: string }>(
          'SELECT id, slug, title, language_code AS language FROM voice_authors ORDER BY id',
        )
        .all(),

    subtitles(filter: { contentId?: number; episodeId?: number }, origin: string) {
      return db
        .prepare<[object], SubtitleRow>(
          `SELECT * FROM subtitles
           WHERE (@contentId IS NULL OR content_id = @contentId)
             AND (@episodeId IS NULL OR episode_id = @episodeId)
           ORDER BY episode_id, id`,
        )
        .all({ contentId: filter.contentId ?? null, episodeId: filter.episodeId ?? null })
        .map(toSubtitle(origin));
    },

    personTypes: () =>
      db
        .prepare<[], PersonTypeRow>(
          'SELECT id, slug, title FROM person_types ORDER BY position, id',
        )
        .all(),

    personType: (slug: string) =>
      db
        .prepare<[string], PersonTypeRow>('SELECT id, slug, title FROM person_types WHERE slug = ?')
        .get(slug),

    /** The persons credited as the type in any content, by name. */
    personsOfType(typeId: number, at: Paging, origin: string) {
      return db
        .prepare<
          [number, number, number],
          { id: number; name: string; original_name: string | null; photo_path: string | null }
        >(
          `SELECT * FROM persons WHERE id IN
             (SELECT person_id FROM content_persons WHERE person_type_id = ?)
           ORDER BY name, id LIMIT ? OFFSET ?`,
        )
        .all(typeId, at.size, at.offset)
        .map((row) => ({
          id: row.id,
          name: row.name,
          originalName: row.original_name,
          photoUrl: absoluteUrl(origin, row.photo_path),
        }));
    },

    personExists: (id: number) =>
      db.prepare<[number], { id: number }>('SELECT id FROM persons WHERE id = ?').get(id) !==
      undefined,

    /** A person's credits, newest content first. */
    credits(personId: number) {
      return db
        .prepare<
          [number],
          {
            content_id: number;
            character: string | null;
            type_id: number;
            type_slug: string;
            type_title: string;
          }
        >(
          `SELECT cp.content_id, cp.character, t.id AS type_id, t.slug AS type_slug,
             t.title AS type_title
           FROM content_persons cp JOIN person_types t ON t.id = cp.person_type_id
           JOIN contents c ON c.id = cp.content_id
           WHERE cp.person_id = ? ORDER BY c.year DESC, c.id, t.position`,
        )
        .all(personId)
        .map((row) => ({
          contentId: row.content_id,
          character: row.character,
          personType: { id: row.type_id, slug: row.type_slug, title: row.type_title },
        }));
    },

    /** Released episodes, newest first, optionally of one content type. */
    freshEpisodes(contentType: string | undefined, at: Paging) {
      return db
        .prepare<[object], { episode_id: number; content_id: number; released_at: string }>(
          `SELECT r.episode_id, e.content_id, r.released_at FROM episode_releases r
           JOIN episodes e ON e.id = r.episode_id JOIN contents c ON c.id = e.content_id
           WHERE @type IS NULL OR c.content_type = @type
           ORDER BY r.released_at DESC, r.episode_id DESC LIMIT @limit OFFSET @offset`,
        )
        .all({ type: contentType ?? null, limit: at.size, offset: at.offset });
    },
  };
}

export type DictionaryStore = ReturnType<typeof createDictionaryStore>;
