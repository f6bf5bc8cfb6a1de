import { ApiError } from './api-error';
import type { ApiFetchClient } from './http-clients';
import type { SessionStore } from './session-cookies';
import type { RefreshedTokens } from './token-refresher';
import type {
  AuthPayload,
  CallOptions,
  Credentials,
  NewUser,
  OpenObject,
  Page,
  PasswordChange,
  PasswordRestore,
  SignUp,
  SignUpCompletion,
} from './types';
import { unwrap } from './unwrap';

/** The new access token of a refresh answer: its Authorization header, as the spec says. */
export function tokenFromAuthorization(response: Response): string | undefined {
  const match = response.headers.get('Authorization')?.match(/^Bearer\s+(\S+)$/i);
  return match?.[1];
}

/**
 * Exchanges the tokens for new ones, or throws: the access token from the Authorization header
 * (as the spec says), the refresh token that replaces the spent one from the body.
 */
export async function refreshAccessToken(
  bare: ApiFetchClient,
  tokens: { refreshToken: string; accessToken: string },
  { signal }: CallOptions = {},
): Promise<RefreshedTokens> {
  const call = bare.POST('/authentication/refresh', { body: tokens, signal });
  const body = await unwrap(call, 'POST /authentication/refresh');
  const accessToken = tokenFromAuthorization((await call).response);
  if (!accessToken)
    throw new Error('POST /authentication/refresh answered without an Authorization header');
  return { accessToken, refreshToken: body.refreshToken };
}

/**
 * The authentication and administration calls. `auth` carries the bearer token; `bare` carries
 * only the session header, for the calls that must not wait on a refresh (refresh itself).
 */
export function authCalls(auth: ApiFetchClient, bare: ApiFetchClient, session: SessionStore) {
  // Sign-in, a completed sign-up and a password change hand out a new pair: the session keeps it.
  const keep = async (pair: Promise<AuthPayload>) => {
    const tokens = await pair;
    session.saveTokens(tokens);
    return tokens;
  };

  return {
    signIn: (credentials: Credentials, { signal }: CallOptions = {}) =>
      keep(
        unwrap(bare.POST('/authentication', { body: credentials, signal }), 'POST /authentication'),
      ),

    /** Exchanges the tokens for new ones (the access token from the Authorization header), or throws. */
    refresh: (tokens: { refreshToken: string; accessToken: string }, options: CallOptions = {}) =>
      refreshAccessToken(bare, tokens, options),

    /** Starts a sign-up: the address gets a code for completeSignUp (the answer is the same for any address). */
    signUp: async (account: SignUp, { signal }: CallOptions = {}): Promise<void> => {
      await unwrap(bare.POST('/signup', { body: account, signal }), 'POST /signup');
    },

    /** Completes a sign-up with the mailed code; the new account is signed in. */
    completeSignUp: (completion: SignUpCompletion, { signal }: CallOptions = {}) =>
      keep(
        unwrap(
          bare.POST('/signup/complete', { body: completion, signal }),
          'POST /signup/complete',
        ),
      ),

    initPasswordRestore: (email: string, { signal }: CallOptions = {}) =>
      unwrap(
        bare.POST('/user/password/restore/init', { body: { email }, signal }),
        'POST /user/password/restore/init',
      ),

    restorePassword: (restore: PasswordRestore, { signal }: CallOptions = {}) =>
      unwrap(
        bare.POST('/user/password/restore', { body: restore, signal }),
        'POST /user/password/restore',
      ),

    changePassword: (change: PasswordChange, { signal }: CallOptions = {}) =>
      keep(
        unwrap(
          auth.POST('/user/password/change', { body: change, signal }),
          'POST /user/password/change',
        ),
      ),

    renameUser: (name: string, { signal }: CallOptions = {}) =>
      unwrap(
        auth.PATCH('/user/rename', { params: { query: { name } }, signal }),
        'PATCH /user/rename',
      ),

    getUserDetails: ({ signal }: CallOptions = {}) =>
      unwrap(auth.GET('/user/details', { signal }), 'GET /user/details'),

    notifySubscription: (body: OpenObject, { signal }: CallOptions = {}) =>
      unwrap(bare.POST('/subscription/notify', { body, signal }), 'POST /subscription/notify'),

    subscribe: (plan: string | undefined, { signal }: CallOptions = {}) =>
      unwrap(
        auth.POST('/subscription', { params: { query: { plan } }, signal }),
        'POST /subscription',
      ),

    /**
     * Forgets the viewer's tokens, then ends the session on the server so a copied token stops
     * working too; later calls are anonymous. A token the server no longer knows is no failure.
     */
    async signOut({ signal }: CallOptions = {}): Promise<void> {
      const refreshToken = session.refreshToken();
      session.clearTokens();
      if (!refreshToken) return;
      try {
        await unwrap(
          bare.POST('/authentication/sign-out', { body: { refreshToken }, signal }),
          'POST /authentication/sign-out',
        );
      } catch (error) {
        if (!(error instanceof ApiError && error.status === 401)) throw error;
      }
    },

    listUsers: (page: Page = {}, { signal }: CallOptions = {}) =>
      unwrap(
        auth.POST('/administration/users', { body: page, signal }),
        'POST /administration/users',
      ),

    createUser: (user: NewUser, { signal }: CallOptions = {}) =>
      unwrap(
        auth.POST('/administration/new-user', { body: user, signal }),
        'POST /administration/new-user',
      ),

    blockUser: (id: number, { signal }: CallOptions = {}) =>
      unwrap(
        auth.POST('/administration/block-user/{id}', { params: { path: { id } }, signal }),
        `POST /administration/block-user/${id}`,
      ),
  };
}
