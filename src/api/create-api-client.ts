import { authCalls, refreshAccessToken } from './auth-calls';
import { catalogueCalls } from './catalogue-calls';
import { bearerToken, createHttpClient, sessionHeader } from './http-clients';
import { moreCatalogueCalls } from './more-catalogue-calls';
import { cookieSessionStore, type SessionStore } from './session-cookies';
import { createTokenRefresher } from './token-refresher';

export interface ApiClientOptions {
  /** The catalogue service, e.g. '/api' or 'https://catalogue.example/api'. */
  baseUrl: string;
  /** The authentication service, e.g. '/auth'. */
  authUrl: string;
  /** Defaults to the global fetch. */
  fetch?: typeof fetch;
  /** Where tokens and the device id live; the document's cookies by default. */
  session?: SessionStore;
}

// The services' HTTP clients: every request carries the session header; the token-bearing ones
// refresh an expired access token first (one refresh shared by concurrent calls).
function connect(options: ApiClientOptions) {
  const fetchImpl =
    options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));
  const session = options.session ?? cookieSessionStore();
  const header = sessionHeader(session);
  const bareAuth = createHttpClient(options.authUrl, fetchImpl, [header]);
  const refresher = createTokenRefresher(session, (tokens) =>
    refreshAccessToken(bareAuth, tokens).catch(() => undefined),
  );
  const withToken = [header, bearerToken(refresher)];
  return {
    session,
    refresher,
    bareAuth,
    catalogue: createHttpClient(options.baseUrl, fetchImpl, withToken),
    auth: createHttpClient(options.authUrl, fetchImpl, withToken),
  };
}

/** Makes the typed client of the catalogue and authentication services; no React, no UI. */
export function createApiClient(options: ApiClientOptions) {
  const { session, bareAuth, catalogue, auth } = connect(options);
  return {
    ...catalogueCalls(catalogue),
    ...moreCatalogueCalls(catalogue),
    ...authCalls(auth, bareAuth, session),
    session,
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;

/**
 * The client of the calls the player page makes (catalogueCalls), with the same headers and token
 * refresh as createApiClient but without the rest of the services, which the page's first frame
 * would otherwise carry.
 */
export function createPlayerApiClient(options: ApiClientOptions) {
  const { session, refresher, catalogue } = connect(options);
  // The refresher too: a protected stream's license requests carry the same token.
  return { ...catalogueCalls(catalogue), session, refresher };
}

export type PlayerApiClient = ReturnType<typeof createPlayerApiClient>;
