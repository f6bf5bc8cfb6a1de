import { useEffect, useEffectEvent } from 'react';
import type { Episode } from '../../api';
import type { MediaState, MediaStore } from '../../media/media-store';
import { seekStepSeconds } from '../player-constants';
import { usePlayerContext } from '../player-context';
import { useMediaEngine, useMediaStoreApi } from './media-context';

/** What the lock screen, headset buttons and system media controls show and may ask. */
export interface MediaSessionOptions {
  title: string;
  /** Poster URL, shown as the artwork. */
  poster?: string;
  play(): void;
  pause(): void;
  seekBy(deltaSeconds: number): void;
  seekTo(seconds: number): void;
  /** Plays the previous episode of a series; absent where there is none. */
  previousTrack?: () => void;
  /** Plays the next episode of a series; absent where there is none. */
  nextTrack?: () => void;
}

const actions: MediaSessionAction[] = ['play', 'pause', 'seekbackward', 'seekforward', 'seekto'];

function mediaSession(): MediaSession | undefined {
  return 'mediaSession' in navigator && navigator.mediaSession ? navigator.mediaSession : undefined;
}

function setHandler(
  session: MediaSession,
  action: MediaSessionAction,
  handler: MediaSessionActionHandler | null,
): void {
  try {
    session.setActionHandler(action, handler);
  } catch {
    // Browsers throw for actions they do not support; the others still work.
  }
}

/** Publishes the title and poster to the Media Session API and answers its actions while mounted. */
export function useMediaSession(options: MediaSessionOptions): void {
  const { title, poster } = options;
  const hasPrevious = options.previousTrack !== undefined;
  const hasNext = options.nextTrack !== undefined;

  const onAction = useEffectEvent((details: MediaSessionActionDetails) => {
    switch (details.action) {
      case 'play':
        return options.play();
      case 'pause':
        return options.pause();
      case 'seekbackward':
        return options.seekBy(-(details.seekOffset ?? seekStepSeconds));
      case 'seekforward':
        return options.seekBy(details.seekOffset ?? seekStepSeconds);
      case 'seekto':
        if (details.seekTime !== undefined) options.seekTo(details.seekTime);
        return;
      case 'previoustrack':
        return options.previousTrack?.();
      case 'nexttrack':
        return options.nextTrack?.();
    }
  });

  useEffect(() => {
    const session = mediaSession();
    if (!session || typeof MediaMetadata !== 'function') return;
    session.metadata = new MediaMetadata({ title, artwork: poster ? [{ src: poster }] : [] });
    return () => {
      session.metadata = null;
    };
  }, [title, poster]);

  useEffect(() => {
    const session = mediaSession();
    if (!session) return;
    for (const action of actions) setHandler(session, action, (details) => onAction(details));
    return () => {
      for (const action of actions) setHandler(session, action, null);
    };
  }, []);

  // A handler only where there is an episode to go to: the system greys out the button otherwise.
  useEffect(() => {
    const session = mediaSession();
    if (!session) return;
    const handler = (on: boolean) =>
      on ? (details: MediaSessionActionDetails) => onAction(details) : null;
    setHandler(session, 'previoustrack', handler(hasPrevious));
    setHandler(session, 'nexttrack', handler(hasNext));
    return () => {
      setHandler(session, 'previoustrack', null);
      setHandler(session, 'nexttrack', null);
    };
  }, [hasPrevious, hasNext]);
}

/** The lock screen's position, or none while the duration is unknown (a stream not yet loaded). */
function positionOf({
  duration,
  playbackRate,
  currentTime,
}: MediaState): MediaPositionState | undefined {
  if (!(duration > 0) || !Number.isFinite(duration) || !(playbackRate > 0)) return undefined;
  return { duration, playbackRate, position: Math.min(Math.max(currentTime, 0), duration) };
}

// The changes after which the system's own clock (the position moving at the rate) goes wrong:
// play and pause, a seek's end, a new rate or duration, a new stream's metadata.
const movedOtherwise = (state: MediaState, previous: MediaState) =>
  state.paused !== previous.paused ||
  (previous.seeking && !state.seeking) ||
  state.playbackRate !== previous.playbackRate ||
  state.duration !== previous.duration ||
  state.phase !== previous.phase;

/**
 * Tells the Media Session the position, duration and rate when they change other than by playing
 * on (not at every timeupdate: the system moves the position itself at the rate it was given).
 */
export function usePositionState(store: MediaStore): void {
  useEffect(() => {
    const session = mediaSession();
    if (typeof session?.setPositionState !== 'function') return;
    const publish = (state: MediaState) => {
      const position = positionOf(state);
      if (!position) return;
      try {
        session.setPositionState(position);
      } catch {
        // A browser may refuse a value it finds inconsistent; the next change tries again.
      }
    };
    publish(store.getState());
    const stop = store.subscribe((state, previous) => {
      if (movedOtherwise(state, previous)) publish(state);
    });
    return () => {
      stop();
      try {
        session.setPositionState();
      } catch {
        // Nothing to clear.
      }
    };
  }, [store]);
}

/** The episode before `current` in play order, if there is one. */
function previousEpisodeOf(ordered: readonly Episode[], current: Episode): Episode | undefined {
  const index = ordered.findIndex((episode) => episode.id === current.id);
  return index > 0 ? ordered[index - 1] : undefined;
}

/**
 * The lock screen's controls for the player: its title and poster, play, pause and seeks as the
 * viewer's requests, the previous and next episodes of a series, and the position. A part of its
 * own, so that the player can load it after its first paint.
 */
export function MediaSessionBridge(): null {
  const { title, content, episode, episodes, isSeries, nextEpisode, selectEpisode } =
    usePlayerContext();
  const engine = useMediaEngine();
  const store = useMediaStoreApi();
  // As a choice in the episodes menu, but with no resume prompt: the viewer may not see the screen.
  const playing = (target: Episode | undefined) =>
    target && (() => selectEpisode(target, { play: true, offerResume: false }));
  useMediaSession({
    title,
    poster: episode.posterPath ?? content.posterUrl ?? undefined,
    play: () => void engine.play(),
    pause: () => engine.pause(),
    seekBy: (delta) => engine.seekBy(delta),
    seekTo: (seconds) => engine.seek(seconds),
    previousTrack: playing(isSeries ? previousEpisodeOf(episodes, episode) : undefined),
    nextTrack: playing(isSeries ? nextEpisode : undefined),
  });
  usePositionState(store);
  return null;
}
