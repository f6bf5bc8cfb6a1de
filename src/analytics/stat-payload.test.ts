import { describe, expect, it } from 'vitest';
import type { StatAdFields } from './stat-ad-fields';
import { buildStatPayload, type StatContent, type StatPlayback } from './stat-payload';

const film: StatContent = {
  id: 1,
  title: 'Фильм',
  contentType: { slug: 'film' },
  posterUrl: 'https://cdn.example/content-1.jpg',
  kinopoiskId: 301,
  year: 2024,
  countries: [{ slug: 'ru' }, { slug: 'kz' }],
  languages: [{ code: 'ru' }, { code: 'en' }],
  rating: {
    kinopoisk: { value: 7.4 },
    imdb: { value: 7.1, url: 'https://www.imdb.com/title/tt0000001/' },
  },
};

const playback: StatPlayback = {
  episode: { order: 2, season: { order: 1 }, posterPath: null },
  isSeries: false,
  userId: undefined,
  currentTime: 12.3456,
  duration: 30,
  playbackRate: 1.5,
  qualityHeight: 720,
  language: 'en',
  realTimePlayed: 9.6,
  videoTimePlayed: 12.2,
  deviceType: 'desktop',
};

const noAd: StatAdFields = {
  ad_id: null,
  ad_type: null,
  ad_duration_sec: -2,
  ad_position_perc: null,
  ad_position: null,
};

describe('the statistics payload', () => {
  it('carries every field of a film, spelled as the spec spells them', () => {
    expect(buildStatPayload(film, playback, noAd)).toEqual({
      video_id: 1,
      video_title: 'Фильм',
      duration: 30,
      player_type: 'embedded',
      video_category: 'film',
      video_thumbnail: 'https://cdn.example/content-1.jpg',
      kinopoisk_raiting: 7.4,
      kinopoisk_id: 301,
      IMDb_raiting: 7.1,
      IMDb_id: 'tt0000001',
      year: 2024,
      countries: ['ru', 'kz'],
      current_time: 12.35,
      playback_rate: 1.5,
      real_time_played_sec: 10,
      video_time_played_sec: 12,
      video_quality: '720p',
      season: null,
      episode: null,
      language: 'en',
      device_type: 'desktop',
      user_id: null,
      isTrailer: 0,
      ad_id: null,
      ad_type: null,
      ad_duration_sec: -2,
      ad_position_perc: null,
      ad_position: null,
    });
  });

  it("gives a series episode's season, order and poster, the viewer and the ad", () => {
    const payload = buildStatPayload(
      { ...film, contentType: { slug: 'series' } },
      {
        ...playback,
        isSeries: true,
        userId: 'u-7',
        episode: { order: 2, season: { order: 1 }, posterPath: 'https://cdn.example/s1e2.jpg' },
      },
      {
        ad_id: 'preroll-skippable',
        ad_type: 'pre-roll',
        ad_duration_sec: 15,
        ad_position_perc: 0,
        ad_position: 0,
      },
    );
    expect(payload).toMatchObject({
      video_category: 'series',
      video_thumbnail: 'https://cdn.example/s1e2.jpg',
      season: 1,
      episode: 2,
      user_id: 'u-7',
      ad_id: 'preroll-skippable',
      ad_type: 'pre-roll',
      ad_duration_sec: 15,
    });
  });

  it('reports the quality of a level without a height (the blocked-content placeholder) as empty', () => {
    expect(buildStatPayload(film, { ...playback, qualityHeight: 0 }, noAd).video_quality).toBe('');
  });

  it('reports missing ratings, ids and an unknown quality or duration as null, empty or 0', () => {
    const payload = buildStatPayload(
      {
        ...film,
        kinopoiskId: null,
        year: null,
        rating: { kinopoisk: { value: null }, imdb: { value: null, url: null } },
      },
      { ...playback, qualityHeight: undefined, duration: Number.NaN },
      noAd,
    );
    expect(payload).toMatchObject({
      kinopoisk_raiting: null,
      kinopoisk_id: null,
      IMDb_raiting: null,
      IMDb_id: null,
      year: null,
      video_quality: '',
      duration: 0,
    });
  });

  it("falls back to the content's first language when the stream names none", () => {
    expect(buildStatPayload(film, { ...playback, language: '' }, noAd).language).toBe('ru');
    expect(
      buildStatPayload({ ...film, languages: [] }, { ...playback, language: '' }, noAd).language,
    ).toBeNull();
  });

  it('gives no season for an episode outside any season', () => {
    const payload = buildStatPayload(
      film,
      { ...playback, isSeries: true, episode: { ...playback.episode, season: null } },
      noAd,
    );
    expect(payload).toMatchObject({ season: null, episode: 2 });
  });
});
