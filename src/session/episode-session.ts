import { isAbortError, type Episode } from '../api';
import type { EpisodeLoad, SelectOptions } from './episode-load';
import { loadEpisode, type EpisodeLoadParts } from './load-episode';
import { pageErrorOf } from './page-error-of';
import { settleStatus, type ViewStatusStore } from './view-status';

export interface EpisodeSessionOptions extends EpisodeLoadParts {
  /** The view's status, which this session sets as episodes load and fail. */
  status: ViewStatusStore;
  firstLoad: EpisodeLoad;
  /** Told of each episode selected, before it loads (the host hears it as episodeChanged). */
  onSelect(episode: Episode): void;
}

/**
 * The episode being played and the navigation between episodes: selecting another one loads it
 * (loadEpisode, as the first one was: its media, keeping the voice-over the viewer chose, and where
 * it starts), tells the host page, and sets the view's status.
 */
export function createEpisodeSession(options: EpisodeSessionOptions) {
  const { status } = options;
  settleStatus(status, { status: 'playing', load: options.firstLoad });
  let pending: AbortController | undefined;

  function select(episode: Episode, how: SelectOptions): void {
    options.onSelect(episode);
    pending?.abort();
    const abort = new AbortController();
    pending = abort;
    loadEpisode(episode, { first: false, ...how }, options, abort.signal).then(
      (load) => {
        if (!abort.signal.aborted) settleStatus(status, { status: 'playing', load });
      },
      (error: unknown) => {
        if (abort.signal.aborted || isAbortError(error)) return;
        settleStatus(status, { status: 'failed', error: pageErrorOf(error) });
      },
    );
  }

  return {
    store: status,
    select,
    setAutoplay: (autoplay: boolean) => status.setState({ autoplay }),
    dispose: () => pending?.abort(),
  };
}

export type EpisodeSession = ReturnType<typeof createEpisodeSession>;
