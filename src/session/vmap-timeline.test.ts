import { describe, expect, it } from 'vitest';
import type { VmapTimeOffset } from '../ads/vmap/vmap-document';
import { seriesEpisode } from './testing/series-episode';
import { adOpportunities, createBreakTimeline, placeOf, type FilmTimes } from './vmap-timeline';

// A 20 s episode whose intro ends at 6 s and credits start at 14 s.
const film: FilmTimes = { duration: 20, opportunities: [6, 14] };
const unknownLength: FilmTimes = { duration: 0, opportunities: [] };

describe('the place of a VMAP break in the film', () => {
  it.each<[string, VmapTimeOffset, FilmTimes, ReturnType<typeof placeOf>]>([
    ['start', 'start', film, 'start'],
    ['end', 'end', film, 'end'],
    ['a time', { seconds: 10 }, film, 10],
    ['a time before the duration is known', { seconds: 10 }, unknownLength, 10],
    ['00:00:00', { seconds: 0 }, film, 'start'],
    ['a time in the last second', { seconds: 19.5 }, film, 'end'],
    ['a time past the end', { seconds: 600 }, film, 'end'],
    ['a percentage', { percent: 50 }, film, 10],
    ['0%', { percent: 0 }, unknownLength, 'start'],
    ['100%', { percent: 100 }, unknownLength, 'end'],
    ['a percentage before the duration is known', { percent: 50 }, unknownLength, undefined],
    ['#1: the end of the intro', { position: 1 }, film, 6],
    ['#2: the start of the credits', { position: 2 }, film, 14],
    ['#3: an opportunity the episode does not have', { position: 3 }, film, undefined],
    ['#1 in an episode without markers', { position: 1 }, unknownLength, undefined],
  ])('%s', (_name, offset, times, place) => {
    expect(placeOf(offset, times)).toBe(place);
  });
});

describe('the ad opportunities of an episode (#n)', () => {
  it('are the end of its intro and the start of its credits, where the catalogue marks them', () => {
    const episode = (markers: Parameters<typeof seriesEpisode>[3]) =>
      seriesEpisode(202, 1, 2, markers);
    expect(adOpportunities(episode({ introStart: 1, introEnd: 6, creditsStart: 14 }))).toEqual([
      6, 14,
    ]);
    expect(adOpportunities(episode({ creditsStart: 14 }))).toEqual([14]);
    expect(adOpportunities(episode({}))).toEqual([]);
    // A marker that cannot be right is none: the credits past the 20 s episode's end.
    expect(adOpportunities(episode({ creditsStart: 25 }))).toEqual([]);
  });
});

describe('an episode view’s breaks', () => {
  const at = (id: string, offset: VmapTimeOffset) => ({ id, offset });
  const ids = (breaks: { id: string }[]) => breaks.map((adBreak) => adBreak.id);
  const schedule = [
    at('pre', 'start'),
    at('five', { seconds: 5 }),
    at('half', { percent: 50 }),
    at('also-half', { seconds: 10 }),
    at('credits', { position: 2 }),
    at('post', 'end'),
    at('post-2', { percent: 100 }),
  ];

  /** Plays from `from` to `to` in quarter seconds; the ids of the breaks due on the way, in order. */
  function play(
    timeline: ReturnType<typeof createBreakTimeline<(typeof schedule)[number]>>,
    from: number,
    to: number,
  ) {
    const due: string[][] = [];
    for (let time = from; time <= to; time += 0.25) {
      const now = timeline.playingAt(time, film);
      if (now.length > 0) due.push(ids(now));
    }
    return due;
  }

  it('plays each mid-roll as the film reaches it, those at one place together, once', () => {
    const timeline = createBreakTimeline(schedule);
    expect(play(timeline, 0, 20)).toEqual([['five'], ['half', 'also-half'], ['credits']]);
    // Played again from the start (a replay): nothing comes twice.
    expect(play(timeline, 0, 20)).toEqual([]);
  });

  it('gives the start and the end breaks once each', () => {
    const timeline = createBreakTimeline(schedule);
    expect(ids(timeline.take('start', film))).toEqual(['pre']);
    expect(timeline.take('start', film)).toEqual([]);
    expect(timeline.endDue(film)).toBe(true);
    expect(ids(timeline.take('end', film))).toEqual(['post', 'post-2']);
    expect(timeline.endDue(film)).toBe(false);
  });

  it('plays only the last break a seek passed, and uses up the others', () => {
    const timeline = createBreakTimeline(schedule);
    expect(timeline.playingAt(1, film)).toEqual([]);
    // A seek from 1 s to 16 s passes 5, 10 and 14: the one at 14 plays.
    expect(ids(timeline.playingAt(16, film))).toEqual(['credits']);
    // Back before them: the breaks jumped over do not come back.
    expect(play(timeline, 2, 20)).toEqual([]);
  });

  it('plays no break before the position the film first plays from (a resume point)', () => {
    const timeline = createBreakTimeline(schedule);
    expect(timeline.playingAt(12, film)).toEqual([]);
    expect(play(timeline, 12.25, 20)).toEqual([['credits']]);
    expect(play(timeline, 0, 12)).toEqual([]);
  });

  it('tells the breaks a few seconds ahead, for their VAST to load before them', () => {
    const timeline = createBreakTimeline(schedule);
    expect(ids(timeline.upcoming(0, 5, film))).toEqual(['five']);
    expect(ids(timeline.upcoming(6, 5, film))).toEqual(['half', 'also-half']);
    expect(ids(timeline.upcoming(15, 5, film))).toEqual(['post', 'post-2']);
    // Without a duration, neither the end nor a percentage is known to be near.
    expect(ids(timeline.upcoming(6, 5, unknownLength))).toEqual(['also-half']);
    timeline.playingAt(0, film);
    timeline.playingAt(5, film);
    expect(timeline.upcoming(1, 5, film)).toEqual([]);
  });
});
