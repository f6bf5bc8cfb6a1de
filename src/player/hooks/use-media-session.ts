import { useEffect, useEffectEvent } from 'react';
import { seekStepSeconds } from '../player-constants';

/** What the lock screen, headset buttons and system media controls show and may ask. */
export interface MediaSessionOptions {
  title: string;
  /** Poster URL, shown as the artwork. */
  poster?: string;
  play(): void;
  pause(): void;
  seekBy(deltaSeconds: number): void;
  seekTo(seconds: number): void;
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
}

/** The hook as a part of its own, so that the player can load it after its first paint. */
export function MediaSessionBridge(options: MediaSessionOptions): null {
  useMediaSession(options);
  return null;
}
