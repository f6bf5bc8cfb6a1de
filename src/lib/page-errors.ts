/**
 * The page's own errors, each fatal (nothing plays behind its screen), with its typed details:
 * the host hears each as an `error` event, and the player's error screen shows each one's text.
 */
export type PageError =
  | { kind: 'other'; detail: 'missingMovieId'; fatal: true }
  | { kind: 'other'; detail: 'contentNotFound'; fatal: true }
  | { kind: 'unsupported'; detail: 'noEpisodes'; fatal: true }
  | { kind: 'manifest'; detail: 'masterPlaylistLoadError'; fatal: true; url: string }
  /** Anything else that stopped the load: reported, its id on the screen and in `detail`. */
  | { kind: 'other'; detail: `loadFailed ${string}`; fatal: true; errorId: string };

/** The page's errors, one constructor each. */
export const pageErrors = {
  missingMovieId: (): PageError => ({ kind: 'other', detail: 'missingMovieId', fatal: true }),
  contentNotFound: (): PageError => ({ kind: 'other', detail: 'contentNotFound', fatal: true }),
  noEpisodes: (): PageError => ({ kind: 'unsupported', detail: 'noEpisodes', fatal: true }),
  masterPlaylistFailed: (url: string): PageError => ({
    kind: 'manifest',
    detail: 'masterPlaylistLoadError',
    fatal: true,
    url,
  }),
  loadFailed: (errorId: string): PageError => ({
    kind: 'other',
    detail: `loadFailed ${errorId}`,
    fatal: true,
    errorId,
  }),
};
