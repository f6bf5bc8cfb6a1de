import type { Episode } from '../../api';

/** One season of the seasons-and-episodes menu with its episodes in play order. */
export interface SeasonGroup {
  /** The season's id, 0 for episodes without a season. */
  id: number;
  order: number;
  episodes: Episode[];
}

/** The episodes (in play order) grouped by season, seasons in order. */
export function seasonGroups(ordered: readonly Episode[]): SeasonGroup[] {
  const groups: SeasonGroup[] = [];
  for (const episode of ordered) {
    const id = episode.season?.id ?? 0;
    let group = groups.find((candidate) => candidate.id === id);
    if (!group) {
      group = { id, order: episode.season?.order ?? 1, episodes: [] };
      groups.push(group);
    }
    group.episodes.push(episode);
  }
  return groups;
}
