import { isTokenExpired } from './jwt';
import { withRefreshLock } from './refresh-lock';
import type { SessionStore } from './session-cookies';

/** Fresh tokens of a refresh: the access token, and the refresh token that replaces the one spent. */
export interface RefreshedTokens {
  accessToken: string;
  refreshToken?: string;
}

/** Exchanges tokens for new ones; resolves undefined when the server refuses. */
export type RefreshCall = (tokens: {
  refreshToken: string;
  accessToken: string;
}) => Promise<RefreshedTokens | undefined>;

/**
 * Keeps the access token fresh before catalogue requests. Concurrent callers share one refresh,
 * and other documents of the origin wait for it (each refresh token works once); a refused or
 * failed refresh clears the tokens, so the requests go on anonymously and never loop.
 */
export function createTokenRefresher(session: SessionStore, refreshCall: RefreshCall) {
  let inFlight: Promise<string | undefined> | undefined;

  async function refresh(): Promise<string | undefined> {
    // Read again under the lock: another document may have refreshed while this one waited.
    const accessToken = session.authToken();
    if (accessToken && !isTokenExpired(accessToken)) return accessToken;
    const refreshToken = session.refreshToken();
    if (!refreshToken) {
      session.clearTokens();
      return undefined;
    }
    try {
      const fresh = await refreshCall({ refreshToken, accessToken: accessToken ?? '' });
      if (fresh) {
        // The spent refresh token is worthless now: keep the one that replaced it.
        session.saveTokens(fresh);
        return fresh.accessToken;
      }
    } catch {
      // A network failure ends the session the same way a refusal does: anonymous, no retry loop.
    }
    session.clearTokens();
    return undefined;
  }

  return {
    /** The access token to send: the stored one, a refreshed one, or none. */
    async freshAccessToken(): Promise<string | undefined> {
      const accessToken = session.authToken();
      const refreshToken = session.refreshToken();
      if (accessToken && !isTokenExpired(accessToken)) return accessToken;
      // The access cookie expires with its token, so a missing one with a refresh token also refreshes.
      if (!refreshToken) {
        if (accessToken) session.clearTokens();
        return undefined;
      }
      inFlight ??= withRefreshLock(refresh).finally(() => {
        inFlight = undefined;
      });
      return inFlight;
    },
  };
}

export type TokenRefresher = ReturnType<typeof createTokenRefresher>;
