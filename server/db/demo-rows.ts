import type { Database } from 'better-sqlite3';

/**
 * The rows migration 002 brought for the demo catalogue (its contents' links, people, subtitles,
 * promo slides, releases, playlists and reviews by the demo accounts), in the order their
 * references allow. The dictionaries stay: content types, categories, genres, tags, countries,
 * languages and the kinds of people, a real catalogue's vocabulary too.
 */
const demoTables = [
  'review_votes',
  'reviews',
  'playlist_contents',
  'playlists',
  'episode_releases',
  'promo_slides',
  'subtitles',
  'content_persons',
  'persons',
  'voice_authors',
  'content_tags',
  'content_genres',
  'content_categories',
] as const;

/** Empties a fresh database's demo rows (SEED_DEMO=0), before anything else writes to it. */
export function removeDemoRows(db: Database): void {
  db.transaction(() => {
    for (const table of demoTables) db.prepare(`DELETE FROM ${table}`).run();
  })();
}
