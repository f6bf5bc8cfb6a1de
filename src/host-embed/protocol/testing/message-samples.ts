import type { HostCommandKind, HostCommandOf } from '../host-commands';
import type { PlayerEpisode, PlayerMessageName, PlayerMessages } from '../player-messages';

/** An episode as the player page posts it: the catalogue's Episode, every field, markers too. */
export const sampleEpisode: PlayerEpisode = {
  id: 7,
  contentId: 2,
  order: 3,
  season: { id: 1, order: 1 },
  title: 'Финал',
  description: null,
  posterPath: null,
  duration: 30,
  watchProgress: null,
  watchedAt: null,
  isCompleted: false,
  m3u8MasterFilePath: '/media/series/s1e3/master.m3u8',
  introStart: 2,
  introEnd: 8,
  creditsStart: 26,
};

/** A payload for every message the player page can post; the type makes it list each one. */
export const playerMessageSamples: { [K in PlayerMessageName]: PlayerMessages[K] } = {
  ready: { version: 1, episode: sampleEpisode },
  play: { currentTime: 0, duration: 30, cause: 'autoplay' },
  pause: { currentTime: 12.5, duration: 30, cause: 'viewer' },
  playRefused: { currentTime: 0, duration: 30, cause: 'autoplay', reason: 'NotAllowedError' },
  timeupdate: { currentTime: 13, duration: 30 },
  seeked: { currentTime: 20, duration: 30, cause: 'host' },
  ended: { currentTime: 30, duration: 30 },
  volumechange: { volume: 0.5, muted: false },
  episodeChanged: sampleEpisode,
  adStart: { id: 'preroll-1', type: 'pre-roll', position: 0, duration: 10 },
  adEnd: { id: 'preroll-1', type: 'pre-roll', position: 0, duration: null, reason: 'skipped' },
  error: { kind: 'manifest', detail: 'manifestLoadError', fatal: true, url: '/media/x.m3u8' },
  enterFullScreen: undefined,
  exitFullScreen: undefined,
  settingsRequest: undefined,
  stat: { eventName: 'videoplayer_play', payload: { first_playback: 1 } },
  reply: { id: 3, value: 12.5 },
};

/** A command of every kind the embed script can post; the type makes it list each one. */
export const hostCommandSamples: { [K in HostCommandKind]: HostCommandOf<K> } = {
  click: { kind: 'click' },
  pause: { kind: 'pause' },
  frameFullscreen: { kind: 'frameFullscreen', fullscreen: true },
  settings: {
    kind: 'settings',
    settings: { baseUrl: 'https://catalogue.example/api', fullscreenMode: 'parent' },
  },
  call: { kind: 'call', v: 1, id: 4, method: 'seek', args: [30] },
};
