import type { PlaybackTimes } from '../host-embed/protocol/host-api';
import type { PlayerMessage } from '../host-embed/protocol/player-messages';

// The element's events told as they come; its plays, pauses, seeks and end come from the session's
// feed of steps instead, each with its cause.
type PlaybackEventName = 'timeupdate' | 'volumechange';

/** Posts one of the film's element events to the host. */
export type PostPlaybackEvent = (
  message: Extract<PlayerMessage, { eventName: PlaybackEventName }>,
) => void;

/** The host hears at most this many time updates in any one second. */
export const timeUpdatesPerSecond = 4;

/** The element's position, as the host's events carry it (JSON has no NaN: null). */
export function playbackTimes(video: HTMLVideoElement): PlaybackTimes {
  return {
    currentTime: video.currentTime,
    duration: Number.isFinite(video.duration) ? video.duration : null,
  };
}

/**
 * Tells the host of the film element's own events, as they happen: volumechange, and timeupdate
 * at most 4 times in any second. Returns the stop.
 */
export function postPlaybackEvents(
  video: HTMLVideoElement,
  post: PostPlaybackEvent,
  now: () => number = () => performance.now(),
): () => void {
  // The times of the last few time updates posted: a sliding second, so none has 5.
  const recent: number[] = [];
  const onTimeUpdate = () => {
    const at = now();
    while (recent.length > 0 && at - (recent[0] ?? 0) >= 1000) recent.shift();
    if (recent.length >= timeUpdatesPerSecond) return;
    recent.push(at);
    post({ eventName: 'timeupdate', payload: playbackTimes(video) });
  };
  const listeners: [string, () => void][] = [
    [
      'volumechange',
      () =>
        post({ eventName: 'volumechange', payload: { volume: video.volume, muted: video.muted } }),
    ],
    ['timeupdate', onTimeUpdate],
  ];
  for (const [name, listener] of listeners) video.addEventListener(name, listener);
  return () => {
    for (const [name, listener] of listeners) video.removeEventListener(name, listener);
  };
}
