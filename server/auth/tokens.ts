import { randomBytes } from 'node:crypto';
import type { Database } from 'better-sqlite3';
import { SignJWT, errors as joseErrors, jwtVerify } from 'jose';
import type { Clock } from '../clock';
import { HttpError } from '../http-error';
import { createSessionStore } from './auth-sessions';
import type { UserRow, UserStore } from './users';

/** How long a refresh token (and so a session left alone) lives. */
export const refreshTtlSeconds = 30 * 24 * 3600;

interface TokenClaims {
  sub: string;
  typ: 'access' | 'refresh';
  /** The user's token version: a password change or a block bumps it. */
  ver: number;
  /** The sign-in session: sign-out or a reused refresh token revokes it. */
  sid: string;
  /** A refresh token's own id, each usable once. */
  jti?: string;
}

/** A refresh token that checked out, not yet used. */
export interface VerifiedRefresh {
  user: UserRow;
  sessionId: string;
  tokenId: string;
}

/**
 * Issues and checks the JWTs (HS256): short-lived access tokens and refresh tokens that rotate.
 * Every token must carry exp; each belongs to a sign-in session that can be revoked.
 */
export function createTokenService(
  db: Database,
  users: UserStore,
  accessTtlSeconds: number,
  clock: Clock,
) {
  const key = signingKey(db);
  const sessions = createSessionStore(db, clock);
  const nowSeconds = () => Math.floor(clock.now() / 1000);

  function sign(claims: Omit<TokenClaims, 'sub'>, user: UserRow, ttl: number): Promise<string> {
    const extra = claims.typ === 'access' ? { role: user.role, name: user.name } : {};
    return new SignJWT({ ...claims, ...extra })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(user.id))
      .setIssuedAt(nowSeconds())
      .setExpirationTime(nowSeconds() + ttl)
      .sign(key);
  }

  async function pair(user: UserRow, sessionId: string) {
    const ver = user.token_version;
    const refreshExpiry = new Date(clock.now() + refreshTtlSeconds * 1000);
    const jti = sessions.addRefreshToken(sessionId, refreshExpiry);
    return {
      accessToken: await sign({ typ: 'access', ver, sid: sessionId }, user, accessTtlSeconds),
      refreshToken: await sign(
        { typ: 'refresh', ver, sid: sessionId, jti },
        user,
        refreshTtlSeconds,
      ),
    };
  }

  /** The claims and user of a token, if it is valid, of the right kind, current and not blocked. */
  async function verify(token: string, typ: TokenClaims['typ']) {
    let claims: Partial<TokenClaims>;
    try {
      ({ payload: claims } = await jwtVerify<Partial<TokenClaims>>(token, key, {
        algorithms: ['HS256'],
        // Expiry by the server's clock (a test's clock jumps ahead instead of sleeping).
        currentDate: new Date(clock.now()),
        // A token without exp would never expire: refused.
        requiredClaims: ['exp', 'iat', 'sub'],
      }));
    } catch (error) {
      if (error instanceof joseErrors.JWTExpired)
        throw new HttpError(401, `The ${typ} token has expired`);
      throw new HttpError(401, `The ${typ} token is not valid`);
    }
    const wellFormed =
      claims.typ === typ &&
      typeof claims.sid === 'string' &&
      (typ === 'access' || typeof claims.jti === 'string');
    const user = wellFormed ? users.findById(Number(claims.sub)) : undefined;
    if (!user || claims.ver !== user.token_version) {
      throw new HttpError(401, `The ${typ} token is not valid any more`);
    }
    if (user.blocked) throw new HttpError(403, 'The user is blocked');
    return { user, sessionId: claims.sid as string, tokenId: claims.jti ?? '' };
  }

  return {
    /** A new session's token pair. */
    issuePair: (user: UserRow) => pair(user, sessions.start(user.id)),

    /** The user of a valid access token whose session is still open. */
    async verifyAccess(token: string): Promise<UserRow> {
      const { user, sessionId } = await verify(token, 'access');
      if (!sessions.isActive(sessionId, user.id)) {
        throw new HttpError(401, 'The access token is not valid any more: its session has ended');
      }
      return user;
    },

    /** Checks a refresh token without using it. */
    verifyRefresh: (token: string): Promise<VerifiedRefresh> => verify(token, 'refresh'),

    /** Uses a checked refresh token once and answers the session's next pair. */
    async rotate({ user, sessionId, tokenId }: VerifiedRefresh) {
      const use = sessions.useRefreshToken(tokenId, sessionId, user.id);
      if (use === 'reused') {
        throw new HttpError(
          401,
          'The refresh token was used before: the session is ended, sign in again',
        );
      }
      if (use !== 'fresh') throw new HttpError(401, 'The refresh token is not valid any more');
      return pair(user, sessionId);
    },

    /** Ends the session of a refresh token (sign-out). */
    async endSession(refreshToken: string): Promise<void> {
      const { sessionId } = await verify(refreshToken, 'refresh');
      sessions.revoke(sessionId);
    },
  };
}

export type TokenService = ReturnType<typeof createTokenService>;

// The key lives in the database so tokens survive a restart of the server.
function signingKey(db: Database): Uint8Array {
  const row = db
    .prepare<[], { value: string }>("SELECT value FROM settings WHERE key = 'jwt-key'")
    .get();
  if (row) return Buffer.from(row.value, 'hex');
  const value = randomBytes(32).toString('hex');
  db.prepare("INSERT INTO settings (key, value) VALUES ('jwt-key', ?)").run(value);
  return Buffer.from(value, 'hex');
}
