import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { repoPath } from '../server/paths';

// What `npm run build` reads: a change to any of them after the build makes the build stale.
const buildInputs = [
  'src',
  'public',
  'index.html',
  'vpaid-frame.html',
  'vite.config.ts',
  'vite.embed.config.ts',
  'packages/embed/rolldown.config.ts',
  'packages/embed/examples/react/src',
];
const isTestFile = (name: string) => /\.test\.tsx?$/.test(name);

/** The newest modification time (ms) under `path`, tests left out; 0 when nothing is there. */
function newestChange(path: string): number {
  let stats;
  try {
    stats = statSync(path);
  } catch {
    return 0;
  }
  if (!stats.isDirectory()) return isTestFile(path) ? 0 : stats.mtimeMs;
  return readdirSync(path).reduce(
    (newest, entry) => Math.max(newest, newestChange(join(path, entry))),
    0,
  );
}

/** The build input changed since the player page was built, if any: the path of the newest. */
export function staleBuildInput(builtPage: string): string | undefined {
  const builtAt = statSync(builtPage).mtimeMs;
  return buildInputs.find((input) => newestChange(repoPath(input)) > builtAt);
}
