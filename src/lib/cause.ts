/**
 * Why the player's media changed: who asked for it. Every play, pause and seek of the content
 * carries one, so that nobody downstream (analytics, the host's events) guesses intent from order.
 * - viewer: a control, a key, a gesture, the media keys;
 * - host: the embedding page's command;
 * - autoplay: the player starting by itself as the page loads (auto_play);
 * - episode-change: another episode starting (the next one by itself, or one chosen);
 * - end: the film reaching its end (the element pauses by itself);
 * - ad-break: an ad break pausing the film and resuming it;
 * - start-time: the start position of a load (t, episode_time, a saved place);
 * - source-switch: another voice-over's stream reloading at the same position.
 */
export type Cause =
  | { by: 'viewer' }
  | { by: 'host' }
  | { by: 'autoplay' }
  | { by: 'episode-change' }
  | { by: 'end' }
  | { by: 'ad-break' }
  | { by: 'start-time' }
  | { by: 'source-switch' };

export type CauseKind = Cause['by'];

/** Whether a person asked for it (the viewer, or the host page on their behalf). */
export const isPersonCause = (cause: Cause): boolean =>
  cause.by === 'viewer' || cause.by === 'host';

/** Why the film played, paused or seeked, as the host page hears it (contract: host events). */
export type HostCause = 'viewer' | 'host' | 'autoplay' | 'system';

/** A cause as the host hears it: the player's own acts (ads, the end, another episode) are 'system'. */
export function hostCause(cause: Cause | undefined): HostCause {
  const by = cause?.by;
  return by === 'viewer' || by === 'host' || by === 'autoplay' ? by : 'system';
}
