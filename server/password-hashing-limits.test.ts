import { availableParallelism } from 'node:os';
import { describe, expect, it, vi } from 'vitest';
import type { RateLimit } from './auth/auth-rate-limits';
import { owaspScryptCost } from './auth/passwords';
import { call, type Answer } from './testing/http-call';
import type { TestServer } from './testing/test-server';
import { useTestServer } from './testing/use-test-server';

// A burst and a full queue hash with scrypt's OWASP cost: ~0.3-1 s each.
vi.setConfig({ testTimeout: 120_000, hookTimeout: 60_000 });

async function tokenOf(server: TestServer, email: string, password: string): Promise<string> {
  const answer = await call(server, 'POST', '/auth/authentication', { body: { email, password } });
  expect(answer.status).toBe(200);
  return answer.body.accessToken;
}

/** A password change whose old password is wrong: checked (a 400), unless a limit says no first. */
const wrongChange = (server: TestServer, token: string, from: string, guess = 'wrong-guess') =>
  call(server, 'POST', '/auth/user/password/change', {
    body: { oldPassword: guess, newPassword: 'brand-new-password' },
    token,
    from,
  });

function expectLimited(answer: Answer | undefined) {
  expect(answer?.status).toBe(429);
  expect(Number(answer?.headers['retry-after'])).toBeGreaterThan(0);
}

describe('a burst of wrong old passwords from one stolen token', () => {
  // Production limits and cost: what an attacker with one address and one token meets.
  const server = useTestServer({ passwordCost: owaspScryptCost });

  it('is cut by the per-account limit, and a sign-in from another address meanwhile answers in time', async () => {
    const stolen = await tokenOf(server, 'viewer@example.com', 'viewer-password');
    const answeredAt: { status: number; at: number }[] = [];
    const burst = Array.from({ length: 36 }, (_, index) =>
      wrongChange(server, stolen, '127.0.0.1', `guess-${index}`).then((answer) => {
        answeredAt.push({ status: answer.status, at: performance.now() });
        return answer;
      }),
    );
    // The first answer comes once the burst is in: limited at once, or checked (the old code).
    await Promise.race(burst);

    const started = performance.now();
    const owner = await call(server, 'POST', '/auth/authentication', {
      body: { email: 'viewer@example.com', password: 'viewer-password' },
      from: '127.0.0.2',
    });
    const ownerAt = performance.now();
    console.warn(
      `sign-in from another address during the burst: ${Math.round(ownerAt - started)} ms`,
    );
    expect(owner.status).toBe(200);

    const answers = await Promise.all(burst);
    const checked = answers.filter((answer) => answer.status === 400);
    const limited = answers.filter((answer) => answer.status === 429);
    // 5 in 15 minutes an account: 31 guesses never reach scrypt.
    expect(checked).toHaveLength(5);
    expect(limited).toHaveLength(31);
    // The hashing slots take turns between addresses: the owner's sign-in waited for the burst's
    // hashes already running (one per slot), not behind all five (a queue in arrival order).
    const checkedAfterOwner = answeredAt.filter(({ status, at }) => status === 400 && at > ownerAt);
    expect(checkedAfterOwner.length).toBeGreaterThanOrEqual(2);
    limited.forEach(expectLimited);
  });
});

describe('password change limits', () => {
  const two: RateLimit = { max: 2, windowSeconds: 600 };
  const many: RateLimit = { max: 10_000, windowSeconds: 600 };
  const server = useTestServer({
    authRateLimits: {
      signIn: { perAddress: many, perAccount: many },
      changePassword: { perAddress: two, perAccount: two },
      createUser: { perAddress: many, perAccount: many },
    },
  });

  /** A fresh account, created by the admin, and its access token. */
  async function newAccount(email: string): Promise<string> {
    const admin = await tokenOf(server, 'admin@example.com', 'admin-password');
    const body = { email, password: 'first-password', name: 'L' };
    const created = await call(server, 'POST', '/auth/administration/new-user', {
      body,
      token: admin,
    });
    expect(created.status).toBe(201);
    return tokenOf(server, email, 'first-password');
  }

  it('per address: the third from one address is a 429 whatever the account; another address still gets in', async () => {
    const first = await newAccount('address-1@example.com');
    const second = await newAccount('address-2@example.com');
    const third = await newAccount('address-3@example.com');
    expect((await wrongChange(server, first, '127.0.1.1')).status).toBe(400);
    expect((await wrongChange(server, second, '127.0.1.1')).status).toBe(400);
    expectLimited(await wrongChange(server, third, '127.0.1.1'));
    expect((await wrongChange(server, third, '127.0.1.2')).status).toBe(400);
  });

  it('per account: the signed-in user’s third is a 429 from any address; another user still gets in', async () => {
    const target = await newAccount('target@example.com');
    const other = await newAccount('other@example.com');
    expect((await wrongChange(server, target, '127.0.2.1')).status).toBe(400);
    expect((await wrongChange(server, target, '127.0.2.2')).status).toBe(400);
    expectLimited(await wrongChange(server, target, '127.0.2.3'));
    expect((await wrongChange(server, other, '127.0.2.4')).status).toBe(400);
  });
});

describe('user creation limits', () => {
  const two: RateLimit = { max: 2, windowSeconds: 600 };
  const server = useTestServer({
    authRateLimits: { createUser: { perAddress: two, perAccount: two } },
  });

  const create = (token: string, from: string, email: string, role = 'user') =>
    call(server, 'POST', '/auth/administration/new-user', {
      body: { email, password: 'created-password', name: 'N', role },
      token,
      from,
    });

  it('per address and per administrator', async () => {
    const admin = await tokenOf(server, 'admin@example.com', 'admin-password');
    expect((await create(admin, '127.0.3.1', 'second-admin@example.com', 'admin')).status).toBe(
      201,
    );
    const secondAdmin = await tokenOf(server, 'second-admin@example.com', 'created-password');
    expect((await create(admin, '127.0.3.1', 'made-1@example.com')).status).toBe(201);
    // The first administrator has made two, from anywhere; the address has seen two, by anyone.
    expectLimited(await create(admin, '127.0.3.2', 'made-2@example.com'));
    expectLimited(await create(secondAdmin, '127.0.3.1', 'made-3@example.com'));
    expect((await create(secondAdmin, '127.0.3.3', 'made-4@example.com')).status).toBe(201);
  });
});

describe('a full hashing queue', () => {
  const many: RateLimit = { max: 10_000, windowSeconds: 600 };
  const server = useTestServer({
    authRateLimits: { signIn: { perAddress: many, perAccount: many } },
    passwordCost: owaspScryptCost,
  });

  it('refuses at once with a 503, Retry-After and a message of its own', async () => {
    // As server/auth/hash-slots.ts sizes it: a slot a spare core, 8 waiting a slot.
    const slots = Math.max(1, availableParallelism() - 1);
    const room = slots + 8 * slots;
    // Two an address, under its own cap of 4 waiting: only the queue's length refuses.
    const answers = await Promise.all(
      Array.from({ length: room + 3 }, (_, index) =>
        call(server, 'POST', '/auth/authentication', {
          body: { email: 'viewer@example.com', password: `wrong-${index}` },
          from: `127.0.5.${1 + (index >> 1)}`,
        }),
      ),
    );
    const refused = answers.filter((answer) => answer.status === 503);
    expect(refused).toHaveLength(3);
    for (const answer of refused) {
      expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
      expect(answer.body).toEqual({
        error: 'Service Unavailable',
        message: expect.stringMatching(
          /^The server is busy checking passwords: try again in \d+ s$/,
        ),
      });
    }
    expect(answers.filter((answer) => answer.status === 401)).toHaveLength(room);
  });
});
