/**
 * The episode of episodeChanged, as the player page posts it: the catalogue API's Episode, passed
 * on whole (the page's type is checked against this one where it posts it).
 */
export interface PlayerEpisode {
  id: number;
  contentId: number;
  order: number;
  season: { id: number; order: number } | null;
  /** May start with a list number ("1. Пилот"). */
  title: string;
  description: string | null;
  posterPath: string | null;
  /** Seconds. */
  duration: number | null;
  /** Seconds this viewer reached. */
  watchProgress: number | null;
  /** When this viewer last watched it (ISO date-time). */
  watchedAt: string | null;
  isCompleted: boolean;
  m3u8MasterFilePath: string;
}
