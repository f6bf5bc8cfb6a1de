import type { FastifyRequest } from 'fastify';
import { HttpError } from '../http-error';
import type { UserRow } from './users';

// Filled by the bearerAuth security handler, before the route's limits and handler run.
const signedInUsers = new WeakMap<FastifyRequest, UserRow>();

/** Records the user whose access token the request carried, once it is verified. */
export function rememberSignedInUser(request: FastifyRequest, user: UserRow): void {
  signedInUsers.set(request, user);
}

/** The user the bearerAuth handler let through, if it did. */
export function signedInUserOf(request: FastifyRequest): UserRow | undefined {
  return signedInUsers.get(request);
}

/** The user the bearerAuth handler let through. */
export function signedInUser(request: FastifyRequest): UserRow {
  const user = signedInUsers.get(request);
  if (!user) throw new HttpError(401, 'Not signed in');
  return user;
}
