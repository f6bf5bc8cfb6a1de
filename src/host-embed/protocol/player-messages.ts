import {
  hostApiVersion,
  type HostReply,
  type PlaybackChange,
  type PlaybackTimes,
  type PlayRefusal,
  type PlayerAd,
  type PlayerErrorInfo,
  type PlayerReady,
} from './host-api';
import { fieldsOf, parseFields } from './message-fields';
import type { PlayerEpisode } from './player-episode';

export type { PlayerEpisode } from './player-episode';

/** The events a host hears from its player, each with its payload. */
export interface PlayerEvents {
  /** The player takes commands and answers getters (the host API's calls wait for it). */
  ready: PlayerReady;
  /** The film starts or goes on playing, and why. */
  play: PlaybackChange;
  /** The film pauses (an ad break and the end pause it too), and why. */
  pause: PlaybackChange;
  /** The browser kept the film paused when a play was asked (its autoplay policy, most often). */
  playRefused: PlayRefusal;
  /** While the film plays, at most 4 a second. */
  timeupdate: PlaybackTimes;
  seeked: PlaybackChange;
  ended: PlaybackTimes;
  volumechange: { volume: number; muted: boolean };
  /** The viewer (or autoplay) moved to another episode. */
  episodeChanged: PlayerEpisode;
  /** An ad began to play (the film is paused for its break). */
  adStart: PlayerAd;
  /** That ad is over: completed, skipped, stopped or failed while playing. */
  adEnd: PlayerAd & { reason: 'completed' | 'skipped' | 'stopped' | 'error' };
  /** The film, an ad or the page met an error (fatal ones show the error screen). */
  error: PlayerErrorInfo;
  /** The player asks the host to let it fill the screen (parent fullscreen mode). */
  enterFullScreen: undefined;
  /** The player asks the host to give the frame its place back. */
  exitFullScreen: undefined;
}

export type PlayerEventName = keyof PlayerEvents;

/** Everything the player page posts to its host: its events, and what the embed script handles. */
export interface PlayerMessages extends PlayerEvents {
  /** A page framed with `host_settings=1` asks for its settings (the `settings` command answers). */
  settingsRequest: undefined;
  /** A statistics event for the host page's sendStat, which the player cannot reach itself. */
  stat: { eventName: string; payload: Record<string, unknown> };
  /** The answer to one of the host's calls. */
  reply: HostReply;
}

export type PlayerMessageName = keyof PlayerMessages;

/** One message of the player page: its name and its payload (undefined for none). */
export type PlayerMessage = {
  [K in PlayerMessageName]: { eventName: K; payload: PlayerMessages[K] };
}[PlayerMessageName];

export const settingsRequestEvent = 'settingsRequest' satisfies PlayerMessageName;

const isNothing = (payload: unknown) => payload == null;
const isObject = (payload: unknown) => fieldsOf(payload) !== undefined;

// Each message's payload check; its keys are the one list of names both ends use. An episode is
// told by its id: the embed script has already checked the sender's window and origin.
const payloadChecks: { [K in PlayerMessageName]: (payload: unknown) => boolean } = {
  ready: isObject,
  play: isObject,
  pause: isObject,
  playRefused: isObject,
  timeupdate: isObject,
  seeked: isObject,
  ended: isObject,
  volumechange: isObject,
  episodeChanged: (payload) => typeof fieldsOf(payload)?.id === 'number',
  adStart: isObject,
  adEnd: isObject,
  error: isObject,
  enterFullScreen: isNothing,
  exitFullScreen: isNothing,
  settingsRequest: isNothing,
  stat: (payload) => typeof fieldsOf(payload)?.eventName === 'string',
  reply: (payload) => typeof fieldsOf(payload)?.id === 'number',
};

// The spec's messages (section 7) go as it puts them; every other carries the host API's version.
const specMessages: readonly PlayerMessageName[] = [
  'episodeChanged',
  'enterFullScreen',
  'exitFullScreen',
  'settingsRequest',
];

/** The name of every message the player page posts and the embed script reads. */
export const playerMessageNames = /* @__PURE__ */ Object.keys(
  payloadChecks,
) as readonly PlayerMessageName[];

/** The message on the wire: JSON text, payload null for none, `v` on all but the spec's. */
export function encodePlayerMessage({ eventName, payload }: PlayerMessage): string {
  const message = { eventName, payload: payload ?? null };
  if (specMessages.includes(eventName)) return JSON.stringify(message);
  return JSON.stringify({ ...message, v: hostApiVersion });
}

/**
 * A message of the player page (always JSON text, never an object), else undefined; a message of
 * another version of the host API is not one this script understands.
 */
export function readPlayerMessage(data: unknown): PlayerMessage | undefined {
  const fields = typeof data === 'string' ? parseFields(data) : undefined;
  const eventName = fields?.eventName;
  const payload = fields?.payload;
  const known = playerMessageNames as readonly unknown[];
  if (!known.includes(eventName) || !payloadChecks[eventName as PlayerMessageName](payload)) {
    return undefined;
  }
  const name = eventName as PlayerMessageName;
  if (!specMessages.includes(name) && fields?.v !== hostApiVersion) return undefined;
  return { eventName: name, payload: payload ?? undefined } as PlayerMessage;
}
