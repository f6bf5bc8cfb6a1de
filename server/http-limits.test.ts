import { connect, type Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import { useTestServer } from './testing/use-test-server';

/** A raw connection to the server: what a slow client writes, and what it reads until closed. */
async function rawClient(origin: string) {
  const { hostname, port } = new URL(origin);
  const socket: Socket = connect(Number(port), hostname);
  await new Promise((resolve) => socket.once('connect', resolve));
  let received = '';
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => (received += chunk));
  const closed = new Promise<number>((resolve) => {
    const opened = Date.now();
    socket.once('close', () => resolve(Date.now() - opened));
  });
  return { socket, closed, received: () => received };
}

describe('a client too slow for the limits (here 1 s for the headers, 2 s for the request)', () => {
  const server = useTestServer({
    httpLimits: { headersTimeoutMs: 1_000, requestTimeoutMs: 2_000 },
  });

  it('loses its connection, with a 408, when its headers never end', async () => {
    const client = await rawClient(server.origin);
    client.socket.write('GET /api/contents/1 HTTP/1.1\r\nHost: 127.0.0.1\r\n');
    const heldMs = await client.closed;
    expect(client.received()).toMatch(/^HTTP\/1\.1 408/);
    expect(heldMs).toBeLessThan(10_000);
  });

  it('loses its connection, with a 408, when its body trickles past the request’s limit', async () => {
    const client = await rawClient(server.origin);
    client.socket.write(
      'POST /qoe HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: text/plain\r\nContent-Length: 200\r\n\r\n{"a":',
    );
    // A byte every half second: never idle, never done.
    const trickle = setInterval(() => client.socket.write(' '), 500);
    const heldMs = await client.closed.finally(() => clearInterval(trickle));
    expect(client.received()).toMatch(/^HTTP\/1\.1 408/);
    expect(heldMs).toBeLessThan(10_000);
  });
});

describe('the default limits', () => {
  const server = useTestServer();

  it('refuse a body over 64 KiB on a route that sets no limit of its own, with a 413', async () => {
    const response = await fetch(`${server.origin}/auth/authentication`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'viewer@example.com', password: 'x'.repeat(65 * 1024) }),
    });
    expect(response.status).toBe(413);
  });

  it('leave a route its own larger limit: the error collector reads a 200 KiB envelope', async () => {
    const response = await fetch(`${server.origin}/sentry/api/7/envelope/`, {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain' },
      body: 'x'.repeat(200 * 1024),
    });
    // Read, not turned away for its size (a body with no event in it is taken and ignored).
    expect(response.status).toBe(200);
  });
});
