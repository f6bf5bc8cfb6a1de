import type { HostCause } from '../../lib/cause';
import type { PlayerEpisode } from './player-episode';

export type { HostCause } from '../../lib/cause';

/**
 * The version of the host API's messages (calls, replies and the events beyond the spec's). Each
 * carries it as `v`; an end ignores a message of a version it does not speak.
 */
export const hostApiVersion = 1;

/**
 * What a host may ask of its player, as the embed script's handle offers it: each method answers
 * (a promise on the host's side) once the player has done it, or refuses with a reason.
 */
export interface HostMethods {
  play(): void;
  pause(): void;
  /** Seconds from the start of the episode, from 0 on. */
  seek(seconds: number): void;
  /** 0 (silent) to 1 (full). */
  setVolume(volume: number): void;
  mute(): void;
  unmute(): void;
  /** Another episode of the same content, by its id; it plays from where this viewer stopped. */
  setEpisode(episodeId: number): void;
  /** A quality by its height in pixels (one the stream has), or 'auto'. */
  setQuality(height: number | 'auto'): void;
  /** 0.25 to 4; 1 is normal speed. */
  setPlaybackRate(rate: number): void;
  /** Fills the screen: call it within the person's click or key press on the host page. */
  requestFullscreen(): void;
  /** Closes the player's open menus, as a click outside it would. */
  closeMenus(): void;
  getCurrentTime(): number;
  /** The episode's length in seconds; NaN while unknown. */
  getDuration(): number;
  getVolume(): number;
  getMuted(): boolean;
  getPaused(): boolean;
  getEpisode(): PlayerEpisode;
}

export type HostMethodName = keyof HostMethods;

/** The methods' one list, in the order the documentation gives them. */
export const hostMethodNames = [
  'play',
  'pause',
  'seek',
  'setVolume',
  'mute',
  'unmute',
  'setEpisode',
  'setQuality',
  'setPlaybackRate',
  'requestFullscreen',
  'closeMenus',
  'getCurrentTime',
  'getDuration',
  'getVolume',
  'getMuted',
  'getPaused',
  'getEpisode',
] as const satisfies readonly HostMethodName[];

/** The player's answer to one call: its value, or why it refused. */
export type HostReply = { id: number; value?: unknown } | { id: number; error: string };

/** The film's position with each playback event (the ad's is not told: ads have their own). */
export interface PlaybackTimes {
  currentTime: number;
  /** NaN on the wire becomes null: JSON has no NaN. */
  duration: number | null;
}

/**
 * A play, pause or seek of the film, and who caused it: the viewer (a control, a key, the
 * platform's own controls), the host (its command), autoplay (the player starting as the page
 * loads) or the system (an ad break, the end, another episode starting, a start position).
 */
export interface PlaybackChange extends PlaybackTimes {
  cause: HostCause;
}

/** A play the browser did not allow, with the cause it was asked for and the browser's reason. */
export interface PlayRefusal extends PlaybackTimes {
  cause: HostCause;
  /** The DOMException's name: 'NotAllowedError' when the browser's autoplay policy refused it. */
  reason: string;
}

/** An ad of a break, as adStart and adEnd tell it. */
export interface PlayerAd {
  id: string;
  type: 'pre-roll' | 'mid-roll' | 'post-roll';
  /** Seconds of the film at which its break began. */
  position: number;
  /** The ad's length in seconds, when its VAST gave one. */
  duration: number | null;
}

/** An error the player met, as a host hears it. */
export interface PlayerErrorInfo {
  /** network, media, manifest, unsupported, blocked, availability, ad, drm or other. */
  kind: string;
  /** Which error exactly (hls.js's details, the element's 'mediaError<code>', a VAST code…). */
  detail: string;
  /** Whether it stopped what met it (the film, the ad) for good. */
  fatal: boolean;
  /** The address that failed, where there is one. */
  url?: string;
  /**
   * A protected stream's (kind drm): 'unsupported' (no key system here), 'refused' (the license
   * server answered 401/403: a sign-in or a subscription may help) or 'license' (anything else).
   */
  failure?: 'unsupported' | 'refused' | 'license';
}

/** What the player tells once it takes commands. */
export interface PlayerReady {
  version: typeof hostApiVersion;
  episode: PlayerEpisode;
}
