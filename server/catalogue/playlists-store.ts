import type { Database } from 'better-sqlite3';
import type { ApiSchema } from '../api-schemas';
import type { Paging } from './listing-store';

interface PlaylistRow {
  id: number;
  slug: string;
  title: string;
  description: string | null;
  owner_id: number | null;
  owner_name: string | null;
  contents_count: number;
  created_at: string;
}

// Only links to existing contents count: the demo rows name seeded ids without a foreign key.
const playlistSelect = `
  SELECT p.*, u.name AS owner_name,
    (SELECT count(*) FROM playlist_contents pc JOIN contents c ON c.id = pc.content_id
     WHERE pc.playlist_id = p.id) AS contents_count
  FROM playlists p LEFT JOIN users u ON u.id = p.owner_id`;

function toPlaylist(row: PlaylistRow) {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    description: row.description,
    owner:
      row.owner_id === null
        ? null
        : { id: row.owner_id, name: row.owner_name ?? 'Удалённый пользователь' },
    contentsCount: row.contents_count,
    createdAt: row.created_at,
  };
}

export type PlaylistView = ReturnType<typeof toPlaylist>;

/** Playlists: the editors' (no owner) and the users' own. */
export function createPlaylistsStore(db: Database) {
  const byId = db.prepare<[number], PlaylistRow>(`${playlistSelect} WHERE p.id = ?`);
  const bySlug = db.prepare<[string], PlaylistRow>(`${playlistSelect} WHERE p.slug = ?`);

  return {
    page(at: Paging) {
      const items = db
        .prepare<[number, number], PlaylistRow>(
          `${playlistSelect} ORDER BY p.created_at DESC, p.id DESC LIMIT ? OFFSET ?`,
        )
        .all(at.size, at.offset)
        .map(toPlaylist);
      const total =
        db.prepare<[], { count: number }>('SELECT count(*) AS count FROM playlists').get()?.count ??
        0;
      return { items, total, page: at.page, size: at.size };
    },

    byId(id: number): PlaylistView | undefined {
      const row = byId.get(id);
      return row && toPlaylist(row);
    },

    bySlug(slug: string): PlaylistView | undefined {
      const row = bySlug.get(slug);
      return row && toPlaylist(row);
    },

    /** Creates the playlist; undefined when the slug is taken. Without a slug it is playlist-<id>. */
    create(ownerId: number, input: ApiSchema<'NewPlaylist'>): PlaylistView | undefined {
      if (input.slug !== undefined && bySlug.get(input.slug)) return undefined;
      return db.transaction(() => {
        // A unique placeholder until the id is known.
        const slug = input.slug ?? `new-${Date.now()}-${Math.random().toString(36).slice(2)}`;
        const { lastInsertRowid } = db
          .prepare(
            `INSERT INTO playlists (slug, title, description, owner_id, created_at)
             VALUES (?, ?, ?, ?, ?)`,
          )
          .run(slug, input.title, input.description ?? null, ownerId, new Date().toISOString());
        const id = Number(lastInsertRowid);
        if (input.slug === undefined) {
          // A user may already have chosen playlist-<id> as their own slug.
          let free = `playlist-${id}`;
          for (let n = 2; bySlug.get(free); n += 1) free = `playlist-${id}-${n}`;
          db.prepare('UPDATE playlists SET slug = ? WHERE id = ?').run(free, id);
        }
        return toPlaylist(byId.get(id) as PlaylistRow);
      })();
    },

    /** Appends the content to the playlist, unless it is there already. */
    addContent(playlistId: number, contentId: number): PlaylistView {
      db.prepare(
        `INSERT OR IGNORE INTO playlist_contents (playlist_id, content_id, position, added_at)
         VALUES (?, ?, (SELECT coalesce(max(position), 0) + 1 FROM playlist_contents
           WHERE playlist_id = ?), ?)`,
      ).run(playlistId, contentId, playlistId, new Date().toISOString());
      return toPlaylist(byId.get(playlistId) as PlaylistRow);
    },
  };
}
