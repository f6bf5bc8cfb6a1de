import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface StandInBuild {
  /** The folder holding both builds; a test may keep its database file there too. */
  dir: string;
  playerDir: string;
  embedDir: string;
  remove(): void;
}

// Each file's content is what the tests that serve it expect to read back.
const playerFiles: Record<string, string> = {
  'index.html':
    '<!doctype html><html><head><script async type="module" crossorigin src="/player/assets/index-abc123.js"></script>' +
    '<link rel="stylesheet" crossorigin href="/player/assets/index-abc123.css"></head><body><div id="root"></div></body></html>',
  'vpaid-frame.html': '<!doctype html><title>VPAID</title>',
  'assets/index-abc123.js': 'console.log(1)',
  'assets/index-abc123.css': 'body{margin:0}',
  'assets/vpaid-frame-abc123.js': 'console.log(1)',
  // The DRM chunk, which only a protected film's page preloads.
  'assets/stream-protection-abc123.js': 'export {}',
};
const embedFiles: Record<string, string> = {
  'embed.js': 'var VideoPlayer = {};',
  'embed.mjs': 'export const create = () => {};',
  'types/index.d.ts': 'export declare function create(): void;',
};

function write(root: string, files: Record<string, string>): void {
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(join(root, path, '..'), { recursive: true });
    writeFileSync(join(root, path), content);
  }
}

/** Stand-ins for vite's two outputs (player page and embed script), so tests need no build. */
export function standInBuild(): StandInBuild {
  const dir = mkdtempSync(join(tmpdir(), 'stand-in-build-'));
  const build = { dir, playerDir: join(dir, 'player'), embedDir: join(dir, 'embed') };
  write(build.playerDir, playerFiles);
  write(build.embedDir, embedFiles);
  return { ...build, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
