import { vi } from 'vitest';
import type { Content, Episode } from '../../api';
import { inPlayOrder, isSeries, nextEpisodeOf, playerTitle } from '../../session/episode-order';
import type { PlayerContextValue } from '../player-context';
import { createProgressKeeper } from '../../session/progress/progress-keeper';
import { seriesEpisode } from '../../session/testing/series-episode';

/** An episode like the seeded ones (series 2 unless a film's null season is given). */
export function testEpisode(
  id: number,
  season: number | null,
  order: number,
  extra: Partial<Episode> = {},
): Episode {
  return seriesEpisode(id, season, order, {
    contentId: season === null ? 1 : 2,
    description: `${order}. Описание ${id}`,
    posterPath: `/media/posters/${id}.jpg`,
    m3u8MasterFilePath: `/media/${id}/master.m3u8`,
    ...extra,
  });
}

function testContent(id: number, title: string, hasMultipleEpisodes: boolean): Content {
  return {
    id,
    title,
    description: null,
    hasMultipleEpisodes,
    posterUrl: null,
    contentType: { slug: hasMultipleEpisodes ? 'series' : 'film' },
  } as Content;
}

/** The seeded series' episodes: season 1 with three, season 2 with two. */
export const seriesEpisodes = [
  testEpisode(201, 1, 1),
  testEpisode(202, 1, 2),
  testEpisode(203, 1, 3),
  testEpisode(204, 2, 1),
  testEpisode(205, 2, 2),
];

/**
 * A player context for component tests: a film by default, a series with `series: true`. Its
 * progress keeper is the real one (local storage) with a sender that records and succeeds.
 */
export function testPlayerContext(
  options: { series?: boolean; episodes?: Episode[]; current?: number } = {},
  overrides: Partial<PlayerContextValue> = {},
): PlayerContextValue {
  const series = options.series ?? options.episodes !== undefined;
  const content = series
    ? testContent(2, 'Тестовый сериал', true)
    : testContent(1, 'Тестовый фильм', false);
  const episodes = inPlayOrder(
    options.episodes ?? (series ? seriesEpisodes : [testEpisode(101, null, 1)]),
  );
  const episode = episodes.find((candidate) => candidate.id === options.current) ?? episodes[0];
  if (!episode) throw new Error('a test context needs an episode');
  const progress = createProgressKeeper({
    contentId: content.id,
    sender: {
      saveTimeProgress: vi.fn(async () => undefined),
      markCompleted: vi.fn(async () => undefined),
    },
  });
  return {
    content,
    episode,
    userId: undefined,
    seasons: [],
    episodes,
    adList: { prerollList: [] },
    isAutoplay: false,
    isAvailable: true,
    advHistoryItems: [],
    title: playerTitle(content, episodes, episode),
    isSeries: isSeries(content, episodes),
    nextEpisode: nextEpisodeOf(episodes, episode),
    disabledShare: false,
    progress,
    selectEpisode: vi.fn(),
    setAutoplay: vi.fn(),
    ...overrides,
  };
}
