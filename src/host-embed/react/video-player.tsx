import {
  forwardRef,
  useEffect,
  useImperativeHandle,
  useLayoutEffect,
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

/** The options of `create`, a callback prop for each event, and the container's class and style. */
export interface VideoPlayerFrameProps extends CreateOptions, PlayerEventProps {
  /** The class of the element the frame fills (the frame is its full width, 16:9). */
  className?: string;
  style?: CSSProperties;
}

const eventNames = Object.keys(eventPropNames) as PlayerEventName[];

// Layout effects give the ref its handle in the same commit, as React gives a DOM ref its element,
// so a parent's effects can use it. A server runs neither; useEffect there keeps React 18 quiet.
const useCommitEffect = typeof document === 'undefined' ? useEffect : useLayoutEffect;

/**
 * An embedded player: one per mount (destroyed on unmount), made again when its options change
 * (they are read once, at its start), never when only its callbacks, class or style do. Its ref is
 * the player's handle. Named apart from the embed script's global `VideoPlayer`.
 */
export const VideoPlayerFrame = forwardRef<PlayerHandle, VideoPlayerFrameProps>(
  function VideoPlayerFrame(props, ref) {
    const container = useRef<HTMLDivElement>(null);
    const player = useRef<PlayerHandle | null>(null);
    // The newest callbacks, read when an event comes: a new function does not make a new player.
    const latestProps = useRef(props);
    useCommitEffect(() => {
      latestProps.current = props;
    });

    const { className, style, ...options } = withoutEventProps(props);
    // By value: a new langOrder array with the same languages is the same player.
    const optionsKey = JSON.stringify(options);
    useCommitEffect(() => {
      if (!container.current) return;
      const handle = create(container.current, JSON.parse(optionsKey) as CreateOptions);
      for (const name of eventNames) {
        handle.on(name, (payload) => callEventProp(latestProps.current, name, payload));
      }
      player.current = handle;
      return () => {
        player.current = null;
        handle.destroy();
      };
    }, [optionsKey]);
    // Without deps: the ref follows the player the effect above made, in the same commit.
    useImperativeHandle(ref, () => player.current as PlayerHandle);

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
