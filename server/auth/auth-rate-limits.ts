import type {} from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../http-error';
import { signedInUserOf } from './signed-in-user';

/** At most `max` requests in `windowSeconds`. */
export interface RateLimit {
  max: number;
  windowSeconds: number;
}

/**
 * A route's two limits: one per client address, one per account (the body's email, or the
 * signed-in user for calls made with an access token).
 */
export interface AuthRouteLimits {
  perAddress: RateLimit;
  perAccount: RateLimit;
}

export type LimitedOperation =
  | 'signIn'
  | 'signUp'
  | 'completeSignUp'
  | 'initPasswordRestore'
  | 'restorePassword'
  | 'changePassword'
  | 'createUser';

export type AuthRateLimits = Record<LimitedOperation, AuthRouteLimits>;

/** ServerOptions' overrides: any route's limits, either part. */
export type AuthRateLimitOptions = { [Operation in LimitedOperation]?: Partial<AuthRouteLimits> };

/**
 * Production limits. Per address they leave room for a household behind one NAT address; per
 * account they cap guesses against one account from any number of addresses, and the mail a
 * stranger can make the server send to one address.
 */
export const defaultAuthRateLimits: AuthRateLimits = {
  signIn: {
    perAddress: { max: 30, windowSeconds: 60 },
    perAccount: { max: 10, windowSeconds: 5 * 60 },
  },
  signUp: {
    perAddress: { max: 20, windowSeconds: 60 * 60 },
    perAccount: { max: 5, windowSeconds: 60 * 60 },
  },
  completeSignUp: {
    perAddress: { max: 20, windowSeconds: 15 * 60 },
    perAccount: { max: 10, windowSeconds: 15 * 60 },
  },
  initPasswordRestore: {
    perAddress: { max: 20, windowSeconds: 60 * 60 },
    perAccount: { max: 5, windowSeconds: 60 * 60 },
  },
  restorePassword: {
    perAddress: { max: 20, windowSeconds: 15 * 60 },
    perAccount: { max: 10, windowSeconds: 15 * 60 },
  },
  // A stolen access token must not buy unlimited guesses at the old password.
  changePassword: {
    perAddress: { max: 20, windowSeconds: 60 * 60 },
    perAccount: { max: 5, windowSeconds: 15 * 60 },
  },
  // Each creation hashes a password: even an administrator's token does not buy the hashing queue.
  createUser: {
    perAddress: { max: 60, windowSeconds: 60 * 60 },
    perAccount: { max: 60, windowSeconds: 60 * 60 },
  },
};

type KeyOf = (request: FastifyRequest) => string | undefined;

// The client's address: the socket's, or what a trusted proxy (TRUST_PROXY) put in X-Forwarded-For.
const addressOf: KeyOf = (request) => request.ip;
// Emails compare without case, as the users table does.
const emailInBody: KeyOf = (request) => {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? email.trim().toLowerCase() : undefined;
};
// For calls made signed in: the user the access token named (bearerAuth has run by then).
const signedInAccount: KeyOf = (request) => {
  const user = signedInUserOf(request);
  return user && `user:${user.id}`;
};

/** Each limited route: its operation and what names its account. */
const limitedRoutes: Record<string, { operation: LimitedOperation; accountOf: KeyOf }> = {
  'POST /auth/authentication': { operation: 'signIn', accountOf: emailInBody },
  'POST /auth/signup': { operation: 'signUp', accountOf: emailInBody },
  'POST /auth/signup/complete': { operation: 'completeSignUp', accountOf: emailInBody },
  'POST /auth/user/password/restore/init': {
    operation: 'initPasswordRestore',
    accountOf: emailInBody,
  },
  'POST /auth/user/password/restore': { operation: 'restorePassword', accountOf: emailInBody },
  'POST /auth/user/password/change': { operation: 'changePassword', accountOf: signedInAccount },
  'POST /auth/administration/new-user': { operation: 'createUser', accountOf: signedInAccount },
};

function limiter(app: FastifyInstance, name: string, limit: RateLimit, keyOf: KeyOf) {
  const check = app.createRateLimit({
    max: limit.max,
    timeWindow: limit.windowSeconds * 1000,
    keyGenerator: (request) => `${name}:${keyOf(request)}`,
  });
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (keyOf(request) === undefined) return;
    const result = await check(request);
    if (result.isAllowed || !result.isExceeded) return;
    reply.header('Retry-After', String(result.ttlInSeconds));
    throw new HttpError(429, `Too many attempts: try again in ${result.ttlInSeconds} s`);
  };
}

/**
 * Limits every call that hashes or checks a password, and the mails of sign-up and restore, per
 * address (before the body is read) and per account (once the body is validated and the bearer
 * token verified: the preHandler after the security handler). Call after @fastify/rate-limit and
 * before the routes exist.
 */
export function registerAuthRateLimits(app: FastifyInstance, options: AuthRateLimitOptions = {}) {
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const limited = methods
      .map((method) => limitedRoutes[`${method} ${route.url}`])
      .find((found) => found !== undefined);
    if (!limited) return;
    const { operation, accountOf } = limited;
    const limits = { ...defaultAuthRateLimits[operation], ...options[operation] };
    const byAddress = limiter(app, `${operation}:address`, limits.perAddress, addressOf);
    const byAccount = limiter(app, `${operation}:account`, limits.perAccount, accountOf);
    route.onRequest = [...asList(route.onRequest), byAddress];
    route.preHandler = [...asList(route.preHandler), byAccount];
  });
}

function asList<T>(hooks: T | T[] | undefined): T[] {
  if (hooks === undefined) return [];
  return Array.isArray(hooks) ? hooks : [hooks];
}
