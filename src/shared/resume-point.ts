import type { Episode } from '../api/types';

// Closer than this to the end, an episode counts as watched: offering to resume there helps nobody.
const endMarginSeconds = 5;

/**
 * Where the viewer stopped in an episode: the host's episode_time, else this device's saved time,
 * else the server's watchProgress. Undefined when none is worth resuming (0 s, or at the very end).
 */
export function resumePoint(
  episode: Pick<Episode, 'duration' | 'watchProgress'>,
  localTime: number | undefined,
  episodeTime?: number,
): number | undefined {
  const saved = [episodeTime, localTime, episode.watchProgress].find(
    (time): time is number => typeof time === 'number' && Number.isFinite(time),
  );
  if (saved === undefined || saved < 1) return undefined;
  const { duration } = episode;
  if (duration != null && duration > 0 && saved >= duration - endMarginSeconds) return undefined;
  return Math.floor(saved);
}

/**
 * The t parameter's start time, when the episode has that moment: a time at or past its end is no
 * start time (the native player would seek to the end and finish the episode at once).
 */
export function startTimeWithin(
  episode: Pick<Episode, 'duration'>,
  startTime: number | undefined,
): number | undefined {
  if (startTime === undefined) return undefined;
  const { duration } = episode;
  return duration != null && duration > 0 && startTime >= duration ? undefined : startTime;
}
