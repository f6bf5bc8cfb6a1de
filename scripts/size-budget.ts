// The size budget: fails when a built file outgrows its gzip budget (run by npm test after the build).
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { repoPath } from '../server/paths';

/**
 * Gzip budgets in bytes, each a little above today's size, so that growth is a decision. Hashed
 * chunk names are matched by the part before the hash.
 */
const budgets: { file: string; gzipBytes: number; why: string }[] = [
  { file: 'dist/player/assets/index-', gzipBytes: 45_000, why: 'our code on the critical path' },
  { file: 'dist/player/assets/react-', gzipBytes: 70_000, why: 'React, on the critical path' },
  { file: 'dist/player/assets/hls-', gzipBytes: 185_000, why: 'hls.js, on the critical path' },
  { file: 'dist/embed/embed.js', gzipBytes: 2_500, why: "the embed script, on partners' pages" },
  { file: 'dist/embed/embed.mjs', gzipBytes: 2_500, why: "the embed script's module build" },
];

/** The built file a budget names: the path itself, or the one chunk whose name starts so. */
function builtFile(pattern: string): string {
  if (!pattern.endsWith('-')) return repoPath(pattern);
  const dir = repoPath(dirname(pattern));
  const prefix = pattern.slice(dirname(pattern).length + 1);
  const matches = readdirSync(dir).filter(
    (name) => name.startsWith(prefix) && name.endsWith('.js'),
  );
  if (matches.length !== 1) throw new Error(`${pattern}*.js matches ${matches.length} files`);
  return join(dir, matches[0] ?? '');
}

let failed = false;
for (const { file, gzipBytes, why } of budgets) {
  const path = builtFile(file);
  const size = gzipSync(readFileSync(path)).length;
  if (size > gzipBytes) failed = true;
  const verdict = size <= gzipBytes ? 'ok' : 'OVER BUDGET';
  process.stdout.write(
    `${verdict.padEnd(11)} ${path.slice(repoPath('').length)}: ${size} B gzip (budget ${gzipBytes} B, ${why})\n`,
  );
}
if (failed) {
  process.stderr.write(
    'A file is over its size budget: make it smaller, or raise the budget in scripts/size-budget.ts with a reason.\n',
  );
  process.exit(1);
}
