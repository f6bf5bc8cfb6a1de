import type { Database } from 'better-sqlite3';
import type { ApiSchema } from '../api-schemas';
import type { Paging } from './listing-store';

interface ReviewRow {
  id: number;
  content_id: number;
  user_id: number;
  title: string | null;
  text: string;
  rating: number;
  created_at: string;
  updated_at: string | null;
  author_name: string | null;
  likes: number;
  dislikes: number;
}

export type ReviewInput = ApiSchema<'ReviewInput'>;

const reviewSelect = `
  SELECT r.*, u.name AS author_name,
    (SELECT count(*) FROM review_votes v WHERE v.review_id = r.id AND v.value = 1) AS likes,
    (SELECT count(*) FROM review_votes v WHERE v.review_id = r.id AND v.value = -1) AS dislikes
  FROM reviews r LEFT JOIN users u ON u.id = r.user_id`;

function toReview(row: ReviewRow) {
  return {
    id: row.id,
    contentId: row.content_id,
    // Demo reviews name seeded users; a database seeded otherwise may lack them.
    author: { id: row.user_id, name: row.author_name ?? 'Удалённый пользователь' },
    title: row.title,
    text: row.text,
    rating: row.rating,
    likes: row.likes,
    dislikes: row.dislikes,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export type ReviewView = ReturnType<typeof toReview>;

/** Viewers' reviews of contents and their votes on them. */
export function createReviewsStore(db: Database) {
  const byId = db.prepare<[number], ReviewRow>(`${reviewSelect} WHERE r.id = ?`);

  function review(id: number): ReviewView {
    return toReview(byId.get(id) as ReviewRow);
  }

  return {
    page(contentId: number, at: Paging) {
      const items = db
        .prepare<[number, number, number], ReviewRow>(
          `${reviewSelect} WHERE r.content_id = ? ORDER BY r.created_at DESC, r.id DESC
           LIMIT ? OFFSET ?`,
        )
        .all(contentId, at.size, at.offset)
        .map(toReview);
      const total =
        db
          .prepare<[number], { count: number }>(
            'SELECT count(*) AS count FROM reviews WHERE content_id = ?',
          )
          .get(contentId)?.count ?? 0;
      return { items, total, page: at.page, size: at.size };
    },

    /** The review, if it is one of the content's. */
    find(contentId: number, reviewId: number): ReviewView | undefined {
      const row = byId.get(reviewId);
      return row && row.content_id === contentId ? toReview(row) : undefined;
    },

    /** Adds the user's review of the content; undefined when they have one. */
    create(contentId: number, userId: number, input: ReviewInput): ReviewView | undefined {
      const existing = db
        .prepare<[number, number], { id: number }>(
          'SELECT id FROM reviews WHERE content_id = ? AND user_id = ?',
        )
        .get(contentId, userId);
      if (existing) return undefined;
      const { lastInsertRowid } = db
        .prepare(
          `INSERT INTO reviews (content_id, user_id, title, text, rating, created_at)
           VALUES (?, ?, ?, ?, ?, ?)`,
        )
        .run(contentId, userId, input.title ?? null, input.text, input.rating, now());
      return review(Number(lastInsertRowid));
    },

    /** Replaces the review's title, text and rating. */
    update(reviewId: number, input: ReviewInput): ReviewView {
      db.prepare(
        'UPDATE reviews SET title = ?, text = ?, rating = ?, updated_at = ? WHERE id = ?',
      ).run(input.title ?? null, input.text, input.rating, now(), reviewId);
      return review(reviewId);
    },

    remove(reviewId: number): void {
      db.prepare('DELETE FROM reviews WHERE id = ?').run(reviewId);
    },

    /** Sets the user's vote: 1 or -1; 0 removes it. */
    vote(reviewId: number, userId: number, value: -1 | 0 | 1): ReviewView {
      if (value === 0) {
        db.prepare('DELETE FROM review_votes WHERE review_id = ? AND user_id = ?').run(
          reviewId,
          userId,
        );
      } else {
        db.prepare(
          `INSERT INTO review_votes (review_id, user_id, value) VALUES (?, ?, ?)
           ON CONFLICT (review_id, user_id) DO UPDATE SET value = excluded.value`,
        ).run(reviewId, userId, value);
      }
      return review(reviewId);
    },
  };
}

const now = () => new Date().toISOString();
