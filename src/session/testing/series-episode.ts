import type { Episode } from '../../api';

/** An episode of series 2 (content 2), season `season` (or none), as the catalogue answers it. */
export function seriesEpisode(
  id: number,
  season: number | null,
  order: number,
  extra: Partial<Episode> = {},
): Episode {
  return {
    id,
    contentId: 2,
    order,
    season: season === null ? null : { id: 20 + season, order: season },
    title: `${order}. Серия ${id}`,
    description: null,
    posterPath: null,
    duration: 20,
    watchProgress: null,
    watchedAt: null,
    isCompleted: false,
    m3u8MasterFilePath: `/media/${id}.m3u8`,
    ...extra,
  };
}
