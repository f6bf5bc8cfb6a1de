import { isTokenExpired } from './jwt';
import type { SessionStore } from './session-cookies';

/** Exchanges tokens for a new access token; resolves undefined when the server refuses. */
export type RefreshCall = (tokens: {
  refreshToken: string;
  accessToken: string;
}) => Promise<string | undefined>;

/**
 * Keeps the access token fresh before catalogue requests. Concurrent callers share one refresh;
 * a refused or failed refresh clears the tokens, so the requests go on anonymously and never loop.
 */
export function createTokenRefresher(session: SessionStore, refreshCall: RefreshCall) {
  let inFlight: Promise<string | undefined> | undefined;

  async function refresh(refreshToken: string, accessToken: string): Promise<string | undefined> {
    try {
      const fresh = await refreshCall({ refreshToken, accessToken });
      if (fresh) {
        session.saveTokens({ accessToken: fresh });
        return fresh;
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
      inFlight ??= refresh(refreshToken, accessToken ?? '').finally(() => {
        inFlight = undefined;
      });
      return inFlight;
    },
  };
}

export type TokenRefresher = ReturnType<typeof createTokenRefresher>;
