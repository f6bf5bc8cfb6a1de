/** The typed client of the catalogue and authentication services, usable without the player. */
export {
  createApiClient,
  createPlayerApiClient,
  type ApiClient,
  type ApiClientOptions,
  type PlayerApiClient,
} from './create-api-client';
export { ApiError, isAbortError } from './api-error';
export { cookieSessionStore, type SessionStore } from './session-cookies';
export type * from './types';
