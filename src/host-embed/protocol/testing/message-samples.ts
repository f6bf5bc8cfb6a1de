import type { HostCommandKind, HostCommandOf } from '../host-commands';
import type { PlayerEpisode, PlayerMessageName, PlayerMessages } from '../player-messages';

/** An episode as the player page posts it: the catalogue's Episode, every field. */
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
};

/** A payload for every message the player page can post; the type makes it list each one. */
export const playerMessageSamples: { [K in PlayerMessageName]: PlayerMessages[K] } = {
  episodeChanged: sampleEpisode,
  enterFullScreen: undefined,
  exitFullScreen: undefined,
  settingsRequest: undefined,
};

/** A command of every kind the embed script can post; the type makes it list each one. */
export const hostCommandSamples: { [K in HostCommandKind]: HostCommandOf<K> } = {
  click: { kind: 'click' },
  pause: { kind: 'pause' },
  settings: {
    kind: 'settings',
    settings: { baseUrl: 'https://catalogue.example/api', fullscreenMode: 'parent' },
  },
};
