// The size budget: fails when a built file outgrows its gzip budget (run by npm test after the build).
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { repoPath } from '../server/paths';

/** Gzip budgets in bytes; each a little above today's size, so that real growth is a decision. */
const budgets: { file: string; gzipBytes: number }[] = [
  // The host embed script runs on partners' pages: a few KB.
  { file: 'dist/embed/embed.js', gzipBytes: 2_500 },
  { file: 'dist/embed/embed.mjs', gzipBytes: 2_500 },
];

let failed = false;
for (const { file, gzipBytes } of budgets) {
  const size = gzipSync(readFileSync(repoPath(file)), { level: 9 }).length;
  const verdict = size <= gzipBytes ? 'ok' : 'OVER BUDGET';
  if (size > gzipBytes) failed = true;
  process.stdout.write(`${verdict.padEnd(11)} ${file}: ${size} B gzip (budget ${gzipBytes} B)\n`);
}
if (failed) {
  process.stderr.write(
    'A file is over its size budget: make it smaller, or raise the budget in scripts/size-budget.ts with a reason.\n',
  );
  process.exit(1);
}
