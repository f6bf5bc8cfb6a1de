import type { Episode } from '../api';
import type { MediaSourceSet } from '../media/media-engine-types';
import type { PreparedStream } from '../media/prepared-stream';
import type { PlayerQuery } from '../shared/player-query';
import type { ProgressKeeper } from './progress/progress-keeper';
import { resumePoint, startTimeWithin } from '../shared/resume-point';

/** One episode handed to the player: its media and how to start it. */
export interface EpisodeLoad {
  episode: Episode;
  media: MediaSourceSet;
  /** Seconds to start at: t, or the resume point. */
  startTime: number | undefined;
  /** Where the viewer stopped, set only when the resume prompt should ask (and wait). */
  resumeAt: number | undefined;
  /** Start playing as soon as the media can. */
  autoPlay: boolean;
  /** The stream, already loading before the player renders (the page's first episode only). */
  prepared?: PreparedStream;
  /** The episode view's id: its requests' CMCD sid and its QoE record's session_id. */
  sessionId: string;
}

/** The first episode's load: t starts there; otherwise a saved time (or episode_time) is offered. */
export function firstEpisodeLoad(
  episode: Episode,
  media: MediaSourceSet,
  query: Pick<PlayerQuery, 'startTime' | 'episodeTime' | 'autoPlay'>,
  progress: Pick<ProgressKeeper, 'savedTime'>,
  sessionId: string,
): EpisodeLoad {
  const startTime = startTimeWithin(episode, query.startTime);
  const resumeAt =
    startTime === undefined
      ? resumePoint(episode, progress.savedTime(episode.id), query.episodeTime)
      : undefined;
  return {
    episode,
    media,
    startTime: startTime ?? resumeAt,
    resumeAt,
    // The resume prompt's buttons start playback; autoplay waits for them.
    autoPlay: query.autoPlay && resumeAt === undefined,
    sessionId,
  };
}

/** How a newly selected episode starts. */
export interface SelectOptions {
  /** Play once loaded: the viewer chose it, or autoplay continues the series. */
  play: boolean;
  /** Ask with the resume prompt when the episode has a saved time; otherwise start there silently. */
  offerResume: boolean;
}
