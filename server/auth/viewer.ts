import type { FastifyRequest } from 'fastify';
import { HttpError } from '../http-error';
import type { TokenService } from './tokens';
import type { UserRow } from './users';

/** Whom a catalogue request is for: a signed-in user, an anonymous device, or nobody known. */
export type Viewer =
  | { kind: 'user'; key: string; user: UserRow }
  | { kind: 'device'; key: string }
  | { kind: 'anonymous'; key: undefined };

// RFC 6750's b64token after one scheme word; the scheme's case does not matter (RFC 9110).
const bearerCredentials = /^Bearer +([A-Za-z0-9\-._~+/]+=*)$/i;

/**
 * The bearer token of a request; undefined when it has no Authorization header. Any other
 * Authorization (another scheme, no token, two tokens, two headers) is a 401: credentials that
 * cannot be read are refused, never taken for no credentials.
 */
export function bearerToken(request: FastifyRequest): string | undefined {
  // Node keeps the first of repeated Authorization headers; the raw list has them all.
  const headerCount = request.raw.rawHeaders.filter(
    (name, index) => index % 2 === 0 && name.toLowerCase() === 'authorization',
  ).length;
  if (headerCount === 0) return undefined;
  const token = request.headers.authorization?.match(bearerCredentials)?.[1];
  if (headerCount > 1 || token === undefined) {
    throw new HttpError(401, 'The Authorization header must be one "Bearer <access token>"');
  }
  return token;
}

/** Resolves the viewer: a valid bearer token wins; an invalid one is a 401, never a silent downgrade. */
export async function resolveViewer(
  request: FastifyRequest,
  tokens: TokenService,
): Promise<Viewer> {
  const token = bearerToken(request);
  if (token) {
    const user = await tokens.verifyAccess(token);
    return { kind: 'user', key: `user:${user.id}`, user };
  }
  const device = String(request.headers['x-session-context'] ?? '').trim();
  if (device) return { kind: 'device', key: `device:${device}` };
  return { kind: 'anonymous', key: undefined };
}

/** The viewer's key, for calls that store something for the viewer. */
export function requireViewerKey(viewer: Viewer): string {
  if (viewer.key === undefined) {
    throw new HttpError(401, 'Sign in, or send the device id in the X-Session-Context header');
  }
  return viewer.key;
}
