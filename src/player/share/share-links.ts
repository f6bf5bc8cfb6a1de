/** What a share link points at: a film, or one episode of a series. */
export interface ShareTarget {
  movieId: number;
  episodeId?: number;
}

/**
 * The player page link to share: the page's origin and path with `movie_id`, then `episode_id`
 * when given, then `t` (whole seconds, rounded) when seconds is a finite number from 0 on.
 */
export function buildShareLink(pageUrl: string, target: ShareTarget, seconds?: number): string {
  const url = new URL(pageUrl);
  const params = new URLSearchParams({ movie_id: String(target.movieId) });
  if (target.episodeId !== undefined) params.set('episode_id', String(target.episodeId));
  if (seconds !== undefined && Number.isFinite(seconds) && seconds >= 0) {
    params.set('t', String(Math.round(seconds)));
  }
  // The page's own query (embed settings, tokens) and hash are not the viewer's to pass on.
  url.username = '';
  url.password = '';
  url.search = params.toString();
  url.hash = '';
  return url.href;
}
