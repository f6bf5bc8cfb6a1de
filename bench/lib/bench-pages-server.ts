import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
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

/** Serves the reference pages on a loopback port of their own; the stream comes from the reference server. */
export async function startBenchPagesServer(): Promise<{ origin: string; close(): Promise<void> }> {
  const server = createServer((request, response) => {
    const file = files[new URL(request.url ?? '/', 'http://bench').pathname];
    if (!file) {
      response.writeHead(404).end();
      return;
    }
    readFile(file.path).then(
      (body) =>
        response.writeHead(200, { 'Content-Type': `${file.type}; charset=utf-8` }).end(body),
      () => response.writeHead(500).end(),
    );
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
