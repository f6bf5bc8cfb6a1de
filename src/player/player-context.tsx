import { createContext, useContext } from 'react';
import type { AdHistoryItem } from '../ads/ad-history';
import type { AdList, Content, Episode, Season } from '../api';
import type { ProgressKeeper } from '../session/progress/progress-keeper';
import type { SelectOptions } from '../session/episode-load';

/** The player context of spec section 3, shared across the player, and the series navigation. */
export interface PlayerContextValue {
  content: Content;
  /** The episode playing now (a film's only one). */
  episode: Episode;
  userId: string | undefined;
  seasons: Season[];
  /** In play order: season order, then episode order. */
  episodes: Episode[];
  adList: AdList;
  isAutoplay: boolean;
  isAvailable: boolean;
  advHistoryItems: AdHistoryItem[];
  /** The title overlay's text: the content title, or the season, episode and title of a series. */
  title: string;
  /** Whether the content is a series: several episodes to navigate. */
  isSeries: boolean;
  /** The episode after the current one in play order, if any. */
  nextEpisode: Episode | undefined;
  /** The disabled_share parameter: no share button anywhere. */
  disabledShare: boolean;
  /** Where the viewer's place is kept, locally and on the server. */
  progress: ProgressKeeper;
  /** Replaces the current episode (and tells the host page). */
  selectEpisode(episode: Episode, options: SelectOptions): void;
  setAutoplay(on: boolean): void;
}

export const PlayerContext = createContext<PlayerContextValue | null>(null);

/** The player context; only components under <PlayerContext> may ask. */
export function usePlayerContext(): PlayerContextValue {
  const value = useContext(PlayerContext);
  if (!value) throw new Error('usePlayerContext needs a <PlayerContext> provider');
  return value;
}
