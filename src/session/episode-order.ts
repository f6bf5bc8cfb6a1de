import type { Content, Episode } from '../api';
import { strings } from '../lib/strings';
import type { PlayerQuery } from '../shared/player-query';

/** Episodes in play order: season order, then episode order (films have no season). */
export function inPlayOrder(episodes: readonly Episode[]): Episode[] {
  return [...episodes].sort(
    (a, b) => (a.season?.order ?? 0) - (b.season?.order ?? 0) || a.order - b.order,
  );
}

/** A title without its leading list number: "1. Пилот" → "Пилот". */
export function stripListNumber(title: string): string {
  return title.replace(/^\d+\.\s+/, '');
}

type StartQuery = Pick<PlayerQuery, 'episodeId' | 'season' | 'episode'>;

/**
 * The episode to start with (spec section 2): episode_id; else season + episode by order; else the
 * first not-completed episode, else the first. `ordered` is in play order. A requested episode that
 * does not exist falls back to the default rule, so the viewer still gets something to watch.
 */
export function selectStartEpisode(
  ordered: readonly Episode[],
  query: StartQuery,
): Episode | undefined {
  if (query.episodeId !== undefined) {
    const byId = ordered.find((episode) => episode.id === query.episodeId);
    if (byId) return byId;
  } else if (query.season !== undefined) {
    const episodeOrder = query.episode ?? 1;
    const byOrder = ordered.find(
      (episode) => episode.season?.order === query.season && episode.order === episodeOrder,
    );
    if (byOrder) return byOrder;
  }
  return ordered.find((episode) => !episode.isCompleted) ?? ordered[0];
}

/** Whether the query asked for an episode the catalogue does not have. */
export function missesRequestedEpisode(chosen: Episode, query: StartQuery): boolean {
  if (query.episodeId !== undefined) return chosen.id !== query.episodeId;
  if (query.season === undefined) return false;
  return chosen.season?.order !== query.season || chosen.order !== (query.episode ?? 1);
}

/** The episode after `current` in play order, if there is one. */
export function nextEpisodeOf(ordered: readonly Episode[], current: Episode): Episode | undefined {
  const index = ordered.findIndex((episode) => episode.id === current.id);
  return index === -1 ? undefined : ordered[index + 1];
}

/** Content with several episodes: a series, whose title overlay names the episode. */
export function isSeries(content: Content, episodes: readonly Episode[]): boolean {
  return content.hasMultipleEpisodes || episodes.length > 1;
}

/** The title overlay: the content title, or '{season} сезон, {episode} серия. {title}' for a series. */
export function playerTitle(
  content: Content,
  episodes: readonly Episode[],
  episode: Episode,
): string {
  if (!isSeries(content, episodes)) return content.title;
  return strings.episodeOverlayTitle(
    episode.season?.order ?? 1,
    episode.order,
    stripListNumber(episode.title),
  );
}
