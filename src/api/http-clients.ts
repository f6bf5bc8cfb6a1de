import createClient, { type Client, type Middleware } from 'openapi-fetch';
import type { paths } from './generated/openapi';
import type { SessionStore } from './session-cookies';
import type { TokenRefresher } from './token-refresher';

export type ApiFetchClient = Client<paths>;

/** Every request names the device: X-Session-Context is the device_fp cookie's value, or empty. */
export function sessionHeader(session: SessionStore): Middleware {
  return {
    onRequest({ request }) {
      request.headers.set('X-Session-Context', session.deviceId() ?? '');
      return request;
    },
  };
}

/** Adds the bearer token, refreshed first when it has expired (one refresh for concurrent calls). */
export function bearerToken(refresher: TokenRefresher): Middleware {
  return {
    async onRequest({ request }) {
      const token = await refresher.freshAccessToken();
      if (token) request.headers.set('Authorization', `Bearer ${token}`);
      return request;
    },
  };
}

/** An openapi-fetch client for one service, typed by api/openapi.yaml. */
export function createHttpClient(
  baseUrl: string,
  fetchImpl: typeof fetch,
  middleware: Middleware[],
): ApiFetchClient {
  // Resolved against the page, so a relative base URL such as /api works in the browser.
  const absoluteBase =
    typeof location === 'undefined' ? baseUrl : new URL(baseUrl, location.href).href;
  const client = createClient<paths>({
    baseUrl: absoluteBase,
    fetch: (request) => fetchImpl(request),
  });
  client.use(...middleware);
  return client;
}
