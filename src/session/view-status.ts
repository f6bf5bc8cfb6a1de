import { createStore, type StoreApi } from 'zustand/vanilla';
import type { PlayerError } from '../lib/player-error';
import type { EpisodeLoad } from './episode-load';

/**
 * What the page shows, from its boot to its end: loading, an episode playing (and how it started),
 * or an error that stops the player (the page's own, or an episode's media that failed to load).
 */
export type ViewStatus =
  | { status: 'loading' }
  | { status: 'playing'; load: EpisodeLoad }
  | { status: 'failed'; error: PlayerError };

/** The view's status, and whether the next episode follows by itself (the series' autoplay). */
export type ViewState = ViewStatus & { autoplay: boolean };

export type ViewStatusStore = StoreApi<ViewState>;

/** A view's one status store: loading, with autoplay as the page's query sets it. */
export const createViewStatus = (autoplay = false): ViewStatusStore =>
  createStore<ViewState>()(() => ({ status: 'loading', autoplay }));

/** Sets the status, keeping the autoplay choice. */
export function settleStatus(store: ViewStatusStore, status: ViewStatus): void {
  store.setState({ ...status, autoplay: store.getState().autoplay }, true);
}
