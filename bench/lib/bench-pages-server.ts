import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { repoPath } from '../../server/paths';

// What the reference pages load: their own files and the libraries' published builds.
const files: Record<string, { path: string; type: string }> = {
  '/pages/bare-hls.html': { path: repoPath('bench', 'pages', 'bare-hls.html'), type: 'text/html' },
  '/pages/bare-hls.js': {
    path: repoPath('bench', 'pages', 'bare-hls.js'),
    type: 'text/javascript',
  },
  '/pages/article.html': { path: repoPath('bench', 'pages', 'article.html'), type: 'text/html' },
  '/pages/article.js': { path: repoPath('bench', 'pages', 'article.js'), type: 'text/javascript' },
  '/pages/videojs.html': { path: repoPath('bench', 'pages', 'videojs.html'), type: 'text/html' },
  '/pages/videojs.js': { path: repoPath('bench', 'pages', 'videojs.js'), type: 'text/javascript' },
  '/vendor/hls.min.js': {
    path: repoPath('node_modules', 'hls.js', 'dist', 'hls.min.js'),
    type: 'text/javascript',
  },
  '/vendor/video.min.js': {
    path: repoPath('node_modules', 'video.js', 'dist', 'video.min.js'),
    type: 'text/javascript',
  },
  '/vendor/video-js.min.css': {
    path: repoPath('node_modules', 'video.js', 'dist', 'video-js.min.css'),
    type: 'text/css',
  },
};

/** The file behind a path of the reference pages' server, if it serves one. */
export function benchFile(pathname: string): string | undefined {
  return files[pathname]?.path;
}

/** One file as a CDN would hold it: plain, brotli and gzip, with its validator. */
interface Served {
  type: string;
  etag: string;
  cacheControl: string;
  bodies: { identity: Buffer; br: Buffer; gzip: Buffer };
}

// Compressed once at startup, at the levels our build uses (scripts/compress-build.ts).
function compressAll(): Map<string, Served> {
  const served = new Map<string, Served>();
  for (const [pathname, file] of Object.entries(files)) {
    const identity = readFileSync(file.path);
    served.set(pathname, {
      type: file.type,
      etag: `"${createHash('sha1').update(identity).digest('base64url')}"`,
      // The libraries are versioned builds a CDN keeps for a year; the pages are revalidated.
      cacheControl: pathname.startsWith('/vendor/')
        ? 'public, max-age=31536000, immutable'
        : 'no-cache',
      bodies: {
        identity,
        br: brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        gzip: gzipSync(identity, { level: 9 }),
      },
    });
  }
  return served;
}

/** The encoding to answer with: brotli if accepted, else gzip, else none (q-values aside). */
function encodingFor(request: IncomingMessage): 'br' | 'gzip' | 'identity' {
  const accepted = String(request.headers['accept-encoding'] ?? '')
    .split(',')
    .map((part) => part.split(';')[0]?.trim().toLowerCase());
  if (accepted.includes('br')) return 'br';
  if (accepted.includes('gzip')) return 'gzip';
  return 'identity';
}

/** Serves the reference pages on a loopback port of their own, compressed by Accept-Encoding and cacheable like a CDN's; the stream comes from the reference server. */
export async function startBenchPagesServer(): Promise<{ origin: string; close(): Promise<void> }> {
  const served = compressAll();
  const server = createServer((request, response) => {
    const file = served.get(new URL(request.url ?? '/', 'http://bench').pathname);
    if (!file) {
      response.writeHead(404).end();
      return;
    }
    const headers: Record<string, string> = {
      'Content-Type': `${file.type}; charset=utf-8`,
      'Cache-Control': file.cacheControl,
      ETag: file.etag,
      Vary: 'Accept-Encoding',
    };
    if (request.headers['if-none-match'] === file.etag) {
      response.writeHead(304, headers).end();
      return;
    }
    const encoding = encodingFor(request);
    const body = file.bodies[encoding];
    if (encoding !== 'identity') headers['Content-Encoding'] = encoding;
    headers['Content-Length'] = String(body.length);
    response.writeHead(200, headers).end(request.method === 'HEAD' ? undefined : body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
