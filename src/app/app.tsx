import { useStore } from 'zustand';
import type { FullscreenMode } from '../embed/fullscreen-bridge';
import { FailureScreen } from '../player/overlays/failure-screen';
import { LoadingScreen } from '../player/overlays/loading-screen';
import type { PlayerView } from '../session/player-view';
import { EpisodePlayer } from './episode-player';

export interface AppProps {
  /** The page's view: its boot already started, its session made once the content is in. */
  view: PlayerView;
  fullscreenMode: FullscreenMode;
}

/** The player page: renders its view's status, the one switch of what the page shows. */
export function App({ view, fullscreenMode }: AppProps) {
  const state = useStore(view.status);
  const booted = view.booted();
  switch (state.status) {
    case 'loading':
      return <LoadingScreen />;
    case 'failed':
      return <FailureScreen failure={state.error} />;
    case 'playing':
      // A playing status always has its session: the session is what sets it.
      if (!booted) return <LoadingScreen />;
      return (
        <EpisodePlayer
          booted={booted}
          load={state.load}
          autoplay={state.autoplay}
          fullscreenMode={fullscreenMode}
        />
      );
  }
}
