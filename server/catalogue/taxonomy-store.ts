import type { Database } from 'better-sqlite3';

export interface ContentTypeRow {
  id: number;
  slug: string;
  title: string;
}

interface CategoryRow {
  id: number;
  content_type_id: number;
  parent_id: number | null;
  slug: string;
  title: string;
  position: number;
  main_mart: number;
}

export interface CategoryNode {
  id: number;
  slug: string;
  title: string;
  children: CategoryNode[];
}

export interface MenuItem {
  title: string;
  typeSlug: string;
  categorySlug: string | null;
  children: MenuItem[];
}

const byPosition = 'ORDER BY position, id';

/** Content types and their categories, and what the categories' contents have. */
export function createTaxonomyStore(db: Database) {
  const typeById = db.prepare<[number], ContentTypeRow>('SELECT * FROM content_types WHERE id = ?');
  const categoriesOfType = db.prepare<[number], CategoryRow>(
    `SELECT * FROM categories WHERE content_type_id = ? ${byPosition}`,
  );

  function tree(rows: CategoryRow[], parentId: number | null): CategoryNode[] {
    return rows
      .filter((row) => row.parent_id === parentId)
      .map((row) => ({
        id: row.id,
        slug: row.slug,
        title: row.title,
        children: tree(rows, row.id),
      }));
  }

  return {
    types: () => db.prepare<[], ContentTypeRow>('SELECT * FROM content_types ORDER BY id').all(),
    type: (id: number) => typeById.get(id),
    typeBySlug: (slug: string) =>
      db.prepare<[string], ContentTypeRow>('SELECT * FROM content_types WHERE slug = ?').get(slug),

    categoryById: (id: number) =>
      db.prepare<[number], CategoryRow>('SELECT * FROM categories WHERE id = ?').get(id),

    /** The category of the type with the slug, with its direct subcategories. */
    category(typeId: number, slug: string) {
      const type = typeById.get(typeId);
      const row =
        type &&
        db
          .prepare<[number, string], CategoryRow>(
            'SELECT * FROM categories WHERE content_type_id = ? AND slug = ?',
          )
          .get(typeId, slug);
      if (!type || !row) return undefined;
      const children = categoriesOfType
        .all(typeId)
        .filter((child) => child.parent_id === row.id)
        .map((child) => ({ id: child.id, slug: child.slug, title: child.title }));
      return {
        id: row.id,
        slug: row.slug,
        title: row.title,
        parentId: row.parent_id,
        contentType: type,
        children,
      };
    },

    tree: (typeId: number) => tree(categoriesOfType.all(typeId), null),

    /** The showcase categories, by type then position, with the ids of their first contents. */
    mainMart(limit: number) {
      const rows = db
        .prepare<[], CategoryRow>(
          'SELECT * FROM categories WHERE main_mart = 1 ORDER BY content_type_id, position, id',
        )
        .all();
      const contentIds = db.prepare<[number, number], { content_id: number }>(
        `SELECT cc.content_id FROM content_categories cc JOIN contents c ON c.id = cc.content_id
         WHERE cc.category_id = ? ORDER BY cc.content_id LIMIT ?`,
      );
      return rows.map((row) => ({
        id: row.id,
        slug: row.slug,
        title: row.title,
        contentType: typeById.get(row.content_type_id) as ContentTypeRow,
        contentIds: contentIds.all(row.id, limit).map(({ content_id }) => content_id),
      }));
    },

    /** The genres, countries, languages and years that the category's contents have. */
    filters(categoryId: number) {
      const inCategory = 'SELECT content_id FROM content_categories WHERE category_id = @id';
      const params = { id: categoryId };
      const genres = db
        .prepare<[object], { id: number; slug: string; title: string; contentsCount: number }>(
          `SELECT g.id, g.slug, g.title, count(*) AS contentsCount FROM genres g
           JOIN content_genres cg ON cg.genre_id = g.id
           WHERE cg.content_id IN (${inCategory}) GROUP BY g.id ORDER BY g.title`,
        )
        .all(params);
      const listed = (column: 'countries' | 'languages') =>
        `SELECT j.value AS value, count(*) AS count FROM contents c, json_each(c.${column}) j
         WHERE c.id IN (${inCategory}) GROUP BY j.value`;
      const countries = db
        .prepare<[object], { slug: string; title: string; contentsCount: number }>(
          `SELECT l.value AS slug, coalesce(t.title, l.value) AS title, l.count AS contentsCount
           FROM (${listed('countries')}) l LEFT JOIN countries t ON t.slug = l.value
           ORDER BY title`,
        )
        .all(params);
      const languages = db
        .prepare<[object], { code: string; title: string }>(
          `SELECT l.value AS code, coalesce(t.title, l.value) AS title
           FROM (${listed('languages')}) l LEFT JOIN languages t ON t.code = l.value ORDER BY code`,
        )
        .all(params);
      const years = db
        .prepare<[object], { min: number | null; max: number | null }>(
          `SELECT min(year) AS min, max(year) AS max FROM contents WHERE id IN (${inCategory})`,
        )
        .get(params) ?? { min: null, max: null };
      return { categoryId, genres, countries, languages, years };
    },

    /** Each content type with its top categories. */
    menu(): MenuItem[] {
      return db
        .prepare<[], ContentTypeRow>('SELECT * FROM content_types ORDER BY id')
        .all()
        .map((type) => ({
          title: type.title,
          typeSlug: type.slug,
          categorySlug: null,
          children: tree(categoriesOfType.all(type.id), null).map((category) => ({
            title: category.title,
            typeSlug: type.slug,
            categorySlug: category.slug,
            children: [],
          })),
        }));
    },
  };
}

export type TaxonomyStore = ReturnType<typeof createTaxonomyStore>;
