import { createContext, useContext } from 'react';
import type { AdList, Content, Episode, Season } from '../api';

/** A played ad, for analytics (spec section 3, ad-history item). */
export interface AdHistoryItem {
  id: string;
  type: 'pre-roll' | 'mid-roll';
  position: number;
  duration: number;
  perc: number;
}

/** The player context of spec section 3, shared across the player. */
export interface PlayerContextValue {
  content: Content;
  episode: Episode;
  userId: string | undefined;
  seasons: Season[];
  episodes: Episode[];
  adList: AdList;
  isAutoplay: boolean;
  isAvailable: boolean;
  advHistoryItems: AdHistoryItem[];
}

export const PlayerContext = createContext<PlayerContextValue | null>(null);

/** The player context; only components under <PlayerContext> may ask. */
export function usePlayerContext(): PlayerContextValue {
  const value = useContext(PlayerContext);
  if (!value) throw new Error('usePlayerContext needs a <PlayerContext> provider');
  return value;
}
