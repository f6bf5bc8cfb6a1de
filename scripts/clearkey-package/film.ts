// Packages a clear HLS film (fMP4) as a Clear Key protected one: every rendition's init segment
// and media segments encrypted, the playlists copied with their key tags.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { protectInitSegment, nalLengthSizeOf } from './init-segment';
import type { ContentKey } from './keys';
import { protectMediaSegment } from './media-segment';
import {
  masterJson,
  masterWithoutSubtitles,
  playlistUris,
  protectMediaPlaylist,
} from './playlists';
import { sampleIv } from './sample-encryption';

export interface FilmPackaging {
  /** The clear film's folder (film 1's). */
  from: string;
  /** The folder to write, replaced whole. */
  to: string;
  /** The clear master playlist to package, in `from`: its renditions are the ones packaged. */
  master: string;
  /** The protected film's URL path, for its master playlist JSON (`/media/films/film-6`). */
  mediaPath: string;
  key: ContentKey;
}

export function packageFilm({ from, to, master, mediaPath, key }: FilmPackaging): void {
  // Subtitles are not packaged: only the video and audio renditions.
  const masterText = masterWithoutSubtitles(readFileSync(join(from, master), 'utf8'));
  rmSync(to, { recursive: true, force: true });
  mkdirSync(to, { recursive: true });
  playlistUris(masterText).forEach((uri, stream) => {
    const playlist = readFileSync(join(from, uri), 'utf8');
    const folder = dirname(uri);
    mkdirSync(join(to, folder), { recursive: true });
    writeFileSync(join(to, uri), protectMediaPlaylist(playlist, key.kid));
    const initUri = /^#EXT-X-MAP:URI="([^"]+)"/m.exec(playlist)?.[1];
    if (!initUri) throw new Error(`${uri} has no EXT-X-MAP URI`);
    const init = readFileSync(join(from, folder, initUri));
    writeFileSync(join(to, folder, initUri), protectInitSegment(init, key.kid));
    const nalLengthSize = nalLengthSizeOf(init);
    const segments = playlist.split('\n').filter((line) => line !== '' && !line.startsWith('#'));
    segments.forEach((segmentUri, segment) => {
      const clear = readFileSync(join(from, folder, segmentUri));
      const protectedSegment = protectMediaSegment(clear, {
        key: key.key,
        nalLengthSize,
        ivOf: (sample) => sampleIv(stream, segment, sample),
      });
      writeFileSync(join(to, folder, segmentUri), protectedSegment);
    });
  });
  writeFileSync(join(to, 'master.m3u8'), masterText);
  writeFileSync(join(to, 'master.json'), masterJson(mediaPath));
}
