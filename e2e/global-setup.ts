import { existsSync } from 'node:fs';
import { repoPaths } from '../server/paths';
import { missingChromiumMessage } from '../browser-kit/chromium-path';

/** Stops the run early, with a message saying what to do, when the browser or the build is missing. */
export default function globalSetup(): void {
  const missing = missingChromiumMessage();
  if (missing) throw new Error(missing);
  if (!existsSync(`${repoPaths.playerDir}/index.html`)) {
    throw new Error('The player page is not built: run `npm run build` first (npm test does).');
  }
}
