import type { Database } from 'better-sqlite3';
import type { ApiSchema } from '../api-schemas';
import { absoluteUrl, type CatalogueStore, type ContentView } from './catalogue-store';

/** A page request as the more-catalogue bodies carry it; both fields are optional. */
export interface PageBody {
  page?: number;
  size?: number;
}

export interface Paging {
  page: number;
  size: number;
  offset: number;
}

/** The page, size and row offset a body asks for, with the document's defaults. */
export function paging(body: PageBody | undefined): Paging {
  const page = body?.page ?? 0;
  const size = body?.size ?? 20;
  return { page, size, offset: page * size };
}

/** The filters of POST /contents: its body without the page. */
export type ContentFilter = Omit<ApiSchema<'ContentFilter'>, 'page' | 'size'>;

const sortOrders: Record<NonNullable<ContentFilter['sort']>, string> = {
  id: 'id',
  newest: 'year DESC NULLS LAST, id',
  rating: 'kinopoisk_rating DESC NULLS LAST, id',
  title: 'title, id',
};

// Every filter is a named parameter; NULL switches it off.
const filterWhere = `
  WHERE (@contentType IS NULL OR content_type = @contentType)
    AND (@categoryId IS NULL
      OR id IN (SELECT content_id FROM content_categories WHERE category_id = @categoryId))
    AND (@genre IS NULL OR id IN (SELECT cg.content_id FROM content_genres cg
      JOIN genres g ON g.id = cg.genre_id WHERE g.slug = @genre))
    AND (@tag IS NULL OR id IN (SELECT ct.content_id FROM content_tags ct
      JOIN tags t ON t.id = ct.tag_id WHERE t.slug = @tag))
    AND (@country IS NULL
      OR EXISTS (SELECT 1 FROM json_each(contents.countries) WHERE value = @country))
    AND (@language IS NULL
      OR EXISTS (SELECT 1 FROM json_each(contents.languages) WHERE value = @language))
    AND (@personId IS NULL
      OR id IN (SELECT content_id FROM content_persons WHERE person_id = @personId))
    AND (@yearFrom IS NULL OR year >= @yearFrom)
    AND (@yearTo IS NULL OR year <= @yearTo)`;

// Contents that play on at least one domain ('[]' means on none).
export const playsSomewhere = "(allowed_domains IS NULL OR allowed_domains <> '[]')";

/** Adds lower_unicode(text) to the connection: SQLite's lower() folds ASCII only, titles are Russian. */
export function registerLowerUnicode(db: Database): void {
  db.function('lower_unicode', { deterministic: true }, (text: unknown) =>
    typeof text === 'string' ? text.toLowerCase() : text,
  );
}

/** Lists of contents beyond the player's calls: filters, search, promo, categories. */
export function createListingStore(db: Database, catalogue: CatalogueStore) {
  registerLowerUnicode(db);

  function countWhere(where: string, params: object): number {
    const row = db
      .prepare<[object], { count: number }>(`SELECT count(*) AS count FROM contents ${where}`)
      .get(params);
    return row?.count ?? 0;
  }

  function pageWhere(where: string, params: object, order: string, at: Paging, origin: string) {
    const items = catalogue.contentsBy(
      `${where} ORDER BY ${order} LIMIT @limit OFFSET @offset`,
      [{ ...params, limit: at.size, offset: at.offset }],
      origin,
    );
    return { items, total: countWhere(where, params), page: at.page, size: at.size };
  }

  return {
    filter(filter: ContentFilter, at: Paging, origin: string): ContentView[] {
      const params = {
        contentType: filter.contentType ?? null,
        categoryId: filter.categoryId ?? null,
        genre: filter.genre ?? null,
        tag: filter.tag ?? null,
        country: filter.country ?? null,
        language: filter.language ?? null,
        personId: filter.personId ?? null,
        yearFrom: filter.yearFrom ?? null,
        yearTo: filter.yearTo ?? null,
      };
      return pageWhere(filterWhere, params, sortOrders[filter.sort ?? 'id'], at, origin).items;
    },

    search(query: string, at: Paging, origin: string) {
      const where = `WHERE instr(lower_unicode(title), @query) > 0
        OR instr(lower_unicode(coalesce(description, '')), @query) > 0`;
      return pageWhere(where, { query: query.trim().toLowerCase() }, 'id', at, origin);
    },

    inCategory(categoryId: number, at: Paging, origin: string) {
      const where =
        'WHERE id IN (SELECT content_id FROM content_categories WHERE category_id = @id)';
      return pageWhere(where, { id: categoryId }, 'id', at, origin);
    },

    inPlaylist(playlistId: number, at: Paging, origin: string) {
      const from = 'FROM playlist_contents WHERE playlist_id = @id';
      const where = `WHERE id IN (SELECT content_id ${from})`;
      const order = `(SELECT position ${from} AND content_id = contents.id), id`;
      return pageWhere(where, { id: playlistId }, order, at, origin);
    },

    mostRelevant(limit: number, origin: string): ContentView[] {
      return catalogue.contentsBy(
        `WHERE ${playsSomewhere} ORDER BY kinopoisk_rating DESC NULLS LAST, id LIMIT ?`,
        [limit],
        origin,
      );
    },

    bySlug: (slug: string, origin: string): ContentView | undefined =>
      catalogue.contentsBy('WHERE slug = ?', [slug], origin)[0],

    byKinopoiskId: (id: number, origin: string): ContentView | undefined =>
      catalogue.contentsBy('WHERE kinopoisk_id = ? ORDER BY id LIMIT 1', [id], origin)[0],

    promoSlides(origin: string) {
      return db
        .prepare<
          [],
          {
            id: number;
            content_id: number;
            position: number;
            headline: string;
            image: string | null;
          }
        >(
          `SELECT p.id, p.content_id, p.position, p.headline, p.image_path AS image
           FROM promo_slides p JOIN contents c ON c.id = p.content_id ORDER BY p.position, p.id`,
        )
        .all()
        .map((row) => ({
          id: row.id,
          position: row.position,
          headline: row.headline,
          imageUrl: absoluteUrl(origin, row.image),
          content: catalogue.content(row.content_id, origin) as ContentView,
        }));
    },
  };
}

export type ListingStore = ReturnType<typeof createListingStore>;
