import { describe, expect, it } from 'vitest';
import { parsePlayerQuery } from './player-query';

describe('parsePlayerQuery', () => {
  it('reports a missing movie_id', () => {
    expect(parsePlayerQuery('')).toEqual({ ok: false, reason: 'missing-movie-id' });
    expect(parsePlayerQuery('?movie_id=')).toEqual({ ok: false, reason: 'missing-movie-id' });
    expect(parsePlayerQuery('?movie_id=abc')).toEqual({ ok: false, reason: 'missing-movie-id' });
    expect(parsePlayerQuery('?movie_id=-4')).toEqual({ ok: false, reason: 'missing-movie-id' });
  });

  it('parses movie_id as an integer', () => {
    const result = parsePlayerQuery('?movie_id=12abc');
    expect(result.ok && result.query.movieId).toBe(12);
  });

  it('falls back to the global movie id of the embed settings', () => {
    const result = parsePlayerQuery('', '5');
    expect(result.ok && result.query.movieId).toBe(5);
  });

  it('reads every parameter of spec section 2', () => {
    const result = parsePlayerQuery(
      '?movie_id=2&episode_id=14&season=2&t=90&episode_time=33.6&disabled_share=1' +
        '&disable_checking_available&user_id=u-7&advert=1&auto_play=1&lang_order=RU&lang_order=en',
    );
    expect(result).toEqual({
      ok: true,
      query: {
        movieId: 2,
        episodeId: 14,
        season: 2,
        episode: 1,
        startTime: 90,
        episodeTime: 33,
        disabledShare: true,
        disableCheckingAvailable: true,
        userId: 'u-7',
        advert: true,
        autoPlay: true,
        langOrder: ['ru', 'en'],
      },
    });
  });

  it('treats 0 and false as an unset flag and keeps an explicit episode', () => {
    const result = parsePlayerQuery('?movie_id=2&auto_play=0&advert=false&season=1&episode=3');
    expect(result.ok && result.query).toMatchObject({
      autoPlay: false,
      advert: false,
      season: 1,
      episode: 3,
    });
  });
});
