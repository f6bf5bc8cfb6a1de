import { randomUUID } from 'node:crypto';
import type { Database } from 'better-sqlite3';
import { isoNow, type Clock } from '../clock';

/** What using a refresh token found: fine, or why the refresh is refused. */
export type RefreshUse = 'fresh' | 'reused' | 'unknown' | 'revoked';

/**
 * Sign-in sessions and their refresh tokens. Each refresh token is used once: a refresh marks it
 * used and the session gets a new one. A token used a second time means it was copied, so the
 * whole session (every refresh and access token of it) is revoked.
 */
export function createSessionStore(db: Database, clock: Clock) {
  const insertSession = db.prepare(
    'INSERT INTO auth_sessions (id, user_id, created_at) VALUES (?, ?, ?)',
  );
  const insertToken = db.prepare(
    'INSERT INTO refresh_tokens (id, session_id, expires_at) VALUES (?, ?, ?)',
  );
  const sessionById = db.prepare<[string], { user_id: number; revoked_at: string | null }>(
    'SELECT user_id, revoked_at FROM auth_sessions WHERE id = ?',
  );
  const tokenById = db.prepare<[string], { session_id: string; used_at: string | null }>(
    'SELECT session_id, used_at FROM refresh_tokens WHERE id = ?',
  );
  const markUsed = db.prepare('UPDATE refresh_tokens SET used_at = ? WHERE id = ?');
  const revokeSession = db.prepare(
    'UPDATE auth_sessions SET revoked_at = ? WHERE id = ? AND revoked_at IS NULL',
  );
  const pruneTokens = db.prepare('DELETE FROM refresh_tokens WHERE expires_at < ?');

  return {
    /** Starts a session for a user; returns its id. */
    start(userId: number): string {
      const id = randomUUID();
      const now = isoNow(clock);
      // Tokens past their expiry can never be presented again: no need to remember them.
      pruneTokens.run(now);
      insertSession.run(id, userId, now);
      return id;
    },

    /** Records a new refresh token of the session; returns its id (the JWT's jti). */
    addRefreshToken(sessionId: string, expiresAt: Date): string {
      const id = randomUUID();
      insertToken.run(id, sessionId, expiresAt.toISOString());
      return id;
    },

    /** True while the session is neither revoked nor someone else's. */
    isActive(sessionId: string, userId: number): boolean {
      const session = sessionById.get(sessionId);
      return session !== undefined && session.user_id === userId && session.revoked_at === null;
    },

    /** Uses a refresh token once (synchronously, so two refreshes cannot both pass). */
    useRefreshToken(tokenId: string, sessionId: string, userId: number): RefreshUse {
      const token = tokenById.get(tokenId);
      if (!token || token.session_id !== sessionId) return 'unknown';
      if (!this.isActive(sessionId, userId)) return 'revoked';
      const now = isoNow(clock);
      if (token.used_at !== null) {
        revokeSession.run(now, sessionId);
        return 'reused';
      }
      markUsed.run(now, tokenId);
      return 'fresh';
    },

    /** Ends a session: its refresh and access tokens stop working. */
    revoke(sessionId: string): void {
      revokeSession.run(isoNow(clock), sessionId);
    },
  };
}

export type SessionStore = ReturnType<typeof createSessionStore>;
