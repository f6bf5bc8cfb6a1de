import type { AdEvents } from '../ads/ad-events';
import type { AdHistoryItem } from '../ads/ad-history';
import {
  listenToParent,
  postMessageToParent,
  postToParent,
  replyTo,
} from '../embed/parent-messages';
import { postPlaybackEvents } from '../embed/playback-events';
import {
  hostApiVersion,
  type PlayerAd,
  type PlayerErrorInfo,
} from '../host-embed/protocol/host-api';
import type { HostCommandOf } from '../host-embed/protocol/host-commands';
import { isDrmError, type PlayerError } from '../lib/player-error';
import { answerHostCall, HostCallRefusal, type HostCallTargets } from './host-calls';
import { hostEpisode } from './host-episode';

/** What the session tells the host besides the element's own events, kept until this chunk is in. */
export type HostFeedEvent =
  ['adStart', AdHistoryItem] | ['adEnd', AdEvents['adEnd']] | ['error', PlayerError];

export interface HostApiParts extends HostCallTargets {
  /** The session's events for the host, those from before this chunk loaded first. */
  feed(listener: (event: HostFeedEvent) => void): () => void;
}

const hostAd = (item: AdHistoryItem): PlayerAd => ({
  id: item.id,
  type: item.type,
  position: item.position,
  duration: Number.isFinite(item.duration) && item.duration > 0 ? item.duration : null,
});

/** An error as the host hears it: what failed and how, never the underlying object. */
function hostError(error: PlayerError): PlayerErrorInfo {
  const { kind, detail, fatal, url } = error;
  const info: PlayerErrorInfo =
    url === undefined ? { kind, detail, fatal } : { kind, detail, fatal, url };
  return isDrmError(error) ? { ...info, failure: error.failure } : info;
}

function tellHost([name, payload]: HostFeedEvent): void {
  if (name === 'adStart') postToParent('adStart', hostAd(payload));
  else if (name === 'adEnd')
    postToParent('adEnd', { ...hostAd(payload.item), reason: payload.phase });
  else postToParent('error', hostError(payload));
}

async function answer(parts: HostApiParts, call: HostCommandOf<'call'>, event: MessageEvent) {
  try {
    const value = await answerHostCall(parts, call.method, call.args);
    replyTo(event, { eventName: 'reply', payload: { id: call.id, value } });
  } catch (error) {
    // A refusal says why; anything else is the player's own fault, not the host's to read.
    const reason = error instanceof HostCallRefusal ? error.message : `${call.method} failed`;
    if (!(error instanceof HostCallRefusal)) console.warn('[host api]', call.method, error);
    replyTo(event, { eventName: 'reply', payload: { id: call.id, error: reason } });
  }
}

/**
 * The host API of a framed player: answers the host's calls (only its parent's), tells it of the
 * film's playback, its ads and its errors, and says ready. Returns the stop.
 */
export function startHostApi(parts: HostApiParts): () => void {
  const stops = [
    listenToParent({ call: (call, event) => void answer(parts, call, event) }),
    postPlaybackEvents(parts.video, (message) => postMessageToParent(message)),
    parts.feed(tellHost),
  ];
  postToParent('ready', { version: hostApiVersion, episode: hostEpisode(parts.currentEpisode()) });
  return () => {
    for (const stop of stops) stop();
  };
}
