import type { BenchPage } from './open-fresh';

/** The three pages every start figure compares: ours first, then bare hls.js and video.js 8, on film 1's stream. */
export function startPages(serverOrigin: string, pagesOrigin: string): BenchPage[] {
  const stream = encodeURIComponent(`${serverOrigin}/media/films/film-1/voice-ru.m3u8`);
  return [
    {
      name: 'ours',
      url: `${serverOrigin}/player/?movie_id=1&auto_play=1`,
      // No ads: the first frame of the film itself.
      embed: { adListUrl: `${serverOrigin}/media/ads/no-ads.json` },
    },
    { name: 'bare hls.js', url: `${pagesOrigin}/pages/bare-hls.html?src=${stream}` },
    { name: 'video.js 8', url: `${pagesOrigin}/pages/videojs.html?src=${stream}` },
  ];
}
