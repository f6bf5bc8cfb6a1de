/**
 * The statistics events the player sends (spec section 7). On the page's sendStat each is named
 * 'videoplayer_' and the event ('videoplayer_play'), but fullscreenExit: 'videoplayer_fullscreen_exit'.
 */
export type StatEvent =
  | 'play'
  | 'pause'
  | 'ended'
  | 'seek'
  | 'mute'
  | 'unmute'
  | 'fullscreen'
  | 'fullscreenExit'
  | 'changeQuality'
  | 'pip'
  | 'settingsClick'
  | 'speedSelect'
  | 'qualitySelect'
  | 'error'
  | 'bufferingError'
  // Every 60 s of playing (spec section 9).
  | 'ping'
  // A progress milestone reached: 10, 25, 50, 75, 95 or 100% of the duration.
  | 'progress'
  // The ad events: each names the ad it is about (only one that began to play, but for adError).
  | 'adStart'
  // At most once a second while the ad plays (spec section 9).
  | 'adTimeUpdate'
  | 'adPause'
  | 'adResume'
  | 'adSkip'
  | 'adClick'
  | 'adComplete'
  // With the VAST error code as error_type.
  | 'adError'
  // Once per episode view as it ends: how it went (startup, stalls, bitrate, errors).
  | 'qoe';

/** The event's name on the page's sendStat. */
export const statEventName = (event: StatEvent): string =>
  `videoplayer_${event === 'fullscreenExit' ? 'fullscreen_exit' : event}`;
