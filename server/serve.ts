import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { repoPaths } from './paths';

// `npm run serve`: the server over an existing build, as a process manager or a container starts
// it. Without one, every page would answer 503: say so instead, and stop.
const builtFiles = [join(repoPaths.playerDir, 'index.html'), join(repoPaths.embedDir, 'embed.js')];
const missing = builtFiles.filter((file) => !existsSync(file));
if (missing.length > 0) {
  console.error(
    `No build to serve (${missing.join(', ')} missing): run \`npm run build\` first, or \`npm start\`, which builds and serves.`,
  );
  process.exit(1);
}
await import('./main');
