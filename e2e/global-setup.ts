import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { repoPath, repoPaths } from '../server/paths';
import { missingChromiumMessage } from '../browser-kit/chromium-path';
import { staleBuildInput } from './stale-build';

/**
 * Stops the run early, with a message saying what to do, when the browser is missing; builds the
 * player page when it is missing or older than its sources, since the browser tests run the build.
 */
export default function globalSetup(): void {
  const missing = missingChromiumMessage();
  if (missing) throw new Error(missing);
  const builtPage = `${repoPaths.playerDir}/index.html`;
  const reason = buildReason(builtPage);
  if (!reason) return;
  process.stdout.write(`Building the player page first (npm run build): ${reason}.\n`);
  const build = spawnSync('npm', ['run', 'build'], { cwd: repoPath(), stdio: 'inherit' });
  if (build.status !== 0)
    throw new Error('`npm run build` failed: the browser tests need the build.');
}

/** Why the player page must be built before the tests, if it must. */
function buildReason(builtPage: string): string | undefined {
  if (!existsSync(builtPage)) return 'there is no build';
  const changed = staleBuildInput(builtPage);
  return changed && `${changed} changed since it`;
}
