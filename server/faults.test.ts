import { afterEach, describe, expect, it } from 'vitest';
import { startTestServer } from './testing/test-server';
import { useTestServer } from './testing/use-test-server';

const server = useTestServer({ faults: true });

afterEach(async () => {
  await fetch(`${server.origin}/__faults`, { method: 'DELETE' });
});

async function addRules(rules: unknown[]) {
  return fetch(`${server.origin}/__faults`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ rules }),
  });
}

describe('fault injection', () => {
  it('answers a chosen status a chosen number of times, then recovers', async () => {
    const segment = '/media/films/film-1/360p/seg_001.m4s';
    expect(
      (await addRules([{ path: segment, times: 1, action: { kind: 'status', status: 500 } }]))
        .status,
    ).toBe(201);
    expect((await fetch(`${server.origin}${segment}`)).status).toBe(500);
    expect((await fetch(`${server.origin}${segment}`)).status).toBe(200);
    const listed = (await (await fetch(`${server.origin}/__faults`)).json()) as {
      rules: unknown[];
    };
    expect(listed.rules[0]).toMatchObject({ path: segment, hits: 1, times: 1 });
  });

  it('delays the matching requests only, by method and path prefix', async () => {
    await addRules([
      { method: 'GET', path: '/api/contents/*', action: { kind: 'delay', ms: 400 } },
    ]);
    const started = Date.now();
    expect((await fetch(`${server.origin}/api/contents/1`)).status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(380);
    await fetch(`${server.origin}/api/episodes?content-id=1`);
    // The other path passed the rule by: it counts the one request it delayed.
    const { rules } = (await (await fetch(`${server.origin}/__faults`)).json()) as {
      rules: { hits: number }[];
    };
    expect(rules.map((rule) => rule.hits)).toEqual([1]);
  });

  it('holds a request until the rules are cleared, then answers it normally', async () => {
    await addRules([{ path: '/api/contents/1', times: 1, action: { kind: 'hold' } }]);
    let answered = false;
    const held = fetch(`${server.origin}/api/contents/1`).then((response) => {
      answered = true;
      return response;
    });
    // Another request goes through while the first is held, and the rule counted the held one.
    expect((await fetch(`${server.origin}/api/episodes?content-id=1`)).status).toBe(200);
    await expect
      .poll(async () => {
        const listed = (await (await fetch(`${server.origin}/__faults`)).json()) as {
          rules: { hits: number }[];
        };
        return listed.rules[0]?.hits;
      })
      .toBe(1);
    expect(answered).toBe(false);
    await fetch(`${server.origin}/__faults`, { method: 'DELETE' });
    expect((await held).status).toBe(200);
  });

  it('combines a delay with a status', async () => {
    await addRules([
      { path: '/api/contents/2', action: { kind: 'delay', ms: 200 } },
      { path: '/api/contents/2', action: { kind: 'status', status: 503 } },
    ]);
    const started = Date.now();
    expect((await fetch(`${server.origin}/api/contents/2`)).status).toBe(503);
    expect(Date.now() - started).toBeGreaterThanOrEqual(190);
  });

  it('serves a malformed body that does not parse', async () => {
    await addRules([{ path: '/api/contents/1', action: { kind: 'malformed' } }]);
    const response = await fetch(`${server.origin}/api/contents/1`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/json');
    await expect(response.json()).rejects.toThrow();
  });

  it('cuts the connection', async () => {
    await addRules([{ path: '/api/ad-list.json', action: { kind: 'reset' } }]);
    await expect(fetch(`${server.origin}/api/ad-list.json`)).rejects.toThrow();
  });

  it('never answers a hung request, and the server still closes', async () => {
    await addRules([{ path: '/api/vast.xml', action: { kind: 'hang' } }]);
    await expect(
      fetch(`${server.origin}/api/vast.xml`, { signal: AbortSignal.timeout(300) }),
    ).rejects.toThrow(/abort|timeout/i);
  });

  it('rejects a rule it could not apply, naming the field', async () => {
    const response = await addRules([{ path: '/x', action: { kind: 'status' } }]);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toContain('status');
    expect((await addRules([{ path: 'no-slash', action: { kind: 'reset' } }])).status).toBe(400);
  });

  it("moves the server's clock on by POST /__clock, forward only and for a local test only", async () => {
    const before = server.clock.now();
    const clock = (body: unknown, headers: Record<string, string> = {}) =>
      fetch(`${server.origin}/__clock`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...headers },
        body: JSON.stringify(body),
      });
    const moved = await clock({ advanceMs: 60_000 });
    expect(moved.status).toBe(200);
    const { now } = (await moved.json()) as { now: number };
    expect(now).toBeGreaterThanOrEqual(before + 60_000);
    expect(server.clock.now()).toBeGreaterThanOrEqual(now);
    expect((await clock({ advanceMs: -1 })).status).toBe(400);
    expect((await clock({ advanceMs: 1 }, { Origin: 'https://evil.example' })).status).toBe(403);
  });

  it('clears every rule', async () => {
    await addRules([{ path: '/api/contents/1', action: { kind: 'status', status: 500 } }]);
    await fetch(`${server.origin}/__faults`, { method: 'DELETE' });
    expect((await fetch(`${server.origin}/api/contents/1`)).status).toBe(200);
  });

  it('is off unless the server is started with faults', async () => {
    const plain = await startTestServer({ faults: false });
    try {
      expect((await fetch(`${plain.origin}/__faults`)).status).toBe(404);
      expect((await fetch(`${plain.origin}/__clock`, { method: 'POST' })).status).toBe(404);
    } finally {
      await plain.close();
    }
  });
});
