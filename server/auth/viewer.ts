import type { FastifyRequest } from 'fastify';
import { HttpError } from '../http-error';
import type { TokenService } from './tokens';
import type { UserRow } from './users';

/** Whom a catalogue request is for: a signed-in user, an anonymous device, or nobody known. */
export type Viewer =
  | { kind: 'user'; key: string; user: UserRow }
  | { kind: 'device'; key: string }
  | { kind: 'anonymous'; key: undefined };

/** The bearer token of a request, if it has one. */
export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  return match?.[1];
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
