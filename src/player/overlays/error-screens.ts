import type { PlayerError } from '../../lib/player-error';
import { strings } from '../../lib/strings';

/** What an error screen says, and whether it offers to reload the page. */
export interface ErrorScreenText {
  message: string;
  canReload?: boolean;
}

/**
 * The screen of an error whose text is known without a report: the page's own errors (a missing
 * movie_id, content not found, no episodes, a master playlist, a load already reported) and
 * blocked content. Undefined for a stream's or a protected stream's failure, which have their own.
 */
export function knownErrorScreen(error: PlayerError): ErrorScreenText | undefined {
  if (error.kind === 'manifest' && error.url !== undefined) {
    return { message: strings.masterPlaylistFailed(error.url) };
  }
  if (error.kind === 'blocked') return { message: strings.contentBlocked };
  if (error.detail === 'missingMovieId') return { message: strings.missingMovieId };
  if (error.detail === 'contentNotFound') return { message: strings.contentNotFound };
  if (error.detail === 'noEpisodes') return { message: strings.noEpisodes };
  if ('errorId' in error && typeof error.errorId === 'string') {
    return { message: strings.genericError(error.errorId), canReload: true };
  }
  return undefined;
}
