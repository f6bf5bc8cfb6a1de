import { describe, expect, it } from 'vitest';
import type { Content, Episode } from '../api';
import {
  inPlayOrder,
  missesRequestedEpisode,
  nextEpisodeOf,
  playerTitle,
  selectStartEpisode,
  stripListNumber,
} from './episode-order';
import { seriesEpisode } from './testing/series-episode';

// Shuffled on purpose: the catalogue may answer in any order.
const shuffled = [
  seriesEpisode(205, 2, 2),
  seriesEpisode(202, 1, 2),
  seriesEpisode(204, 2, 1),
  seriesEpisode(201, 1, 1),
  seriesEpisode(203, 1, 3),
];
const ordered = inPlayOrder(shuffled);
const none = { episodeId: undefined, season: undefined, episode: undefined };

describe('inPlayOrder', () => {
  it('orders by season order, then episode order, without touching the input', () => {
    expect(ordered.map((e) => e.id)).toEqual([201, 202, 203, 204, 205]);
    expect(shuffled[0]?.id).toBe(205);
  });

  it('keeps a film (no season) as it is', () => {
    expect(inPlayOrder([seriesEpisode(101, null, 1)]).map((e) => e.id)).toEqual([101]);
  });
});

describe('selectStartEpisode', () => {
  it.each([
    ['episode_id', { ...none, episodeId: 204 }, 204],
    ['episode_id over season and episode', { episodeId: 202, season: 2, episode: 2 }, 202],
    ['season and episode by order', { ...none, season: 2, episode: 2 }, 205],
    ['season alone: its first episode', { ...none, season: 2, episode: 1 }, 204],
    ['season 1, episode 3', { ...none, season: 1, episode: 3 }, 203],
    ['nothing: the first episode', none, 201],
    ['an unknown episode_id: the default rule', { ...none, episodeId: 999 }, 201],
    ['an unknown season: the default rule', { ...none, season: 7, episode: 1 }, 201],
    [
      'an unknown episode of a known season: the default rule',
      { ...none, season: 1, episode: 9 },
      201,
    ],
  ])('%s', (_name, query, expected) => {
    expect(selectStartEpisode(ordered, query)?.id).toBe(expected);
  });

  it('starts with the first episode not completed when nothing is asked', () => {
    const watched = ordered.map((e) => (e.id < 203 ? { ...e, isCompleted: true } : e));
    expect(selectStartEpisode(watched, none)?.id).toBe(203);
  });

  it('starts with the first episode when every one is completed', () => {
    const allWatched = ordered.map((e) => ({ ...e, isCompleted: true }));
    expect(selectStartEpisode(allWatched, none)?.id).toBe(201);
  });

  it('plays a completed episode when the query names it', () => {
    const watched = ordered.map((e) => ({ ...e, isCompleted: true }));
    expect(selectStartEpisode(watched, { ...none, episodeId: 202 })?.id).toBe(202);
  });

  it('has nothing to start without episodes', () => {
    expect(selectStartEpisode([], none)).toBeUndefined();
  });
});

describe('missesRequestedEpisode', () => {
  it.each([
    [{ ...none, episodeId: 204 }, 204, false],
    [{ ...none, episodeId: 999 }, 201, true],
    [{ ...none, season: 2, episode: 1 }, 204, false],
    [{ ...none, season: 7, episode: 1 }, 201, true],
    [none, 201, false],
  ])('%j with %i → %s', (query, chosenId, misses) => {
    const chosen = ordered.find((e) => e.id === chosenId);
    if (!chosen) throw new Error('no such episode');
    expect(missesRequestedEpisode(chosen, query)).toBe(misses);
  });
});

describe('nextEpisodeOf', () => {
  it('crosses from the last episode of a season to the first of the next', () => {
    expect(nextEpisodeOf(ordered, ordered[2] as Episode)?.id).toBe(204);
  });

  it('has none after the last episode', () => {
    expect(nextEpisodeOf(ordered, ordered[4] as Episode)).toBeUndefined();
  });
});

describe('stripListNumber', () => {
  it.each([
    ['1. Пилот', 'Пилот'],
    ['12. Финал', 'Финал'],
    ['Пилот', 'Пилот'],
    ['1.Пилот', '1.Пилот'],
    ['2001. Космическая одиссея', 'Космическая одиссея'],
    ['Глава 1. Начало', 'Глава 1. Начало'],
  ])('%j → %j', (title, expected) => {
    expect(stripListNumber(title)).toBe(expected);
  });
});

describe('playerTitle', () => {
  const content = { title: 'Тестовый сериал', hasMultipleEpisodes: true } as Content;

  it('names the season, the episode and its stripped title for a series', () => {
    expect(playerTitle(content, ordered, ordered[3] as Episode)).toBe(
      '2 сезон, 1 серия. Серия 204',
    );
  });

  it('is the content title for a film', () => {
    const film = { title: 'Тестовый фильм', hasMultipleEpisodes: false } as Content;
    const only = [seriesEpisode(101, null, 1)];
    expect(playerTitle(film, only, only[0] as Episode)).toBe('Тестовый фильм');
  });
});
