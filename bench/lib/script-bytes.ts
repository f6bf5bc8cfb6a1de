import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { repoPath } from '../../server/paths';
import { benchFile } from './bench-pages-server';

/** Gzip bytes of a file, as a server compressing at gzip's default level would send it. */
export function gzipBytes(path: string): number {
  return gzipSync(readFileSync(path)).length;
}

/** The local file behind a script URL of our page or of a reference page, if there is one. */
export function scriptFile(url: string): string | undefined {
  const { pathname } = new URL(url);
  if (pathname.startsWith('/player/')) {
    const path = join(repoPath('dist', 'player'), pathname.slice('/player/'.length));
    return existsSync(path) ? path : undefined;
  }
  return benchFile(pathname);
}

/** Gzip bytes of the scripts at these URLs (each counted once). */
export function scriptsGzipBytes(urls: string[]): number {
  let total = 0;
  for (const url of new Set(urls)) {
    const file = scriptFile(url);
    if (file) total += gzipBytes(file);
  }
  return total;
}
