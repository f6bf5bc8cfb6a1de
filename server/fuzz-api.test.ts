import { readFileSync, writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiOperations,
  fuzzRequests,
  seededRandom,
  type FuzzRequest,
} from './testing/fuzz-requests';
import { hashPassword } from './auth/passwords';
import { repoPath } from './paths';
import { startTestServer, type TestServer } from './testing/test-server';

// Schemathesis-style: requests generated from api/openapi.yaml's schemas, valid and hostile,
// against the real server. Seeded, so a failure names a request that fails again.
const seed = Number(process.env.FUZZ_SEED ?? 20261125);
const requestsPerOperation = Number(process.env.FUZZ_COUNT ?? 25);
// The hang detector: a request still open after this is a hang, whatever the machine's load.
const hangMs = 5_000;
// The promise: no answer slower than a second, beyond the deliberate cost of scrypt.
const slowMs = 1_000;
// Calls that hash or check a password do at most two scrypt runs (a check and a new hash).
const passwordPaths = /^\/auth\/(authentication$|signup|user\/password|administration\/new-user)/;
let hashMs = 0;

let server: TestServer;
const tokens = { admin: '', user: '' };

async function signIn(email: string, password: string): Promise<string> {
  const response = await fetch(`${server.origin}/auth/authentication`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  return ((await response.json()) as { accessToken: string }).accessToken;
}

beforeAll(async () => {
  server = await startTestServer({ adminPassword: 'fuzz-admin-password' });
  tokens.admin = await signIn('admin@example.com', 'fuzz-admin-password');
  tokens.user = await signIn('viewer@example.com', 'viewer-password');
  const started = performance.now();
  await hashPassword('a password of the fuzz pass');
  hashMs = performance.now() - started;
});

afterAll(async () => {
  await server.close();
});

interface Outcome {
  request: FuzzRequest;
  status: number | 'hang';
  ms: number;
}

async function send(request: FuzzRequest): Promise<Outcome> {
  const started = performance.now();
  try {
    const response = await fetch(server.origin + request.url, {
      method: request.method,
      headers: request.headers,
      body: request.body,
      signal: AbortSignal.timeout(hangMs),
    });
    await response.arrayBuffer();
    return { request, status: response.status, ms: performance.now() - started };
  } catch {
    return { request, status: 'hang', ms: performance.now() - started };
  }
}

const describeRequest = ({ request, status, ms }: Outcome) =>
  `${request.method} ${request.url} ${JSON.stringify(request.headers)} ${request.body?.slice(0, 200) ?? ''} → ${status} in ${Math.round(ms)} ms`;

describe('a fuzz pass over every operation of api/openapi.yaml', () => {
  const operations = apiOperations();

  it('covers the whole document', () => {
    const operationIds = readFileSync(repoPath('api', 'openapi.yaml'), 'utf8').match(
      /operationId:/g,
    );
    expect(operations).toHaveLength(operationIds?.length ?? 0);
  });

  it('finds no 500, no hang and no answer slower than a second', async () => {
    const random = seededRandom(seed);
    const failures: string[] = [];
    let sent = 0;
    for (const operation of operations) {
      for (const request of fuzzRequests(operation, requestsPerOperation, random, tokens)) {
        const outcome = await send(request);
        sent += 1;
        // 501 is the document's own answer for calls the reference server has no data for.
        const failed =
          outcome.status === 'hang' ||
          (outcome.status >= 500 && outcome.status !== 501) ||
          outcome.ms > slowMs + (passwordPaths.test(operation.path) ? 2 * hashMs : 0);
        if (failed) failures.push(describeRequest(outcome));
      }
    }
    expect(sent).toBe(operations.length * requestsPerOperation);
    if (process.env.FUZZ_DUMP) writeFileSync(process.env.FUZZ_DUMP, failures.join('\n'));
    expect(failures, `seed ${seed}`).toEqual([]);
  }, 240_000);
});
