import { fieldsOf, parseFields } from './message-fields';

/**
 * The episode of episodeChanged, as the player page posts it: the catalogue API's Episode, passed
 * on whole (the page's type is checked against this one where it posts it).
 */
export interface PlayerEpisode {
  id: number;
  contentId: number;
  order: number;
  season: { id: number; order: number } | null;
  /** May start with a list number ("1. Пилот"). */
  title: string;
  description: string | null;
  posterPath: string | null;
  /** Seconds. */
  duration: number | null;
  /** Seconds this viewer reached. */
  watchProgress: number | null;
  /** When this viewer last watched it (ISO date-time). */
  watchedAt: string | null;
  isCompleted: boolean;
  m3u8MasterFilePath: string;
}

/** The events a host hears from its player, each with its payload. */
export interface PlayerEvents {
  /** The viewer (or autoplay) moved to another episode. */
  episodeChanged: PlayerEpisode;
  /** The player asks the host to let it fill the screen (parent fullscreen mode). */
  enterFullScreen: undefined;
  /** The player asks the host to give the frame its place back. */
  exitFullScreen: undefined;
}

export type PlayerEventName = keyof PlayerEvents;

/** Everything the player page posts to its host: its events, and its embed settings' request. */
export interface PlayerMessages extends PlayerEvents {
  /** A page framed with `host_settings=1` asks for its settings (the `settings` command answers). */
  settingsRequest: undefined;
}

export type PlayerMessageName = keyof PlayerMessages;

/** One message of the player page: its name and its payload (undefined for none). */
export type PlayerMessage = {
  [K in PlayerMessageName]: { eventName: K; payload: PlayerMessages[K] };
}[PlayerMessageName];

export const settingsRequestEvent = 'settingsRequest' satisfies PlayerMessageName;

const isNothing = (payload: unknown) => payload == null;

// Each message's payload check; its keys are the one list of names both ends use. An episode is
// told by its id: the embed script has already checked the sender's window and origin.
const payloadChecks: { [K in PlayerMessageName]: (payload: unknown) => boolean } = {
  episodeChanged: (payload) => typeof fieldsOf(payload)?.id === 'number',
  enterFullScreen: isNothing,
  exitFullScreen: isNothing,
  settingsRequest: isNothing,
};

/** The name of every message the player page posts and the embed script reads. */
export const playerMessageNames = Object.keys(payloadChecks) as readonly PlayerMessageName[];

/** The message as the spec puts it on the wire: JSON text with both fields, payload null for none. */
export function encodePlayerMessage({ eventName, payload }: PlayerMessage): string {
  return JSON.stringify({ eventName, payload: payload ?? null });
}

/** A message of the player page (always JSON text, never an object), else undefined. */
export function readPlayerMessage(data: unknown): PlayerMessage | undefined {
  const fields = typeof data === 'string' ? parseFields(data) : undefined;
  const eventName = fields?.eventName;
  const payload = fields?.payload;
  const known = playerMessageNames as readonly unknown[];
  if (!known.includes(eventName) || !payloadChecks[eventName as PlayerMessageName](payload)) {
    return undefined;
  }
  return { eventName, payload: payload ?? undefined } as PlayerMessage;
}
