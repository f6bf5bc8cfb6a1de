import type { FastifyReply, FastifyRequest } from 'fastify';
import { refuseGuessablePassword, refuseUnsafeName } from '../auth/account-rules';
import { createPasswordRestore } from '../auth/password-restore';
import { createSignUp } from '../auth/sign-up';
import { rememberSignedInUser, signedInUser } from '../auth/signed-in-user';
import { publicUser, type UserRow } from '../auth/users';
import { bearerToken } from '../auth/viewer';
import { HttpError } from '../http-error';
import type { ServerContext } from '../server-context';
import type { OperationHandlers } from './operation-handler';

export { signedInUser } from '../auth/signed-in-user';

/** The security handler of api/openapi.yaml's bearerAuth scheme; scope 'admin' wants an admin. */
export function bearerAuthHandler({ tokens }: ServerContext) {
  return async (request: FastifyRequest, _reply: FastifyReply, scopes: string[] = []) => {
    const token = bearerToken(request);
    if (!token) throw new HttpError(401, 'An Authorization: Bearer access token is required');
    const user = await tokens.verifyAccess(token);
    if (scopes.includes('admin') && user.role !== 'admin') {
      throw new HttpError(403, 'This call is for administrators');
    }
    rememberSignedInUser(request, user);
  };
}

/** Handlers of the authentication service (operation ids of api/openapi.yaml). */
export function authHandlers(context: ServerContext) {
  const { users, tokens, db, clock, mail, passwords } = context;
  const restore = createPasswordRestore(db, users, clock, mail);
  const signUp = createSignUp(db, users, clock, mail, passwords);

  return {
    async signIn(request) {
      const user = users.findByEmail(request.body.email);
      // An unknown email costs a hash too: its answer comes no sooner than a wrong password's.
      const matches = await passwords.verify(
        request.body.password,
        user?.password_hash ?? passwords.decoyHash,
        request.ip,
      );
      if (!user || !matches) throw new HttpError(401, 'Wrong email or password');
      if (user.blocked) throw new HttpError(403, 'The user is blocked');
      if (passwords.needsRehash(user.password_hash)) {
        users.rehash(user.id, await passwords.hash(request.body.password, request.ip));
      }
      return tokens.issuePair(user);
    },

    async refresh(request, reply) {
      const verified = await tokens.verifyRefresh(request.body.refreshToken);
      // The access token may have expired (or be gone with its cookie), but if given it must be this user's.
      const [, payload] = request.body.accessToken.split('.');
      const subject = payload && safeJson(Buffer.from(payload, 'base64url').toString())?.sub;
      if (request.body.accessToken !== '' && subject !== String(verified.user.id)) {
        throw new HttpError(401, 'accessToken does not belong to the refresh token’s user');
      }
      // The refresh token is spent: the answer carries the session's next one.
      const pair = await tokens.rotate(verified);
      reply.header('Authorization', `Bearer ${pair.accessToken}`);
      return pair;
    },

    async signOut(request, reply) {
      await tokens.endSession(request.body.refreshToken);
      return reply.code(204).send();
    },

    async signUp(request, reply) {
      const { email, password, name } = request.body;
      refuseGuessablePassword(password, email, 'body/password');
      refuseUnsafeName(name, 'body/name');
      await signUp.start(request.body, request.ip, request.log);
      return reply.code(202).send();
    },

    async completeSignUp(request, reply) {
      const user = signUp.complete(request.body.email, request.body.code);
      // The answer names the account it opened: the client can tell it is the one it asked for.
      const pair = await tokens.issuePair(user);
      return reply.code(201).send({ ...pair, user: publicUser(user) });
    },

    async initPasswordRestore(request, reply) {
      await restore.start(request.body.email, request.log);
      return reply.code(202).send();
    },

    async restorePassword(request, reply) {
      const { email, code, newPassword } = request.body;
      // Before the code is spent: a refused password leaves it for a better one.
      refuseGuessablePassword(newPassword, email, 'body/newPassword');
      const user = restore.redeem(email, code);
      users.setPassword(user.id, await passwords.hash(newPassword, request.ip));
      return reply.code(204).send();
    },

    async changePassword(request) {
      const user = signedInUser(request);
      refuseGuessablePassword(request.body.newPassword, user.email, 'body/newPassword');
      if (!(await passwords.verify(request.body.oldPassword, user.password_hash, request.ip))) {
        throw new HttpError(400, 'oldPassword is wrong');
      }
      const newHash = await passwords.hash(request.body.newPassword, request.ip);
      const updated = users.setPassword(user.id, newHash) as UserRow;
      return tokens.issuePair(updated);
    },

    async renameUser(request) {
      const user = signedInUser(request);
      refuseUnsafeName(request.query.name, 'querystring/name');
      return publicUser(users.rename(user.id, request.query.name.trim() || user.name) as UserRow);
    },

    async getUserDetails(request) {
      return publicUser(signedInUser(request));
    },

    async notifySubscription() {
      throw new HttpError(501, 'The reference server has no subscriptions');
    },

    async subscribe() {
      throw new HttpError(501, 'The reference server has no subscriptions');
    },

    async listUsers(request) {
      const size = request.body?.size ?? 20;
      return users.list((request.body?.page ?? 0) * size, size).map(publicUser);
    },

    async createUser(request, reply) {
      const { email, password, name, role } = request.body;
      refuseGuessablePassword(password, email, 'body/password');
      refuseUnsafeName(name, 'body/name');
      if (users.findByEmail(email)) throw new HttpError(409, 'An account with this email exists');
      const user = users.create(
        email,
        name,
        await passwords.hash(password, request.ip),
        role ?? 'user',
      );
      if (!user) throw new HttpError(409, 'An account with this email exists');
      return reply.code(201).send(publicUser(user));
    },

    async blockUser(request) {
      if (!users.findById(request.params.id))
        throw new HttpError(404, `No user with id ${request.params.id}`);
      return publicUser(users.block(request.params.id) as UserRow);
    },
  } satisfies OperationHandlers;
}

function safeJson(text: string): { sub?: unknown } | undefined {
  try {
    return JSON.parse(text) as { sub?: unknown };
  } catch {
    return undefined;
  }
}
