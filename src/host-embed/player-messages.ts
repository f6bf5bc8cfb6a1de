/** The episode the player tells of: the catalogue's episode, as the player page posts it. */
export interface PlayerEpisode {
  id: number;
  order: number;
  title: string;
  season: { id: number; order: number } | null;
  [field: string]: unknown;
}

/** The events a player handle gives, each with its payload. */
export interface PlayerEvents {
  /** The viewer (or autoplay) moved to another episode. */
  episodeChanged: PlayerEpisode;
  /** The player asks the host to let it fill the screen (parent fullscreen mode). */
  enterFullScreen: undefined;
  /** The player asks the host to give the frame its place back. */
  exitFullScreen: undefined;
}

export type PlayerEventName = keyof PlayerEvents;

const eventNames: readonly string[] = ['episodeChanged', 'enterFullScreen', 'exitFullScreen'];

/** A message of the player page (JSON text of `{ eventName, payload }`), else undefined. */
export function readPlayerMessage(
  data: unknown,
):
  | { [K in PlayerEventName]: { eventName: K; payload: PlayerEvents[K] } }[PlayerEventName]
  | undefined {
  if (typeof data !== 'string') return undefined;
  let message: unknown;
  try {
    message = JSON.parse(data);
  } catch {
    return undefined;
  }
  if (typeof message !== 'object' || message === null) return undefined;
  const { eventName, payload } = message as { eventName?: unknown; payload?: unknown };
  if (typeof eventName !== 'string' || !eventNames.includes(eventName)) return undefined;
  if (eventName === 'episodeChanged') {
    if (typeof payload !== 'object' || payload === null) return undefined;
    return { eventName, payload: payload as PlayerEpisode };
  }
  return { eventName: eventName as 'enterFullScreen' | 'exitFullScreen', payload: undefined };
}
