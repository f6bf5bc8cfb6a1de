import type Hls from 'hls.js';
import type { HlsConstructor } from './load-hls';

// The buffer goal before the first play, in seconds.
const heldBufferSeconds = 1;

/** hls.js held to what a quick start needs, until the element's first play. */
export interface BufferHold {
  /** Lets hls.js fill its buffer now, as the first play would. */
  release(): void;
  /** Stops waiting for the play (the stream is going away). */
  stop(): void;
}

/**
 * Holds hls.js to the fragment under the start position of each track (what a quick start needs)
 * until video plays, then lets it fill its buffer.
 */
export function holdBufferUntilPlay(
  HlsClass: HlsConstructor,
  hls: Hls,
  video: HTMLVideoElement,
): BufferHold {
  const { config } = hls;
  const goal = {
    maxBufferLength: config.maxBufferLength,
    maxMaxBufferLength: config.maxMaxBufferLength,
  };
  // Below a fragment's length: once one is buffered at the playhead, no more video loads.
  config.maxBufferLength = heldBufferSeconds;
  config.maxMaxBufferLength = heldBufferSeconds;
  // Alternate audio comes after the video's first fragment, and while hls.js settles its first
  // audio track it ignores the goal: its first fragment is the last one.
  const onFragBuffered = (_event: unknown, data: { frag: { type: string } }) => {
    if (data.frag.type === 'audio') hls.pauseBuffering();
  };
  // A seek before the play needs the fragment where it lands (and again no more).
  const onSeeking = () => hls.resumeBuffering();
  const stop = () => {
    hls.off(HlsClass.Events.FRAG_BUFFERED, onFragBuffered);
    video.removeEventListener('play', release);
    video.removeEventListener('seeking', onSeeking);
  };
  let released = false;
  function release() {
    if (released) return;
    released = true;
    stop();
    Object.assign(config, goal);
    hls.resumeBuffering();
  }
  hls.on(HlsClass.Events.FRAG_BUFFERED, onFragBuffered);
  video.addEventListener('play', release, { once: true });
  video.addEventListener('seeking', onSeeking);
  return { release, stop };
}
