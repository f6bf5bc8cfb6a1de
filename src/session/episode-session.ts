import { createStore } from 'zustand/vanilla';
import { isAbortError, type Episode } from '../api';
import { postToParent } from '../embed/parent-messages';
import { reportError } from '../errors/error-reporting';
import { cmcdView, newSessionId } from '../media/cmcd/cmcd';
import { MasterPlaylistError } from '../shared/master-playlist';
import { episodeMedia } from './choose-media';
import { hostEpisode } from './host-episode';
import type { EpisodeLoad, SelectOptions } from './episode-load';
import type { ProgressKeeper } from './progress/progress-keeper';
import { resumePoint } from '../shared/resume-point';

/** The episode playing, or why the one asked for cannot. */
export type EpisodeStatus =
  | { status: 'ready'; load: EpisodeLoad }
  | { status: 'master-failed'; url: string }
  | { status: 'failed'; errorId: string };

/** The episode and the series navigation: what plays, and whether the next one follows by itself. */
export type EpisodeState = EpisodeStatus & { autoplay: boolean };

export interface EpisodeSessionOptions {
  firstLoad: EpisodeLoad;
  contentId: number;
  isAvailable: boolean;
  baseUrl: string;
  langOrder: string[];
  /** auto_play: whether the next episode starts by itself at the end of one. */
  autoplay: boolean;
  progress: ProgressKeeper;
  /** Whether the streams' requests carry CMCD. */
  cmcd: boolean;
}

/**
 * The episode being played and the navigation between episodes: selecting another one loads its
 * media (keeping the voice-over the viewer chose), tells the host page, and decides how it starts.
 */
export function createEpisodeSession(options: EpisodeSessionOptions) {
  const store = createStore<EpisodeState>()(() => ({
    status: 'ready',
    load: options.firstLoad,
    autoplay: options.autoplay,
  }));
  let pending: AbortController | undefined;
  const settle = (status: EpisodeStatus) =>
    store.setState({ ...status, autoplay: store.getState().autoplay }, true);

  function select(episode: Episode, how: SelectOptions): void {
    postToParent('episodeChanged', hostEpisode(episode));
    pending?.abort();
    const abort = new AbortController();
    pending = abort;
    const saved = resumePoint(episode, options.progress.savedTime(episode.id));
    const resumeAt = how.offerResume ? saved : undefined;
    // Another episode is another view: a session id of its own.
    const sessionId = newSessionId();
    episodeMedia(episode, options.contentId, options.isAvailable, {
      baseUrl: options.baseUrl,
      langOrder: options.langOrder,
      signal: abort.signal,
      cmcd: cmcdView(options.cmcd, sessionId, options.contentId, episode.id),
    }).then(
      (media) => {
        if (abort.signal.aborted) return;
        const autoPlay = how.play && resumeAt === undefined;
        const load = { episode, media, startTime: saved, resumeAt, autoPlay, sessionId };
        settle({ status: 'ready', load });
      },
      (error: unknown) => {
        if (abort.signal.aborted || isAbortError(error)) return;
        if (error instanceof MasterPlaylistError)
          settle({ status: 'master-failed', url: error.url });
        else settle({ status: 'failed', errorId: reportError(error) });
      },
    );
  }

  return {
    store,
    select,
    setAutoplay: (autoplay: boolean) => store.setState({ autoplay }),
    dispose: () => pending?.abort(),
  };
}

export type EpisodeSession = ReturnType<typeof createEpisodeSession>;
