import { randomBytes } from 'node:crypto';
import type { Database } from 'better-sqlite3';
import { SignJWT, errors as joseErrors, jwtVerify } from 'jose';
import { HttpError } from '../http-error';
import type { UserRow, UserStore } from './users';

const refreshTtlSeconds = 30 * 24 * 3600;

interface TokenClaims {
  sub: string;
  typ: 'access' | 'refresh';
  ver: number;
}

/** Issues and checks the JWTs: short-lived access tokens, long-lived refresh tokens (HS256). */
export function createTokenService(db: Database, users: UserStore, accessTtlSeconds: number) {
  const key = signingKey(db);

  async function sign(user: UserRow, typ: TokenClaims['typ'], ttl: number): Promise<string> {
    const claims =
      typ === 'access'
        ? { typ, ver: user.token_version, role: user.role, name: user.name }
        : { typ, ver: user.token_version };
    return new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(user.id))
      .setIssuedAt()
      .setExpirationTime(Math.floor(Date.now() / 1000) + ttl)
      .sign(key);
  }

  /** The user a token names, if it is valid, of the right kind, current and not blocked. */
  async function verify(token: string, typ: TokenClaims['typ']): Promise<UserRow> {
    let claims: Partial<TokenClaims>;
    try {
      ({ payload: claims } = await jwtVerify<Partial<TokenClaims>>(token, key, {
        algorithms: ['HS256'],
      }));
    } catch (error) {
      if (error instanceof joseErrors.JWTExpired)
        throw new HttpError(401, `The ${typ} token has expired`);
      throw new HttpError(401, `The ${typ} token is not valid`);
    }
    const user = claims.typ === typ ? users.findById(Number(claims.sub)) : undefined;
    if (!user || claims.ver !== user.token_version) {
      throw new HttpError(401, `The ${typ} token is not valid any more`);
    }
    if (user.blocked) throw new HttpError(403, 'The user is blocked');
    return user;
  }

  return {
    issueAccess: (user: UserRow) => sign(user, 'access', accessTtlSeconds),
    async issuePair(user: UserRow) {
      return {
        accessToken: await sign(user, 'access', accessTtlSeconds),
        refreshToken: await sign(user, 'refresh', refreshTtlSeconds),
      };
    },
    verifyAccess: (token: string) => verify(token, 'access'),
    verifyRefresh: (token: string) => verify(token, 'refresh'),
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
