import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { AdPlan } from '../session/ad-plan';
import { PlayerContext, type PlayerContextValue } from './player-context';
import { readVolume } from '../session/preferences';
import type { EpisodeLoad } from '../session/episode-load';
import type { FullscreenMode } from '../embed/fullscreen-bridge';
import { createContentVideo } from '../media/content-video';
import { loadHls } from '../media/load-hls';
import { createMediaEngine } from '../media/media-engine';
import { createMediaEvents } from '../media/media-events';
import { createMediaStore } from '../media/media-store';
import { loadedState } from '../media/video-events';
import { useAdLayer } from './ads/use-ad-layer';
import { AdContext } from './ads/ad-context';
import { MediaContext, type MediaHandle } from './hooks/media-context';
import { useAudioMemory } from './hooks/use-audio-memory';
import { usePlayerAnalytics } from './hooks/use-player-analytics';
import { useProgressSaving } from './hooks/use-progress-saving';
import { MenuProvider } from './menus/menu-context';
import { withPersistentVolume } from '../session/persistent-volume';
import { PlayerScreen } from './player-screen';

interface PlayerViewProps {
  context: PlayerContextValue;
  /** The episode to play and how to start it; a new load replaces the media in the same element. */
  load: EpisodeLoad;
  fullscreenMode: FullscreenMode;
  ads: AdPlan;
}

/**
 * The content video with its controls; owns the media engine for the lifetime of the view. One
 * element plays every episode, so fullscreen and the viewer's settings survive an episode change.
 */
export function PlayerView({ context, load, fullscreenMode, ads }: PlayerViewProps) {
  const [mediaEvents] = useState(createMediaEvents);
  // The one the page's boot showed the first frame in, if it did.
  const [video] = useState(() => load.prepared?.video ?? createContentVideo());
  const [handle] = useState<MediaHandle>(() => {
    const store = createMediaStore();
    // A frame already on screen: the first render shows it, not a loading screen over it.
    store.setState(loadedState(video));
    return { store, engine: withPersistentVolume(createMediaEngine(store, loadHls, mediaEvents)) };
  });
  const videoRef = useRef(video);
  // The load whose resume prompt the viewer has answered.
  const [answered, setAnswered] = useState<EpisodeLoad>();
  const onResumeAnswered = useCallback(() => setAnswered(load), [load]);
  // Before the attach below: the pre-roll must hold an autoplay from the very first play.
  const adLayer = useAdLayer(ads, handle, videoRef);
  const playerContext = useMemo(
    () => ({ ...context, advHistoryItems: adLayer.history }),
    [context, adLayer.history],
  );
  useAudioMemory(handle.store, context.content.id);
  usePlayerAnalytics(
    { media: handle.store, mediaEvents, adEvents: adLayer.events },
    context,
    load.episode.id,
  );
  // The placeholder slate of blocked content is nobody's progress.
  useProgressSaving(
    context.progress,
    handle.store,
    context.isAvailable ? load.episode.id : undefined,
  );

  useEffect(() => {
    // Blocked content plays only the placeholder slate, and only when the viewer asks.
    const autoPlay = load.autoPlay && context.isAvailable;
    handle.engine.attach(video, load.media, {
      autoPlay,
      startTime: load.startTime,
      prepared: load.prepared,
      ...readVolume(),
    });
    return () => handle.engine.detach();
  }, [handle, video, load, context.isAvailable]);

  return (
    <PlayerContext value={playerContext}>
      <MediaContext value={handle}>
        <AdContext value={adLayer.handle}>
          <MenuProvider>
            <PlayerScreen
              video={video}
              fullscreenMode={fullscreenMode}
              resumeAt={answered === load ? undefined : load.resumeAt}
              onResumeAnswered={onResumeAnswered}
            />
          </MenuProvider>
        </AdContext>
      </MediaContext>
    </PlayerContext>
  );
}
