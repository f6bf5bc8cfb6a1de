import { afterAll, describe, expect, it, vi } from 'vitest';
import { trustedProxies } from './environment';
import { call } from './testing/http-call';
import { startServerProcess, type ServerProcess } from './testing/server-process';
import { useTestServer } from './testing/use-test-server';

// Sign-ins hash with scrypt's OWASP cost.
vi.setConfig({ testTimeout: 60_000 });

// Two sign-ins a minute per address: a client's third is refused, and shows whose address counted.
const authRateLimits = { signIn: { perAddress: { max: 2, windowSeconds: 60 } } };
const wrongSignIn = { email: 'nobody@example.com', password: 'wrong-password-1' };

/** `count` failed sign-ins from the peer at `from`, naming `forwardedFor`; their statuses. */
async function signIns(
  server: { origin: string },
  from: string,
  forwardedFor: string,
  count: number,
): Promise<number[]> {
  const statuses: number[] = [];
  for (let attempt = 0; attempt < count; attempt++) {
    const answer = await call(server, 'POST', '/auth/authentication', {
      body: wrongSignIn,
      from,
      headers: { 'X-Forwarded-For': forwardedFor },
    });
    statuses.push(answer.status);
  }
  return statuses;
}

describe('TRUST_PROXY=1: one proxy hop in front (the nearest peer)', () => {
  const server = useTestServer({ authRateLimits, trustProxy: trustedProxies('1') });

  it('counts each forwarded client on its own: one client’s sign-ins do not use up another’s', async () => {
    expect(await signIns(server, '127.0.0.1', '203.0.113.1', 3)).toEqual([401, 401, 429]);
    expect(await signIns(server, '127.0.0.1', '203.0.113.2', 1)).toEqual([401]);
  });

  it('reads the client the proxy appended, not what the client wrote before it', async () => {
    // "forged, real": the proxy appended the real address after the one the client forged.
    expect(await signIns(server, '127.0.0.1', '198.51.100.9, 203.0.113.3', 3)).toEqual([
      401, 401, 429,
    ]);
    expect(await signIns(server, '127.0.0.1', '198.51.100.9, 203.0.113.4', 1)).toEqual([401]);
  });
});

describe('TRUST_PROXY=127.0.0.2: the proxy named by its address', () => {
  const server = useTestServer({ authRateLimits, trustProxy: trustedProxies('127.0.0.2') });

  it('believes X-Forwarded-For from the proxy', async () => {
    expect(await signIns(server, '127.0.0.2', '203.0.113.5', 3)).toEqual([401, 401, 429]);
    expect(await signIns(server, '127.0.0.2', '203.0.113.6', 1)).toEqual([401]);
  });

  it('refuses a spoofed header from any other peer: the peer’s own address counts', async () => {
    expect(await signIns(server, '127.0.0.3', '203.0.113.7', 3)).toEqual([401, 401, 429]);
    expect(await signIns(server, '127.0.0.3', '203.0.113.8', 1)).toEqual([429]);
  });
});

describe('TRUST_PROXY unset: no proxy trusted', () => {
  const server = useTestServer({ authRateLimits });

  it('ignores X-Forwarded-For: every header from one peer shares its limit', async () => {
    expect(await signIns(server, '127.0.0.4', '203.0.113.9', 3)).toEqual([401, 401, 429]);
    expect(await signIns(server, '127.0.0.4', '203.0.113.10', 1)).toEqual([429]);
  });
});

describe('the log, through a trusted proxy', () => {
  let server: ServerProcess | undefined;
  afterAll(() => server?.close());

  it('names the forwarded client, and never a spoofed one', async () => {
    server = await startServerProcess({ TRUST_PROXY: '127.0.0.1', LOG_LEVEL: 'info' });
    const get = (from: string, forwardedFor: string) =>
      call(server ?? { origin: '' }, 'GET', '/api/contents/1', {
        from,
        headers: { 'X-Forwarded-For': forwardedFor },
      });
    await get('127.0.0.1', '203.0.113.20');
    await get('127.0.0.5', '203.0.113.21');
    await vi.waitFor(() => expect(server?.output()).toContain('"remoteAddress":"127.0.0.5"'));
    const output = server.output();
    expect(output).toContain('"remoteAddress":"203.0.113.20"');
    expect(output).not.toContain('203.0.113.21');
  });
});
