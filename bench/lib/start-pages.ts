import type { BenchServer } from './bench-server';
import type { BenchPage } from './open-fresh';

/**
 * The three pages every start figure compares: ours first, then bare hls.js and video.js 8, on
 * film 1's stream, from the same media origin.
 */
/** Our page on film 6, protected with Clear Key: film 1's stream encrypted, one license to fetch. */
export const protectedPageName = 'ours, protected film (Clear Key)';

export function protectedFilmPage(server: BenchServer): BenchPage {
  return { name: protectedPageName, url: `${server.origin}/player/?movie_id=6&auto_play=1` };
}

export function startPages(server: BenchServer, pagesOrigin: string): BenchPage[] {
  const { origin: serverOrigin, mediaOrigin } = server;
  const stream = encodeURIComponent(`${mediaOrigin}/media/films/film-1/voice-ru.m3u8`);
  return [
    // The bench's catalogue has no ads: the first frame of the film itself.
    { name: 'ours', url: `${serverOrigin}/player/?movie_id=1&auto_play=1` },
    { name: 'bare hls.js', url: `${pagesOrigin}/pages/bare-hls.html?src=${stream}` },
    { name: 'video.js 8', url: `${pagesOrigin}/pages/videojs.html?src=${stream}` },
  ];
}
