import type { Cause } from '../../lib/cause';
import type { PlayerError } from '../../lib/player-error';
import type { Subscribable } from '../subscribable';

/** Which episode view a record is of. */
export interface QoeViewIds {
  sessionId: string;
  episodeId: number;
}

/** The content video's events a QoE view is timed by. */
export type QoeVideoEvent = 'playing' | 'waiting' | 'seeking' | 'pause' | 'play' | 'ended';

/**
 * One moment of the views' story, timed on the page's clock (ms): what the QoE records are made
 * of, kept until their code (a chunk of its own, loaded beside the UI) reads them.
 */
export type QoeMoment = { at: number } & (
  | { kind: 'view-start'; ids: QoeViewIds; intentAt: number | undefined; droppedFrames: number }
  | { kind: 'view-end'; droppedFrames: number }
  | { kind: 'video'; event: QoeVideoEvent; droppedFrames: number }
  | { kind: 'intent' }
  | { kind: 'ad-break'; on: boolean }
  | { kind: 'bitrate'; kbps: number }
  /** The CDN (content-steering pathway) the picture now comes from. */
  | { kind: 'pathway'; id: string }
  | { kind: 'failed'; code: string }
  /** The page hidden (or left): the view ends, and may go on when shown. */
  | { kind: 'hidden'; droppedFrames: number }
  /** The page shown again; whether the film plays at that moment. */
  | { kind: 'shown'; playing: boolean }
);

/** The media store as the QoE reads it: the levels' bitrates, the level playing, its CDN, the failure. */
export interface QoeMediaState {
  levels: readonly { bitrate: number }[];
  currentLevel: number;
  pathway: string | undefined;
  failure: PlayerError | undefined;
}

export interface QoeSources {
  video: HTMLVideoElement;
  media: {
    subscribe(listener: (state: QoeMediaState, previous: QoeMediaState) => void): () => void;
  };
  /** The plays asked of the film, with their causes (the media steps' feed). */
  asked: Subscribable<{ asked: { change: string; cause: Cause } }>;
  adBreaks: Subscribable<{ adBreakStart: unknown; adBreakEnd: unknown }>;
}

const videoEvents: QoeVideoEvent[] = ['playing', 'waiting', 'seeking', 'pause', 'play', 'ended'];

/** Frames the element dropped since it was made (0 where the browser does not say). */
export const droppedFramesOf = (video: HTMLVideoElement): number =>
  video.getVideoPlaybackQuality?.().droppedVideoFrames ?? 0;

// Plays that are no viewer's wish to watch: an ad break resuming the film, a voice-over reloading.
const isIntent = (cause: Cause) => cause.by !== 'ad-break' && cause.by !== 'source-switch';

/** Tells each moment of the film's views to tell; returns the stop. */
export function watchQoeMoments(
  { video, media, asked, adBreaks }: QoeSources,
  tell: (moment: QoeMoment) => void,
  now: () => number = () => performance.now(),
): () => void {
  const dropped = () => droppedFramesOf(video);
  const onVideo = (event: Event) =>
    tell({
      kind: 'video',
      at: now(),
      event: event.type as QoeVideoEvent,
      droppedFrames: dropped(),
    });
  const onVisibility = () =>
    document.visibilityState === 'hidden'
      ? tell({ kind: 'hidden', at: now(), droppedFrames: dropped() })
      : tell({ kind: 'shown', at: now(), playing: !video.paused && !video.ended });
  const onPageHide = () => tell({ kind: 'hidden', at: now(), droppedFrames: dropped() });
  for (const name of videoEvents) video.addEventListener(name, onVideo);
  document.addEventListener('visibilitychange', onVisibility);
  window.addEventListener('pagehide', onPageHide);
  const stops = [
    asked.on('asked', ({ change, cause }) => {
      if (change === 'play' && isIntent(cause)) tell({ kind: 'intent', at: now() });
    }),
    adBreaks.on('adBreakStart', () => tell({ kind: 'ad-break', at: now(), on: true })),
    adBreaks.on('adBreakEnd', () => tell({ kind: 'ad-break', at: now(), on: false })),
    media.subscribe((state, previous) => {
      const bitrate = state.levels[state.currentLevel]?.bitrate;
      if (bitrate !== undefined && state.currentLevel !== previous.currentLevel) {
        tell({ kind: 'bitrate', at: now(), kbps: bitrate / 1000 });
      }
      if (state.pathway !== undefined && state.pathway !== previous.pathway) {
        tell({ kind: 'pathway', at: now(), id: state.pathway });
      }
      if (state.failure && state.failure !== previous.failure) {
        tell({ kind: 'failed', at: now(), code: state.failure.detail });
      }
    }),
  ];
  return () => {
    for (const name of videoEvents) video.removeEventListener(name, onVideo);
    document.removeEventListener('visibilitychange', onVisibility);
    window.removeEventListener('pagehide', onPageHide);
    for (const stop of stops) stop();
  };
}
