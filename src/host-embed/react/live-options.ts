import type { HostMethodName } from '../protocol/host-api';

/** The props a live player takes in place, each through a call of its handle: no new page. */
export interface LiveOptions {
  /** Another episode of the same content: setEpisode. */
  episodeId?: number | string;
  /** 0 (silent) to 1 (full): setVolume. */
  volume?: number;
  /** mute() or unmute(). */
  muted?: boolean;
}

/** One call of the handle, by its name and arguments. */
export type LiveCall = [method: HostMethodName, args: unknown[]];

/**
 * The calls that take a player from the live options it was given to the next ones: one for each
 * option that changed. An option taken away asks nothing: the player keeps what it has.
 */
export function liveOptionCalls(given: LiveOptions, next: LiveOptions): LiveCall[] {
  const calls: LiveCall[] = [];
  if (next.episodeId !== undefined && String(next.episodeId) !== String(given.episodeId)) {
    // The player knows its episodes by number; an attribute-like '202' is the same episode.
    calls.push(['setEpisode', [Number(next.episodeId)]]);
  }
  if (next.volume !== undefined && next.volume !== given.volume) {
    calls.push(['setVolume', [next.volume]]);
  }
  if (next.muted !== undefined && next.muted !== given.muted) {
    calls.push([next.muted ? 'mute' : 'unmute', []]);
  }
  return calls;
}

/** Whether the episode asked for differs from the one given, by value ('202' is 202). */
export function episodeChanged(given: LiveOptions, next: LiveOptions): boolean {
  return String(next.episodeId) !== String(given.episodeId);
}
