import { parseTimeCode } from '../lib/time-code';

/** What the page's query string (spec section 2) asks the player to do. */
export interface PlayerQuery {
  movieId: number;
  episodeId: number | undefined;
  season: number | undefined;
  episode: number | undefined;
  startTime: number | undefined;
  episodeTime: number | undefined;
  disabledShare: boolean;
  disableCheckingAvailable: boolean;
  userId: string | undefined;
  advert: boolean;
  autoPlay: boolean;
  langOrder: string[];
}

export type PlayerQueryResult =
  { ok: true; query: PlayerQuery } | { ok: false; reason: 'missing-movie-id' };

/** Parses the query string; the global movie id of the embed settings stands in for movie_id. */
export function parsePlayerQuery(search: string, globalMovieId?: string): PlayerQueryResult {
  const params = new URLSearchParams(search);
  const movieId = parseId(params.get('movie_id') ?? globalMovieId);
  if (movieId === undefined) return { ok: false, reason: 'missing-movie-id' };
  const season = parseId(params.get('season'));
  return {
    ok: true,
    query: {
      movieId,
      episodeId: parseId(params.get('episode_id')),
      season,
      // The spec: episode defaults to 1 when only season is given.
      episode: parseId(params.get('episode')) ?? (season === undefined ? undefined : 1),
      startTime: parseTimeCode(params.get('t')),
      episodeTime: parseTimeCode(params.get('episode_time')),
      disabledShare: isFlagSet(params, 'disabled_share'),
      disableCheckingAvailable: isFlagSet(params, 'disable_checking_available'),
      userId: params.get('user_id')?.trim() || undefined,
      advert: isFlagSet(params, 'advert'),
      autoPlay: isFlagSet(params, 'auto_play'),
      langOrder: params
        .getAll('lang_order')
        .map((code) => code.trim().toLowerCase())
        .filter(Boolean),
    },
  };
}

function parseId(value: string | null | undefined): number | undefined {
  if (value == null) return undefined;
  const id = Number.parseInt(value, 10);
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

// A flag is set by its presence, unless it says 0 or false.
function isFlagSet(params: URLSearchParams, name: string): boolean {
  const value = params.get(name);
  if (value === null) return false;
  return !['0', 'false'].includes(value.trim().toLowerCase());
}
