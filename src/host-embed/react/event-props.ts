import type { PlayerEventName, PlayerEvents } from '../protocol/player-messages';

/**
 * Each host event's callback prop, named as React names a media element's (onTimeUpdate,
 * onVolumeChange). Every event must have one: a new event fails the type check until it does.
 */
export const eventPropNames = {
  ready: 'onReady',
  play: 'onPlay',
  pause: 'onPause',
  playRefused: 'onPlayRefused',
  timeupdate: 'onTimeUpdate',
  seeked: 'onSeeked',
  ended: 'onEnded',
  volumechange: 'onVolumeChange',
  episodeChanged: 'onEpisodeChanged',
  adStart: 'onAdStart',
  adEnd: 'onAdEnd',
  error: 'onError',
  enterFullScreen: 'onEnterFullScreen',
  exitFullScreen: 'onExitFullScreen',
} as const satisfies Record<PlayerEventName, `on${string}`>;

/** The player's events as callback props: `onEpisodeChanged={(episode) => …}`. */
export type PlayerEventProps = {
  [K in PlayerEventName as (typeof eventPropNames)[K]]?: (payload: PlayerEvents[K]) => void;
};

/** Calls the callback props holds for the event name, if it holds one. */
export function callEventProp<K extends PlayerEventName>(
  props: PlayerEventProps,
  name: K,
  payload: PlayerEvents[K],
): void {
  const callback = props[eventPropNames[name]] as ((payload: PlayerEvents[K]) => void) | undefined;
  callback?.(payload);
}

const eventPropSet = new Set<string>(Object.values(eventPropNames));

/** Props without the event callbacks. */
export function withoutEventProps<P extends PlayerEventProps>(
  props: P,
): Omit<P, keyof PlayerEventProps> {
  const entries = Object.entries(props).filter(([name]) => !eventPropSet.has(name));
  return Object.fromEntries(entries) as Omit<P, keyof PlayerEventProps>;
}
