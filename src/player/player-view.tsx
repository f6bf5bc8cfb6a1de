import { useCallback, useLayoutEffect, useMemo, useState } from 'react';
import { useStore } from 'zustand';
import type { FullscreenMode } from '../embed/fullscreen-bridge';
import type { EpisodeLoad } from '../session/episode-load';
import type { PlayerSession } from '../session/player-session';
import { AdContext, type AdHandle } from './ads/ad-context';
import { MediaContext, type MediaHandle } from './hooks/media-context';
import { MenuProvider } from './menus/menu-context';
import { PlayerContext, type PlayerContextValue } from './player-context';
import { PlayerScreen } from './player-screen';

interface PlayerViewProps {
  context: PlayerContextValue;
  /** The player without its UI (src/session/player-session.ts), which this view renders. */
  session: PlayerSession;
  /** The episode playing and how it started. */
  load: EpisodeLoad;
  fullscreenMode: FullscreenMode;
}

/**
 * The player screen over a player session: it renders from the session's stores and hands the
 * controls the session's requests. One element plays every episode, so fullscreen and the
 * viewer's settings survive an episode change.
 */
export function PlayerView({ context, session, load, fullscreenMode }: PlayerViewProps) {
  // Once the screen has put the content video in its place (its own layout effect runs first),
  // and before the first paint: controls that show can act at once.
  useLayoutEffect(() => session.start(), [session]);
  const media = useMemo<MediaHandle>(
    () => ({
      store: session.media.store,
      engine: session.viewer,
      events: session.events,
      host: session.host,
      fullscreen: session.fullscreen,
    }),
    [session],
  );
  const adHandle = useMemo<AdHandle>(
    () => ({ store: session.ads.store, container: session.ads.container }),
    [session],
  );
  const advHistoryItems = useStore(session.ads.history);
  const playerContext = useMemo(
    () => ({ ...context, advHistoryItems }),
    [context, advHistoryItems],
  );
  // The load whose resume prompt the viewer has answered.
  const [answered, setAnswered] = useState<EpisodeLoad>();
  const onResumeAnswered = useCallback(() => setAnswered(load), [load]);

  return (
    <PlayerContext value={playerContext}>
      <MediaContext value={media}>
        <AdContext value={adHandle}>
          <MenuProvider>
            <PlayerScreen
              video={session.video}
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
