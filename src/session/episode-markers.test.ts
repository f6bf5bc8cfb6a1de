import { describe, expect, it } from 'vitest';
import { episodeMarkers } from './episode-markers';
import { seriesEpisode } from './testing/series-episode';

// A 20 s episode, as the seeded ones, with these markers.
const marked = (markers: Record<string, unknown>, duration: number | null = 20) =>
  seriesEpisode(202, 1, 2, { duration, ...markers });

describe('episodeMarkers', () => {
  it('gives the intro and the credits as the catalogue has them', () => {
    expect(episodeMarkers(marked({ introStart: 1, introEnd: 6, creditsStart: 14 }))).toEqual({
      intro: { start: 1, end: 6 },
      creditsStart: 14,
    });
    expect(episodeMarkers(marked({ introStart: 0, introEnd: 5.5 }))).toEqual({
      intro: { start: 0, end: 5.5 },
    });
    expect(episodeMarkers(marked({ creditsStart: 17 }))).toEqual({ creditsStart: 17 });
  });

  it('gives none for an episode without markers', () => {
    expect(episodeMarkers(marked({}))).toEqual({});
  });

  it.each([
    ['NaN', { introStart: Number.NaN, introEnd: 6 }],
    ['infinite', { introStart: 1, introEnd: Infinity }],
    ['negative', { introStart: -1, introEnd: 6 }],
    ['not a number', { introStart: '1', introEnd: 6 }],
    ['without its end', { introStart: 1 }],
    ['without its start', { introEnd: 6 }],
    ['ending where it starts', { introStart: 6, introEnd: 6 }],
    ['ending before it starts', { introStart: 6, introEnd: 1 }],
    ['ending at the end of the episode', { introStart: 1, introEnd: 20 }],
    ['ending past the end', { introStart: 1, introEnd: 25 }],
  ])('ignores an intro %s', (_, markers) => {
    expect(episodeMarkers(marked(markers)).intro).toBeUndefined();
  });

  it.each([
    ['NaN', { creditsStart: Number.NaN }],
    ['infinite', { creditsStart: Infinity }],
    ['negative', { creditsStart: -3 }],
    ['at the very start', { creditsStart: 0 }],
    ['at the end of the episode', { creditsStart: 20 }],
    ['past the end', { creditsStart: 21 }],
    ['within the intro', { introStart: 1, introEnd: 6, creditsStart: 4 }],
  ])('ignores credits %s', (_, markers) => {
    expect(episodeMarkers(marked(markers)).creditsStart).toBeUndefined();
  });

  it('keeps the good marker when the other is wrong', () => {
    expect(episodeMarkers(marked({ introStart: 6, introEnd: 1, creditsStart: 14 }))).toEqual({
      creditsStart: 14,
    });
    expect(episodeMarkers(marked({ introStart: 1, introEnd: 6, creditsStart: 30 }))).toEqual({
      intro: { start: 1, end: 6 },
    });
  });

  it('without a known duration, bounds the markers by nothing but each other', () => {
    expect(
      episodeMarkers(marked({ introStart: 1, introEnd: 90, creditsStart: 3000 }, null)),
    ).toEqual({ intro: { start: 1, end: 90 }, creditsStart: 3000 });
    expect(episodeMarkers(marked({ creditsStart: 14 }, 0))).toEqual({ creditsStart: 14 });
  });
});
