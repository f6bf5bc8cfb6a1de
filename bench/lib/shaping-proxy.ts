import { Agent, createServer, request as forward, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Transform } from 'node:stream';

// Responses pass the link in pieces of this size, so that concurrent ones share it.
const pieceBytes = 16 * 1024;
// Hop-by-hop headers: between the browser and the proxy, or the proxy and the server, only.
const hopByHop = ['connection', 'keep-alive', 'proxy-connection', 'proxy-authorization'];

/** One download link every response shares: a byte budget that refills at the set bandwidth. */
class DownloadLink {
  private bytesPerMs = 1;
  private available = 0;
  private refilledAt = performance.now();
  private waiting: { bytes: number; alive: () => boolean; resolve: () => void }[] = [];
  private timer: NodeJS.Timeout | undefined;

  setMbit(mbit: number): void {
    this.refill();
    this.bytesPerMs = (mbit * 1e6) / 8 / 1000;
    this.pump();
  }

  /** Waits until bytes may pass; a response gone meanwhile (alive() false) costs nothing. */
  take(bytes: number, alive: () => boolean): Promise<void> {
    return new Promise((resolve) => {
      this.refill();
      this.waiting.push({ bytes, alive, resolve });
      this.pump();
    });
  }

  private refill() {
    const now = performance.now();
    const earned = this.available + (now - this.refilledAt) * this.bytesPerMs;
    // An idle link saves no more than a piece: no burst after a pause, as on a real link.
    this.available = this.waiting.length > 0 ? earned : Math.min(earned, pieceBytes);
    this.refilledAt = now;
  }

  private pump() {
    clearTimeout(this.timer);
    this.refill();
    for (const gone of this.waiting.filter((waiter) => !waiter.alive())) gone.resolve();
    this.waiting = this.waiting.filter((waiter) => waiter.alive());
    let next = this.waiting[0];
    while (next && next.bytes <= this.available) {
      this.available -= next.bytes;
      this.waiting.shift();
      next.resolve();
      next = this.waiting[0];
    }
    if (next) {
      const waitMs = Math.max(1, Math.ceil((next.bytes - this.available) / this.bytesPerMs));
      this.timer = setTimeout(() => this.pump(), waitMs);
    }
  }
}

/** A response body let through the link piece by piece. */
function throughLink(link: DownloadLink): Transform {
  const shaper: Transform = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      const pieces: Buffer[] = [];
      for (let at = 0; at < chunk.length; at += pieceBytes) {
        pieces.push(chunk.subarray(at, at + pieceBytes));
      }
      const passAll = async () => {
        for (const piece of pieces) {
          await link.take(piece.length, () => !shaper.destroyed);
          shaper.push(piece);
        }
      };
      passAll().then(() => done(), done);
    },
  });
  return shaper;
}

const withoutHopByHop = (headers: IncomingHttpHeaders): IncomingHttpHeaders =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => !hopByHop.includes(name)));

/** The browser's HTTP proxy, whose download bandwidth the bench sets. */
export interface ShapingProxy {
  /** As Chromium's proxy setting takes it. */
  server: string;
  setDownMbit(mbit: number): void;
  close(): Promise<void>;
}

/**
 * An HTTP proxy on loopback through which the browser loads everything, its responses sharing one
 * download link whose bandwidth can change at any moment, a response in flight included.
 */
export async function startShapingProxy(downMbit: number): Promise<ShapingProxy> {
  const link = new DownloadLink();
  link.setMbit(downMbit);
  const agent = new Agent({ keepAlive: true });
  const server = createServer((request, response) => {
    // A proxy is asked for absolute URLs.
    const target = URL.canParse(request.url ?? '') ? new URL(request.url ?? '') : undefined;
    if (!target) {
      response.writeHead(400).end();
      return;
    }
    const upstream = forward(
      target,
      { method: request.method, headers: withoutHopByHop(request.headers), agent },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, withoutHopByHop(answer.headers));
        const shaper = throughLink(link);
        response.on('close', () => {
          answer.destroy();
          shaper.destroy();
        });
        answer.pipe(shaper).pipe(response);
      },
    );
    upstream.on('error', () => {
      if (!response.headersSent) response.writeHead(502);
      response.end();
    });
    request.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    server: `http://127.0.0.1:${port}`,
    setDownMbit: (mbit) => link.setMbit(mbit),
    close: () =>
      new Promise<void>((resolve) => {
        agent.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
