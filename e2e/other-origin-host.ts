import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A host site on another origin than the player: its own loopback port, serving one page. */
export interface OtherOriginHost {
  /** The page's URL. */
  url: string;
  close(): Promise<void>;
}

/** Serves `html` at / from a fresh HTTP server on 127.0.0.1 (a port of its own: another origin). */
export async function serveHostPage(html: string): Promise<OtherOriginHost> {
  const server = createServer((request, response) => {
    if (request.url !== '/') {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(html);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
