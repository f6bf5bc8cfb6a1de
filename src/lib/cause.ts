/**
 * Why the player's media changed: who asked for it. Every play, pause and seek of the content
 * carries one, so that nobody downstream (analytics, the host's events) guesses intent from order.
 * - viewer: a control, a key, a gesture, the media keys;
 * - host: the embedding page's command;
 * - autoplay: the player starting or continuing by itself (auto_play, the next episode);
 * - ad-break: an ad break pausing the film and resuming it;
 * - start-time: the start position of a load (t, episode_time, a saved place);
 * - source-switch: another voice-over's stream reloading at the same position.
 */
export type Cause =
  | { by: 'viewer' }
  | { by: 'host' }
  | { by: 'autoplay' }
  | { by: 'ad-break' }
  | { by: 'start-time' }
  | { by: 'source-switch' };

export type CauseKind = Cause['by'];

/** Whether a person asked for it (the viewer, or the host page on their behalf). */
export const isPersonCause = (cause: Cause): boolean =>
  cause.by === 'viewer' || cause.by === 'host';
