/** Content as the player uses it (spec section 3). */
export interface Content {
  id: number;
  title: string;
  hasMultipleEpisodes: boolean;
  posterUrl: string | null;
}

/** An episode as the player uses it (spec section 3); a film has exactly one. */
export interface Episode {
  id: number;
  order: number;
  season: { id: number; order: number } | null;
  title: string;
  description: string | null;
  posterPath: string | null;
  duration: number | null;
  m3u8MasterFilePath: string;
}
