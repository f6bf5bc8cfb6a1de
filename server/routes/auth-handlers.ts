import { createHash, randomInt } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { verifyPassword } from '../auth/passwords';
import { publicUser, type UserRow } from '../auth/users';
import { bearerToken } from '../auth/viewer';
import { HttpError } from '../http-error';
import type { ServerContext } from '../server-context';

type Body<B> = FastifyRequest<{ Body: B }>;

const restoreCodeTtlMs = 15 * 60 * 1000;
const signedInUsers = new WeakMap<FastifyRequest, UserRow>();

/** The security handler of api/openapi.yaml's bearerAuth scheme; scope 'admin' wants an admin. */
export function bearerAuthHandler({ tokens }: ServerContext) {
  return async (request: FastifyRequest, _reply: FastifyReply, scopes: string[] = []) => {
    const token = bearerToken(request);
    if (!token) throw new HttpError(401, 'An Authorization: Bearer access token is required');
    const user = await tokens.verifyAccess(token);
    if (scopes.includes('admin') && user.role !== 'admin') {
      throw new HttpError(403, 'This call is for administrators');
    }
    signedInUsers.set(request, user);
  };
}

/** The user the bearerAuth handler let through. */
export function signedInUser(request: FastifyRequest): UserRow {
  const user = signedInUsers.get(request);
  if (!user) throw new HttpError(401, 'Not signed in');
  return user;
}

const hashCode = (code: string) => createHash('sha256').update(code).digest('hex');

/** Handlers of the authentication service (operation ids of api/openapi.yaml). */
export function authHandlers(context: ServerContext) {
  const { users, tokens, db } = context;

  return {
    async signIn(request: Body<{ email: string; password: string }>) {
      const user = users.findByEmail(request.body.email);
      if (!user || !verifyPassword(request.body.password, user.password_hash)) {
        throw new HttpError(401, 'Wrong email or password');
      }
      if (user.blocked) throw new HttpError(403, 'The user is blocked');
      return tokens.issuePair(user);
    },

    async refresh(
      request: Body<{ refreshToken: string; accessToken: string }>,
      reply: FastifyReply,
    ) {
      const user = await tokens.verifyRefresh(request.body.refreshToken);
      // The access token may have expired (or be gone with its cookie), but if given it must be this user's.
      const [, payload] = request.body.accessToken.split('.');
      const subject = payload && safeJson(Buffer.from(payload, 'base64url').toString())?.sub;
      if (request.body.accessToken !== '' && subject !== String(user.id)) {
        throw new HttpError(401, 'accessToken does not belong to the refresh token’s user');
      }
      const accessToken = await tokens.issueAccess(user);
      reply.header('Authorization', `Bearer ${accessToken}`);
      return { accessToken, refreshToken: request.body.refreshToken };
    },

    async signUp(
      request: Body<{ email: string; password: string; name: string }>,
      reply: FastifyReply,
    ) {
      const { email, password, name } = request.body;
      const user = users.create(email, name, password, 'user');
      if (!user) throw new HttpError(409, 'An account with this email exists');
      return reply.code(201).send(await tokens.issuePair(user));
    },

    async completeSignUp() {
      throw new HttpError(501, 'Sign-up completes in one step on the reference server');
    },

    async initPasswordRestore(request: Body<{ email: string }>, reply: FastifyReply) {
      const user = users.findByEmail(request.body.email);
      if (user) {
        const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
        db.prepare(
          `INSERT INTO password_restore_codes (user_id, code_hash, expires_at) VALUES (?, ?, ?)
           ON CONFLICT (user_id) DO UPDATE SET code_hash = excluded.code_hash,
             expires_at = excluded.expires_at`,
        ).run(user.id, hashCode(code), new Date(Date.now() + restoreCodeTtlMs).toISOString());
        // The reference server has no mail: the message goes to its outbox table and its log.
        db.prepare(
          'INSERT INTO mail_outbox (recipient, subject, body, created_at) VALUES (?, ?, ?, ?)',
        ).run(user.email, 'Восстановление пароля', `Код: ${code}`, new Date().toISOString());
        request.log.warn({ email: user.email, code }, 'password restore code');
      }
      return reply.code(202).send();
    },

    async restorePassword(
      request: Body<{ email: string; code: string; newPassword: string }>,
      reply: FastifyReply,
    ) {
      const user = users.findByEmail(request.body.email);
      const row =
        user &&
        db
          .prepare<[number], { code_hash: string; expires_at: string }>(
            'SELECT code_hash, expires_at FROM password_restore_codes WHERE user_id = ?',
          )
          .get(user.id);
      if (
        !user ||
        !row ||
        row.code_hash !== hashCode(request.body.code) ||
        row.expires_at < new Date().toISOString()
      ) {
        throw new HttpError(400, 'code is wrong or has expired');
      }
      db.prepare('DELETE FROM password_restore_codes WHERE user_id = ?').run(user.id);
      users.setPassword(user.id, request.body.newPassword);
      return reply.code(204).send();
    },

    async changePassword(request: Body<{ oldPassword: string; newPassword: string }>) {
      const user = signedInUser(request);
      if (!verifyPassword(request.body.oldPassword, user.password_hash)) {
        throw new HttpError(400, 'oldPassword is wrong');
      }
      const updated = users.setPassword(user.id, request.body.newPassword) as UserRow;
      return tokens.issuePair(updated);
    },

    async renameUser(request: FastifyRequest<{ Querystring: { name: string } }>) {
      const user = signedInUser(request);
      return publicUser(users.rename(user.id, request.query.name.trim() || user.name) as UserRow);
    },

    async getUserDetails(request: FastifyRequest) {
      return publicUser(signedInUser(request));
    },

    async notifySubscription() {
      throw new HttpError(501, 'The reference server has no subscriptions');
    },

    async subscribe() {
      throw new HttpError(501, 'The reference server has no subscriptions');
    },

    async listUsers(request: Body<{ page?: number; size?: number } | undefined>) {
      const size = request.body?.size ?? 20;
      return users.list((request.body?.page ?? 0) * size, size).map(publicUser);
    },

    async createUser(
      request: Body<{ email: string; password: string; name: string; role?: 'user' | 'admin' }>,
      reply: FastifyReply,
    ) {
      const { email, password, name, role } = request.body;
      const user = users.create(email, name, password, role ?? 'user');
      if (!user) throw new HttpError(409, 'An account with this email exists');
      return reply.code(201).send(publicUser(user));
    },

    async blockUser(request: FastifyRequest<{ Params: { id: number } }>) {
      if (!users.findById(request.params.id))
        throw new HttpError(404, `No user with id ${request.params.id}`);
      return publicUser(users.block(request.params.id) as UserRow);
    },
  };
}

function safeJson(text: string): { sub?: unknown } | undefined {
  try {
    return JSON.parse(text) as { sub?: unknown };
  } catch {
    return undefined;
  }
}
