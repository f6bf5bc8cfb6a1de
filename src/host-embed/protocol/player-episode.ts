/**
 * The episode of episodeChanged, getEpisode and ready, as the player page posts it: the catalogue
 * API's Episode, each of its fields declared here (src/session/host-episode.ts maps one to this).
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
  /**
   * Seconds where the intro starts, with `introEnd`: from one to the other the player offers
   * 'Пропустить заставку', and a host's own skip is `seek(introEnd)`. Both are there or neither:
   * only where the catalogue marks the intro, it starts before it ends, and ends within the episode.
   */
  introStart?: number;
  /** Seconds where the intro ends, after `introStart`. */
  introEnd?: number;
  /**
   * Seconds where the end credits start (after the intro, within the episode), where the
   * catalogue marks them: the player offers the next episode from there, not only at the end.
   */
  creditsStart?: number;
}
