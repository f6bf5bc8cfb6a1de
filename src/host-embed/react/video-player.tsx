import {
  forwardRef,
  useEffect,
  useImperativeHandle,
  useLayoutEffect,
  useReducer,
  useRef,
  type CSSProperties,
} from 'react';
import { create, type CreateOptions, type PlayerHandle } from '../embed-api';
import type { PlayerEventName } from '../protocol/player-messages';
import {
  callEventProp,
  eventPropNames,
  withoutEventProps,
  type PlayerEventProps,
} from './event-props';
import { episodeChanged, liveOptionCalls, type LiveOptions } from './live-options';

/**
 * The options of `create`, the volume and mute, a callback prop for each event, and the
 * container's class and style.
 */
export interface VideoPlayerFrameProps extends CreateOptions, PlayerEventProps {
  /** 0 (silent) to 1 (full), set once the player is ready and at each change. */
  volume?: number;
  /** Mutes the player (true) or unmutes it (false), once it is ready and at each change. */
  muted?: boolean;
  /** The class of the element the frame fills (the frame is its full width, 16:9). */
  className?: string;
  style?: CSSProperties;
}

/** A player the component made: its handle, whether its page is ready, the live options it has. */
interface LivePlayer {
  handle: PlayerHandle;
  ready: boolean;
  destroyed: boolean;
  given: LiveOptions;
}

const eventNames = Object.keys(eventPropNames) as PlayerEventName[];

// Layout effects give the ref its handle in the same commit, as React gives a DOM ref its element,
// so a parent's effects can use it. A server runs neither; useEffect there keeps React 18 quiet.
const useCommitEffect = typeof document === 'undefined' ? useEffect : useLayoutEffect;

/** Makes the calls that bring the player to these live options; a refusal goes to the console. */
function giveLiveOptions(player: LivePlayer, next: LiveOptions): void {
  for (const [method, args] of liveOptionCalls(player.given, next)) {
    const made = (player.handle[method] as (...values: unknown[]) => Promise<unknown>)(...args);
    made.catch((error: unknown) => {
      // A player destroyed since refuses what it had not done: that is no news.
      if (!player.destroyed) console.warn(`[embed] ${method} was refused:`, error);
    });
  }
  player.given = next;
}

/**
 * An embedded player: one per mount (destroyed on unmount). The episode (`episodeId`), `volume`
 * and `muted` change in place, through the player's handle, once its page is ready; any other
 * option makes the player again (they are read once, at its start), and its callbacks, class or
 * style never do. Its ref is the player's handle. Named apart from the embed script's global
 * `VideoPlayer`.
 */
export const VideoPlayerFrame = forwardRef<PlayerHandle, VideoPlayerFrameProps>(
  function VideoPlayerFrame(props, ref) {
    const container = useRef<HTMLDivElement>(null);
    const player = useRef<LivePlayer | null>(null);
    // The newest props, read when an event comes or a player is made: a new function does not
    // make a new player.
    const latestProps = useRef(props);
    useCommitEffect(() => {
      latestProps.current = props;
    });
    // Counts the players an episode change made again, before their page was ready.
    const [remade, remake] = useReducer((count: number) => count + 1, 0);

    const { className, style, volume, muted, episodeId, ...options } = withoutEventProps(props);
    // By value: a new langOrder array with the same languages is the same player.
    const optionsKey = JSON.stringify(options);
    useCommitEffect(() => {
      if (!container.current) return;
      const { episodeId, volume, muted } = latestProps.current;
      const createOptions = { ...(JSON.parse(optionsKey) as CreateOptions), episodeId };
      const handle = create(container.current, createOptions);
      const made: LivePlayer = { handle, ready: false, destroyed: false, given: { episodeId } };
      handle.on('ready', () => (made.ready = true));
      for (const name of eventNames) {
        handle.on(name, (payload) => callEventProp(latestProps.current, name, payload));
      }
      // The episode is in the frame's address; the volume and mute wait for the player's ready.
      giveLiveOptions(made, { episodeId, volume, muted });
      player.current = made;
      return () => {
        player.current = null;
        made.destroyed = true;
        handle.destroy();
      };
    }, [optionsKey, remade]);

    useCommitEffect(() => {
      const live = player.current;
      if (!live) return;
      const next = { episodeId, volume, muted };
      // A page not ready yet shows nothing of its episode: a new address starts the right one.
      if (!live.ready && episodeChanged(live.given, next)) remake();
      else giveLiveOptions(live, next);
    }, [episodeId, volume, muted]);

    // Without deps: the ref follows the player the effect above made, in the same commit.
    useImperativeHandle(ref, () => (player.current?.handle ?? null) as PlayerHandle);

    return <div ref={container} className={className} style={style} />;
  },
);

/**
 * The component's first name, kept so that no host breaks.
 * @deprecated Use `VideoPlayerFrame`: `VideoPlayer` is also the name of the embed script's global.
 */
export const VideoPlayer = VideoPlayerFrame;

/** @deprecated Use `VideoPlayerFrameProps`. */
export type VideoPlayerProps = VideoPlayerFrameProps;
