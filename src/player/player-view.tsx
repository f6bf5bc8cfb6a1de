import { useEffect, useRef, useState } from 'react';
import { loadHls } from '../media/load-hls';
import { createMediaEngine } from '../media/media-engine';
import { createMediaStore, type MediaFailure } from '../media/media-store';
import { createErrorId } from '../lib/error-id';
import { strings } from '../lib/strings';
import { ControlBar } from './controls/control-bar';
import { MediaContext, useMediaState, type MediaHandle } from './hooks/media-context';
import { ErrorScreen } from './overlays/error-screen';
import { LoadingScreen } from './overlays/loading-screen';

interface PlayerViewProps {
  sourceUrl: string;
  title: string;
  autoPlay: boolean;
}

/** The content video with its controls; owns the media engine for the lifetime of the view. */
export function PlayerView({ sourceUrl, title, autoPlay }: PlayerViewProps) {
  const [handle] = useState<MediaHandle>(() => {
    const store = createMediaStore();
    return { store, engine: createMediaEngine(store, loadHls) };
  });
  const videoRef = useRef<HTMLVideoElement>(null);

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    handle.engine.attach(video, sourceUrl, { autoPlay });
    return () => handle.engine.detach();
  }, [handle, sourceUrl, autoPlay]);

  return (
    <MediaContext value={handle}>
      <div className="player" role="region" aria-label={strings.playerRegion}>
        <video
          ref={videoRef}
          className="content-video"
          data-player="content"
          playsInline
          preload="auto"
          aria-label={title}
        />
        <PlaybackOverlays />
      </div>
    </MediaContext>
  );
}

function PlaybackOverlays() {
  const phase = useMediaState((state) => state.phase);
  const failure = useMediaState((state) => state.failure);
  if (phase === 'failed' && failure) return <FailureScreen failure={failure} />;
  if (phase !== 'ready') return <LoadingScreen />;
  return <ControlBar />;
}

function FailureScreen({ failure }: { failure: MediaFailure }) {
  const [errorId] = useState(createErrorId);
  useEffect(() => {
    if (failure.kind !== 'manifest') console.error(`[player] error ${errorId}`, failure);
  }, [failure, errorId]);
  if (failure.kind === 'manifest')
    return <ErrorScreen message={strings.masterPlaylistFailed(failure.url)} />;
  return <ErrorScreen message={strings.genericError(errorId)} canReload />;
}
