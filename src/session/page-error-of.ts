import { ApiError } from '../api';
import { reportError } from '../errors/error-reporting';
import { pageErrors, type PageError } from '../lib/page-errors';
import { MasterPlaylistError } from '../shared/master-playlist';

/**
 * The page error a load that threw shows: the content missing from the catalogue, a master
 * playlist by its URL, or anything else reported, its id on the screen.
 */
export function pageErrorOf(error: unknown): PageError {
  if (error instanceof ApiError && error.isNotFound) return pageErrors.contentNotFound();
  if (error instanceof MasterPlaylistError) return pageErrors.masterPlaylistFailed(error.url);
  return pageErrors.loadFailed(reportError(error));
}
