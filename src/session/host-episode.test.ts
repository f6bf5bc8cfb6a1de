import { describe, expect, expectTypeOf, it } from 'vitest';
import type { Episode } from '../api';
import type { PlayerEpisode } from '../host-embed/protocol/player-episode';
import { hostEpisode } from './host-episode';
import { seriesEpisode } from './testing/series-episode';

describe('hostEpisode', () => {
  it('passes on every field of the catalogue’s episode, its markers among them', () => {
    const episode = seriesEpisode(202, 1, 2, {
      description: 'Вторая серия.',
      posterPath: '/media/series/s1e2/poster.jpg',
      watchProgress: 12,
      watchedAt: '2026-11-20T19:04:00Z',
      introStart: 1,
      introEnd: 6,
      creditsStart: 14,
    });
    expect(hostEpisode(episode)).toStrictEqual(episode);
  });

  it('leaves out the markers the player drops as wrong, as the player does', () => {
    const episode = seriesEpisode(202, 1, 2, { introStart: 6, introEnd: 1, creditsStart: 25 });
    const heard = hostEpisode(episode);
    expect(heard).toStrictEqual(seriesEpisode(202, 1, 2));
    expect(Object.keys(heard)).not.toContain('introStart');
  });

  it('keeps a good marker beside a wrong one', () => {
    const heard = hostEpisode(seriesEpisode(202, 1, 2, { introEnd: 6, creditsStart: 14 }));
    expect(heard).toStrictEqual(seriesEpisode(202, 1, 2, { creditsStart: 14 }));
  });

  it('passes on nothing the API’s object carries beyond its schema', () => {
    const episode = { ...seriesEpisode(203, null, 3), internalNote: 'не для хоста' } as Episode;
    expect(hostEpisode(episode)).toStrictEqual(seriesEpisode(203, null, 3));
  });

  it('declares each field of the API’s Episode, and the page’s Episode fits it', () => {
    expectTypeOf<keyof PlayerEpisode>().toEqualTypeOf<keyof Episode>();
    expectTypeOf<Episode>().toExtend<PlayerEpisode>();
  });
});
