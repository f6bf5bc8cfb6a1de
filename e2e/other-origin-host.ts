import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A host site on another origin than the player: its own loopback port, serving one page. */
export interface OtherOriginHost {
  /** The page's URL. */
  url: string;
  close(): Promise<void>;
}

export interface HostPageOptions {
  /**
   * 'other': the page is on another site than the player (the reference server is on 127.0.0.1;
   * the page on localhost, another host name: the player's frame is then a third party, its
   * cookies cross-site). 'same' (the default): another port of 127.0.0.1, the same site.
   */
  site?: 'same' | 'other';
}

/** Serves `html` at / from a fresh HTTP server on loopback (a port of its own: another origin). */
export async function serveHostPage(
  html: string,
  { site = 'same' }: HostPageOptions = {},
): Promise<OtherOriginHost> {
  const server = createServer((request, response) => {
    if (request.url !== '/') {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(html);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  // localhost resolves to this server's 127.0.0.1 (Chromium tries ::1 first and falls back).
  const hostName = site === 'other' ? 'localhost' : '127.0.0.1';
  return {
    url: `http://${hostName}:${port}/`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
