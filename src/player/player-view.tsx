import { useEffect, useRef, useState } from 'react';
import type { FullscreenMode } from '../embed/fullscreen-bridge';
import { PlayerContext, type PlayerContextValue } from '../app/player-context';
import { loadHls } from '../media/load-hls';
import { createMediaEngine } from '../media/media-engine';
import type { MediaSourceSet } from '../media/media-engine-types';
import { createMediaStore } from '../media/media-store';
import { MediaContext, type MediaHandle } from './hooks/media-context';
import { MenuProvider } from './menus/menu-context';
import { PlayerScreen } from './player-screen';
import { useAudioMemory } from './hooks/use-audio-memory';
import { withPersistentVolume } from './persistent-volume';
import { readVolume } from '../app/preferences';

interface PlayerViewProps {
  context: PlayerContextValue;
  media: MediaSourceSet;
  autoPlay: boolean;
  /** Seconds to start at (the t parameter). */
  startTime: number | undefined;
  fullscreenMode: FullscreenMode;
}

/** The content video with its controls; owns the media engine for the lifetime of the view. */
export function PlayerView({
  context,
  media,
  autoPlay,
  startTime,
  fullscreenMode,
}: PlayerViewProps) {
  const [handle] = useState<MediaHandle>(() => {
    const store = createMediaStore();
    return { store, engine: withPersistentVolume(createMediaEngine(store, loadHls)) };
  });
  const videoRef = useRef<HTMLVideoElement>(null);
  useAudioMemory(handle.store, context.content.id);

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    // Blocked content plays only the placeholder slate, and only when the viewer asks.
    const play = autoPlay && context.isAvailable;
    handle.engine.attach(video, media, { autoPlay: play, startTime, ...readVolume() });
    return () => handle.engine.detach();
  }, [handle, media, autoPlay, startTime, context.isAvailable]);

  return (
    <PlayerContext value={context}>
      <MediaContext value={handle}>
        <MenuProvider>
          <PlayerScreen videoRef={videoRef} fullscreenMode={fullscreenMode} />
        </MenuProvider>
      </MediaContext>
    </PlayerContext>
  );
}
