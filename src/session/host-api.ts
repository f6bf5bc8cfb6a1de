import type { AdEvents } from '../ads/ad-events';
import type { Episode } from '../api';
import type { AdHistoryItem } from '../ads/ad-history';
import type { HostLink } from '../embed/host-link';
import { postPlaybackEvents } from '../embed/playback-events';
import { hostApiVersion, type PlayerAd } from '../host-embed/protocol/host-api';
import type { HostCommandOf } from '../host-embed/protocol/host-commands';
import type { PlayerError } from '../lib/player-error';
import { hostError } from './host-error';
import { answerHostCall, HostCallRefusal, type HostCallTargets } from './host-calls';
import type { HostPlaybackMessage } from './host-playback';
import { hostEpisode } from './host-episode';

/** What the session tells the host besides the element's own events, kept until this chunk is in. */
export type HostFeedEvent =
  | ['adStart', AdHistoryItem]
  | ['adEnd', AdEvents['adEnd']]
  | ['error', PlayerError]
  | ['playback', HostPlaybackMessage]
  | ['episodeChanged', Episode];

export interface HostApiParts extends HostCallTargets {
  /** The way to the host: its calls come, and the answers and events go, through it. */
  link: HostLink;
  /** The session's events for the host, those from before this chunk loaded first. */
  feed(listener: (event: HostFeedEvent) => void): () => void;
}

const hostAd = (item: AdHistoryItem): PlayerAd => ({
  id: item.id,
  type: item.type,
  position: item.position,
  duration: Number.isFinite(item.duration) && item.duration > 0 ? item.duration : null,
});

function tellHost(link: HostLink, [name, payload]: HostFeedEvent): void {
  if (name === 'playback') link.send(payload);
  else if (name === 'episodeChanged') link.post('episodeChanged', hostEpisode(payload));
  else if (name === 'adStart') link.post('adStart', hostAd(payload));
  else if (name === 'adEnd') link.post('adEnd', { ...hostAd(payload.item), reason: payload.phase });
  else link.post('error', hostError(payload));
}

async function answer(parts: HostApiParts, call: HostCommandOf<'call'>, event: MessageEvent) {
  try {
    const value = await answerHostCall(parts, call.method, call.args);
    parts.link.reply(event, { eventName: 'reply', payload: { id: call.id, value } });
  } catch (error) {
    // A refusal says why; anything else is the player's own fault, not the host's to read.
    const reason = error instanceof HostCallRefusal ? error.message : `${call.method} failed`;
    if (!(error instanceof HostCallRefusal)) console.warn('[host api]', call.method, error);
    parts.link.reply(event, { eventName: 'reply', payload: { id: call.id, error: reason } });
  }
}

/**
 * The host API of a framed player: answers the host's calls (only its parent's), tells it of the
 * film's playback, its ads and its errors, and says ready. Returns the stop.
 */
export function startHostApi(parts: HostApiParts): () => void {
  const stops = [
    parts.link.listen({ call: (call, event) => void answer(parts, call, event) }),
    postPlaybackEvents(parts.video, (message) => parts.link.send(message)),
  ];
  parts.link.post('ready', {
    version: hostApiVersion,
    episode: hostEpisode(parts.currentEpisode()),
  });
  // After ready: what happened before this chunk loaded (an autoplay's first play) comes next.
  stops.push(parts.feed((event) => tellHost(parts.link, event)));
  return () => {
    for (const stop of stops) stop();
  };
}
