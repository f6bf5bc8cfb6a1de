/** What a host may ask of the player: every query parameter of the player page (spec section 2). */
export interface PlayerOptions {
  /** The content to play (movie_id); required unless the player page sets a global movie id. */
  movieId?: number | string;
  /** An episode by its id (episode_id). */
  episodeId?: number | string;
  /** An episode by season order and episode order; episode defaults to 1. */
  season?: number | string;
  episode?: number | string;
  /** Start time in seconds (t). */
  t?: number | string;
  /** Resume time of the episode in seconds (episode_time). */
  episodeTime?: number | string;
  /** Hides the share button (disabled_share). */
  disabledShare?: boolean;
  /** Skips the availability check (disable_checking_available). */
  disableCheckingAvailable?: boolean;
  /** Passed to the player context (user_id). */
  userId?: string;
  /** The demo ads: a pre-roll and a mid-roll every 10 s of watched time (advert). */
  advert?: boolean;
  /** Starts playing at once (auto_play). */
  autoPlay?: boolean;
  /** Audio languages in order of preference (repeated lang_order). */
  langOrder?: readonly string[];
  /** The interface's language (hl): 'ru' (the default), 'en', or 'auto' for the browser's. */
  uiLanguage?: 'ru' | 'en' | 'auto';
}

const parameterNames: Record<keyof PlayerOptions, string> = {
  movieId: 'movie_id',
  episodeId: 'episode_id',
  season: 'season',
  episode: 'episode',
  t: 't',
  episodeTime: 'episode_time',
  disabledShare: 'disabled_share',
  disableCheckingAvailable: 'disable_checking_available',
  userId: 'user_id',
  advert: 'advert',
  autoPlay: 'auto_play',
  langOrder: 'lang_order',
  uiLanguage: 'hl',
};

/** The player page's address for these options: flags as 1 when on, absent when off. */
export function playerPageUrl(playerPage: string, options: PlayerOptions): string {
  const url = new URL(playerPage);
  for (const key of Object.keys(parameterNames) as (keyof PlayerOptions)[]) {
    const value = options[key];
    const name = parameterNames[key];
    if (value === undefined || value === null || value === false || value === '') continue;
    if (Array.isArray(value)) for (const item of value) url.searchParams.append(name, item);
    else url.searchParams.set(name, value === true ? '1' : String(value));
  }
  return url.href;
}

/** The options of a declarative embed, from its data attributes (data-movie-id="2"…). */
export function optionsFromDataset(dataset: DOMStringMap): PlayerOptions {
  const flag = (value: string | undefined) =>
    value === undefined ? undefined : value !== 'false' && value !== '0';
  return {
    movieId: dataset.movieId,
    episodeId: dataset.episodeId,
    season: dataset.season,
    episode: dataset.episode,
    t: dataset.t,
    episodeTime: dataset.episodeTime,
    disabledShare: flag(dataset.disabledShare),
    disableCheckingAvailable: flag(dataset.disableCheckingAvailable),
    userId: dataset.userId,
    advert: flag(dataset.advert),
    autoPlay: flag(dataset.autoPlay),
    langOrder: dataset.langOrder
      ?.split(',')
      .map((code) => code.trim())
      .filter(Boolean),
    uiLanguage: dataset.uiLanguage as PlayerOptions['uiLanguage'],
  };
}
