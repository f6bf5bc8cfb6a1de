import { readFileSync, writeFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  apiOperations,
  fuzzRequests,
  hasMalformedCredentials,
  hasOversizedDeviceId,
  seededRandom,
  unlistedOperations,
  type FuzzOperation,
  type FuzzRequest,
} from './testing/fuzz-requests';
import { repoPath } from './paths';
import { accessTokenOf } from './testing/access-token';
import { useTestServer } from './testing/use-test-server';

// Schemathesis-style: requests generated from api/openapi.yaml's schemas, valid and hostile,
// against the real server. Seeded, so a failure names a request that fails again.
const seed = Number(process.env.FUZZ_SEED ?? 20261125);
const requestsPerOperation = Number(process.env.FUZZ_COUNT ?? 25);
// Calls that hash or check a password spend a deliberate scrypt run or two (128 MiB, a few hundred
// ms, seconds on a loaded 2-core machine): a few requests of each do.
const passwordPaths = /^\/auth\/(authentication$|signup|user\/password|administration\/new-user)/;
const passwordRequests = 4;
// The routes beside the document are few and answer at once: enough requests that a valid body
// meets each kind of credentials.
const unlistedRequests = requestsPerOperation * 8;
// A request still open after this is a hang, whatever the machine's load.
const hangMs = 15_000;

const server = useTestServer({ adminPassword: 'fuzz-admin-password' });
const tokens = { admin: '', user: '' };

beforeAll(async () => {
  tokens.admin = await accessTokenOf(server.origin, 'admin@example.com', 'fuzz-admin-password');
  tokens.user = await accessTokenOf(server.origin, 'viewer@example.com', 'viewer-password');
});

interface Outcome {
  request: FuzzRequest;
  status: number | 'hang';
  ms: number;
  retryAfter?: string | null;
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
    const retryAfter = response.headers.get('retry-after');
    return { request, status: response.status, ms: performance.now() - started, retryAfter };
  } catch {
    return { request, status: 'hang', ms: performance.now() - started };
  }
}

/** What an answer broke of the server's promises (docs/security.md); undefined when none. */
function brokenPromise(operation: FuzzOperation, { request, status, retryAfter }: Outcome) {
  if (status === 'hang') return 'no answer';
  // 501 is the document's own answer for calls the reference server has no data for.
  if (status >= 500 && status !== 501 && status !== 503) return 'a server error';
  if ((status === 429 || status === 503) && !retryAfter) return 'a refusal without Retry-After';
  const accepted = status < 400;
  // Refused as a 400, or first by another limit (429, a 414 for a 5,000-character path).
  if (hasOversizedDeviceId(request) && accepted)
    return 'an oversized X-Session-Context let through';
  if (hasMalformedCredentials(request) && operation.readsViewer && accepted)
    return 'malformed credentials read as none';
  return undefined;
}

const describeRequest = ({ request, status, ms }: Outcome) =>
  `${request.method} ${request.url.slice(0, 300)} ${JSON.stringify(request.headers).slice(0, 300)} ${request.body?.slice(0, 200) ?? ''} → ${status} in ${Math.round(ms)} ms`;

describe('a fuzz pass over every operation of api/openapi.yaml, and the routes beside it', () => {
  const operations = apiOperations();

  it('covers the whole document', () => {
    const operationIds = readFileSync(repoPath('api', 'openapi.yaml'), 'utf8').match(
      /operationId:/g,
    );
    expect(operations).toHaveLength(operationIds?.length ?? 0);
  });

  it('finds no 500, no hang, no refusal without Retry-After, no unreadable credentials let through', async () => {
    const random = seededRandom(seed);
    const failures: string[] = [];
    const times: number[] = [];
    let sent = 0;
    // The routes beside the document come last: the document's requests stay those of the seed.
    const unlisted = unlistedOperations();
    for (const operation of [...operations, ...unlisted]) {
      const hashes = passwordPaths.test(operation.path);
      const count = hashes
        ? passwordRequests
        : unlisted.includes(operation)
          ? unlistedRequests
          : requestsPerOperation;
      for (const request of fuzzRequests(operation, count, random, tokens)) {
        const outcome = await send(request);
        sent += 1;
        const broken = brokenPromise(operation, outcome);
        if (broken) failures.push(`${broken}: ${describeRequest(outcome)}`);
        if (!hashes) times.push(outcome.ms);
      }
    }
    expect(sent).toBeGreaterThan(operations.length * passwordRequests);
    // Speed is the benchmarks' to judge on a shared machine; the slowest answers are shown here.
    const slowest = [...times].sort((a, b) => b - a).slice(0, 3);
    console.warn(
      `fuzz: ${sent} requests, slowest answers ${slowest.map(Math.round).join(', ')} ms`,
    );
    if (process.env.FUZZ_DUMP) writeFileSync(process.env.FUZZ_DUMP, failures.join('\n'));
    expect(failures, `seed ${seed}`).toEqual([]);
  }, 240_000);
});
