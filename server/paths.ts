import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

// A file path, not `new URL(…, import.meta.url)`: Vite's browser transform would rewrite that
// into a web URL when tests running in jsdom start the server.
const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** A path inside this repository. */
export function repoPath(...parts: string[]): string {
  return join(root, ...parts);
}

/** Where the server finds its files in this repository. */
export const repoPaths = {
  playerDir: repoPath('dist', 'player'),
  embedDir: repoPath('dist', 'embed'),
  mediaDir: repoPath('media'),
  hostPageDir: repoPath('server', 'host-page'),
  databaseFile: repoPath('data', 'catalogue.sqlite'),
};
