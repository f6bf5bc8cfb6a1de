// Makes the Clear Key demo film from a clear one: `tsx scripts/clearkey-package/package-film.ts
// media/films/film-1 media/films/film-6` (npm run media runs it; see docs/media-fixtures.md).
import { basename, relative, resolve } from 'node:path';
import { repoPath } from '../../server/paths';
import { packageFilm } from './film';
import { demoKey } from './keys';

const [from, to] = process.argv.slice(2);
if (!from || !to) {
  console.error('usage: package-film.ts <clear film folder> <protected film folder>');
  process.exit(1);
}
// The key is the one the reference server's license route gives for this content (its folder).
packageFilm({
  from,
  to,
  master: 'voice-ru.m3u8',
  mediaPath: `/${relative(repoPath(), resolve(to))}`,
  key: demoKey(basename(resolve(to))),
});
