/** The statistics events the player sends, by their names on the page's sendStat (spec section 7). */
export const statEventNames = {
  play: 'videoplayer_play',
  pause: 'videoplayer_pause',
  ended: 'videoplayer_ended',
  seek: 'videoplayer_seek',
  mute: 'videoplayer_mute',
  unmute: 'videoplayer_unmute',
  fullscreen: 'videoplayer_fullscreen',
  fullscreenExit: 'videoplayer_fullscreen_exit',
  changeQuality: 'videoplayer_changeQuality',
  pip: 'videoplayer_pip',
  settingsClick: 'videoplayer_settingsClick',
  speedSelect: 'videoplayer_speedSelect',
  qualitySelect: 'videoplayer_qualitySelect',
  error: 'videoplayer_error',
  bufferingError: 'videoplayer_bufferingError',
  /** Every 60 s of playing (spec section 9). */
  ping: 'videoplayer_ping',
  /** A progress milestone reached: 10, 25, 50, 75, 95 or 100% of the duration. */
  progress: 'videoplayer_progress',
  /** The ad events: each names the ad it is about (only one that began to play, but for adError). */
  adStart: 'videoplayer_adStart',
  /** At most once a second while the ad plays (spec section 9). */
  adTimeUpdate: 'videoplayer_adTimeUpdate',
  adPause: 'videoplayer_adPause',
  adResume: 'videoplayer_adResume',
  adSkip: 'videoplayer_adSkip',
  adClick: 'videoplayer_adClick',
  adComplete: 'videoplayer_adComplete',
  /** With the VAST error code as error_type. */
  adError: 'videoplayer_adError',
} as const;

export type StatEvent = keyof typeof statEventNames;
