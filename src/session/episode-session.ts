import { useCallback, useEffect, useRef, useState } from 'react';
import { isAbortError, type Episode } from '../api';
import { postToParent } from '../embed/parent-messages';
import { MasterPlaylistError } from '../media/master-playlist';
import { episodeMedia } from '../session/choose-media';
import type { EpisodeLoad, SelectOptions } from '../session/episode-load';
import type { CatalogueData } from './load-player-data';
import type { ProgressKeeper } from '../session/progress/progress-keeper';
import type { PlayerQuery } from '../session/player-query';
import { reportError } from '../errors/error-reporting';
import { resumePoint } from '../session/resume-point';

export type EpisodeSession =
  | { status: 'ready'; load: EpisodeLoad }
  | { status: 'master-failed'; url: string }
  | { status: 'failed'; errorId: string };

interface SessionInput {
  catalogue: CatalogueData;
  firstLoad: EpisodeLoad;
  query: PlayerQuery;
  baseUrl: string;
  progress: ProgressKeeper;
}

/**
 * The episode being played and the series navigation around it: selecting another episode loads
 * its media (keeping the voice-over the viewer chose), tells the host page, and decides how it starts.
 */
export function useEpisodeSession(input: SessionInput) {
  const [session, setSession] = useState<EpisodeSession>(() => ({
    status: 'ready',
    load: input.firstLoad,
  }));
  const [isAutoplay, setAutoplay] = useState(input.query.autoPlay);
  const pending = useRef<AbortController | undefined>(undefined);
  const { catalogue, query, baseUrl, progress } = input;

  useEffect(() => () => pending.current?.abort(), []);

  const selectEpisode = useCallback(
    (episode: Episode, options: SelectOptions) => {
      postToParent('episodeChanged', episode);
      pending.current?.abort();
      const abort = new AbortController();
      pending.current = abort;
      const saved = resumePoint(episode, progress.savedTime(episode.id));
      const resumeAt = options.offerResume ? saved : undefined;
      episodeMedia(episode, catalogue.content.id, catalogue.isAvailable, {
        baseUrl,
        langOrder: query.langOrder,
        signal: abort.signal,
      }).then(
        (media) => {
          if (abort.signal.aborted) return;
          const load = {
            episode,
            media,
            startTime: saved,
            resumeAt,
            autoPlay: options.play && resumeAt === undefined,
          };
          setSession({ status: 'ready', load });
        },
        (error: unknown) => {
          if (abort.signal.aborted || isAbortError(error)) return;
          if (error instanceof MasterPlaylistError) {
            setSession({ status: 'master-failed', url: error.url });
          } else setSession({ status: 'failed', errorId: reportError(error) });
        },
      );
    },
    [catalogue, query.langOrder, baseUrl, progress],
  );

  return { session, isAutoplay, setAutoplay, selectEpisode };
}
