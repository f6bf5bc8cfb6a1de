import { authCalls } from './auth-calls';
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

/** Makes the typed client of the catalogue and authentication services; no React, no UI. */
export function createApiClient(options: ApiClientOptions) {
  const fetchImpl =
    options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));
  const session = options.session ?? cookieSessionStore();
  const header = sessionHeader(session);
  const bareAuth = createHttpClient(options.authUrl, fetchImpl, [header]);
  const auth = authCalls(bareAuth, bareAuth, session);
  const refresher = createTokenRefresher(session, (tokens) =>
    auth.refresh(tokens).catch(() => undefined),
  );
  const withToken = [header, bearerToken(refresher)];
  const catalogue = createHttpClient(options.baseUrl, fetchImpl, withToken);
  const authWithToken = createHttpClient(options.authUrl, fetchImpl, withToken);
  return {
    ...catalogueCalls(catalogue),
    ...moreCatalogueCalls(catalogue),
    ...authCalls(authWithToken, bareAuth, session),
    session,
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
