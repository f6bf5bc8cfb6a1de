import { readFile } from 'node:fs/promises';
import { createServer, type RequestListener } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, sep } from 'node:path';

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
export function serveHostPage(
  html: string,
  options: HostPageOptions = {},
): Promise<OtherOriginHost> {
  return serveOnLoopback((request, response) => {
    if (request.url !== '/') {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(html);
  }, options);
}

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
};

/**
 * Serves a few files of its own, by path ('/steal.js': its body), each typed by its extension, an
 * HTML page where there is none: a site with a page and the scripts it serves.
 */
export function serveSite(
  files: Record<string, string>,
  options: HostPageOptions = {},
): Promise<OtherOriginHost> {
  return serveOnLoopback((request, response) => {
    const { pathname } = new URL(request.url ?? '/', 'http://host');
    const body = files[pathname];
    if (body === undefined) {
      response.writeHead(404).end();
      return;
    }
    const type = contentTypes[extname(pathname)] ?? contentTypes['.html'];
    response.writeHead(200, { 'Content-Type': type }).end(body);
  }, options);
}

/**
 * Serves a built host app, the files under dir (its index.html at /), the same way: a page that
 * loads scripts of its own, such as a React app's bundle.
 */
export function serveHostApp(dir: string, options: HostPageOptions = {}): Promise<OtherOriginHost> {
  const root = normalize(dir + sep);
  return serveOnLoopback((request, response) => {
    const { pathname } = new URL(request.url ?? '/', 'http://host');
    const path = normalize(
      join(root, pathname === '/' ? 'index.html' : decodeURIComponent(pathname)),
    );
    const type = contentTypes[extname(path)];
    if (!path.startsWith(root) || !type) {
      response.writeHead(404).end();
      return;
    }
    readFile(path).then(
      (body) => response.writeHead(200, { 'Content-Type': type }).end(body),
      () => response.writeHead(404).end(),
    );
  }, options);
}

/** Answers with handler from a fresh HTTP server on loopback, a port of its own. */
async function serveOnLoopback(
  handler: RequestListener,
  { site = 'same' }: HostPageOptions,
): Promise<OtherOriginHost> {
  const server = createServer(handler);
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
