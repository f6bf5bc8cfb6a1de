import type { Episode } from '../api';
import { cmcdView, newSessionId } from '../media/cmcd/cmcd';
import type { PlayerQuery } from '../shared/player-query';
import { resumePoint, startTimeWithin } from '../shared/resume-point';
import { episodeMedia } from './choose-media';
import type { EpisodeLoad, SelectOptions } from './episode-load';
import type { ProgressKeeper } from './progress/progress-keeper';

/**
 * How an episode starts: the page's first one as its query says (t, episode_time, auto_play, in
 * the view the page's server may have named), or one selected later.
 */
export type EpisodeStart =
  | {
      first: true;
      query: Pick<PlayerQuery, 'startTime' | 'episodeTime' | 'autoPlay'>;
      sessionId: string;
    }
  | ({ first: false } & SelectOptions);

/** What loading any episode needs: the content, where its media are, the viewer's places. */
export interface EpisodeLoadParts {
  contentId: number;
  isAvailable: boolean;
  baseUrl: string;
  langOrder: string[];
  /** Whether the streams' requests carry CMCD. */
  cmcd: boolean;
  progress: Pick<ProgressKeeper, 'savedTime'>;
}

/** Where an episode starts, and whether it asks first (the resume prompt) or plays at once. */
function startPoint(
  episode: Episode,
  start: EpisodeStart,
  progress: EpisodeLoadParts['progress'],
): Pick<EpisodeLoad, 'startTime' | 'resumeAt' | 'autoPlay'> {
  if (!start.first) {
    const saved = resumePoint(episode, progress.savedTime(episode.id));
    const resumeAt = start.offerResume ? saved : undefined;
    return { startTime: saved, resumeAt, autoPlay: start.play && resumeAt === undefined };
  }
  // The first episode: t starts there; otherwise a saved time (or episode_time) is offered.
  const startTime = startTimeWithin(episode, start.query.startTime);
  const resumeAt =
    startTime === undefined
      ? resumePoint(episode, progress.savedTime(episode.id), start.query.episodeTime)
      : undefined;
  // The resume prompt's buttons start playback; autoplay waits for them.
  return {
    startTime: startTime ?? resumeAt,
    resumeAt,
    autoPlay: start.query.autoPlay && resumeAt === undefined,
  };
}

/**
 * Loads one episode for the player, the page's first as every later one: a view of its own (its
 * CMCD session), its media (the master playlist's sources, or the slate of blocked content) and
 * where it starts. Rejects as its media do (MasterPlaylistError, an abort).
 */
export async function loadEpisode(
  episode: Episode,
  start: EpisodeStart,
  parts: EpisodeLoadParts,
  signal: AbortSignal,
): Promise<EpisodeLoad> {
  // Another episode is another view: a session id of its own.
  const sessionId = start.first ? start.sessionId : newSessionId();
  // Read before the media load: a place saved meanwhile belongs to the episode left.
  const point = startPoint(episode, start, parts.progress);
  const media = await episodeMedia(episode, parts.contentId, parts.isAvailable, {
    baseUrl: parts.baseUrl,
    langOrder: parts.langOrder,
    signal,
    cmcd: cmcdView(parts.cmcd, sessionId, parts.contentId, episode.id),
  });
  return { episode, media, sessionId, ...point };
}
