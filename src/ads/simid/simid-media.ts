import { mediaMessagePrefix } from './simid-protocol';

// The ad media's events a creative hears (SIMID section 4.2: the required ones and the stall).
const forwardedEvents = [
  'durationchange',
  'ended',
  'error',
  'pause',
  'play',
  'playing',
  'seeked',
  'seeking',
  'stalled',
  'timeupdate',
  'volumechange',
] as const;

// A duration the element does not know yet is NaN, which JSON would send as null.
const seconds = (value: number) => (Number.isFinite(value) ? value : 0);

function argsOf(type: (typeof forwardedEvents)[number], video: HTMLVideoElement) {
  switch (type) {
    case 'durationchange':
      return { duration: seconds(video.duration) };
    case 'timeupdate':
      return { currentTime: video.currentTime };
    case 'volumechange':
      return { volume: video.volume, muted: video.muted };
    case 'error':
      return { error: video.error?.code ?? 0, message: video.error?.message ?? '' };
    default:
      return undefined;
  }
}

/** Tells the creative each event of the ad's media as SIMID:Media:<type>, as it happens. */
export function forwardMediaEvents(
  video: HTMLVideoElement,
  post: (type: string, args?: unknown) => void,
  signal: AbortSignal,
): void {
  for (const type of forwardedEvents) {
    video.addEventListener(type, () => post(`${mediaMessagePrefix}${type}`, argsOf(type, video)), {
      signal,
    });
  }
}

/** The ad media's state, SIMID:Creative:getMediaState's answer (section 4.4.5). */
export function simidMediaState(video: HTMLVideoElement, fullscreen: boolean) {
  return {
    currentSrc: video.currentSrc,
    currentTime: video.currentTime,
    duration: seconds(video.duration),
    ended: video.ended,
    muted: video.muted,
    paused: video.paused,
    volume: video.volume,
    fullscreen,
  };
}
