import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

/** Where the server finds its files in this repository. */
export const repoPaths = {
  playerDir: `${root}dist/player`,
  mediaDir: `${root}media`,
  hostPageDir: `${root}server/host-page`,
  databaseFile: `${root}data/catalogue.sqlite`,
};
