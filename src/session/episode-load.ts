import type { Episode } from '../api';
import type { MediaSourceSet } from '../media/media-engine-types';
import type { PreparedStream } from '../media/prepared-stream';

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

/** How a newly selected episode starts. */
export interface SelectOptions {
  /** Play once loaded: the viewer chose it, or autoplay continues the series. */
  play: boolean;
  /** Ask with the resume prompt when the episode has a saved time; otherwise start there silently. */
  offerResume: boolean;
}
