import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useStore } from 'zustand';
import { deviceType } from '../analytics/device-type';
import { createStatSender } from '../analytics/send-stat';
import { cookieSessionStore } from '../api';
import type { FullscreenMode } from '../embed/fullscreen-bridge';
import { createContentVideo } from '../media/content-video';
import { loadHls } from '../media/load-hls';
import type { AdPlan } from '../session/ad-plan';
import type { EpisodeLoad } from '../session/episode-load';
import { createPlayerSession, type PlayerSession } from '../session/player-session';
import { AdContext, type AdHandle } from './ads/ad-context';
import { MediaContext, type MediaHandle } from './hooks/media-context';
import { MenuProvider } from './menus/menu-context';
import { PlayerContext, type PlayerContextValue } from './player-context';
import { PlayerScreen } from './player-screen';
import { useDisposable } from './use-disposable';

interface PlayerViewProps {
  context: PlayerContextValue;
  /** The episode to play and how to start it; a new load replaces the media in the same element. */
  load: EpisodeLoad;
  fullscreenMode: FullscreenMode;
  ads: AdPlan;
  /** Why the availability check gave no answer, told once to the statistics. */
  availabilityFailure?: { type: string; message: string };
}

type NavigatorWithConnection = Navigator & { connection?: { downlink?: number } };

// The page's headers of spec section 7, which VAST requests carry too.
const vastHeaders = () => ({ 'X-Session-Context': cookieSessionStore().deviceId() ?? '' });

// The platform's own video fullscreen (iOS), where no overlay can show.
function isNativeFullscreen(video: HTMLVideoElement): boolean {
  const webkit = video as HTMLVideoElement & { webkitDisplayingFullscreen?: boolean };
  return document.fullscreenElement === video || webkit.webkitDisplayingFullscreen === true;
}

/**
 * Mounts the player's session (src/session/player-session.ts) for as long as the view shows and
 * renders the player screen from its stores; a new load plays in the same element, so fullscreen
 * and the viewer's settings survive an episode change.
 */
export function PlayerView(props: PlayerViewProps) {
  const { context, load, fullscreenMode } = props;
  const adContainer = useRef<HTMLDivElement>(null);
  // Events read who watches what at the moment they happen.
  const contextRef = useRef(context);
  useEffect(() => {
    contextRef.current = context;
  });
  const session = useDisposable<PlayerSession>(() => {
    // The one the page's boot showed the first frame in, if it did.
    const video = load.prepared?.video ?? createContentVideo();
    return createPlayerSession({
      video,
      contentId: context.content.id,
      isAvailable: context.isAvailable,
      ads: props.ads,
      progress: context.progress,
      statContext: () => contextRef.current,
      availabilityFailure: props.availabilityFailure,
      adContainer: () => adContainer.current,
      isNativeFullscreen: () => isNativeFullscreen(video),
      vastHeaders,
      vpaidFrameUrl: new URL('vpaid-frame.html', document.baseURI).href,
      loadHls,
      sendStat: createStatSender(),
      deviceType: deviceType(navigator.userAgent),
      connection: (navigator as NavigatorWithConnection).connection,
    });
  });
  useEffect(() => session.load(load), [session, load]);

  const media = useMemo<MediaHandle>(
    () => ({ store: session.media.store, engine: session.viewer, events: session.events }),
    [session],
  );
  const adHandle = useMemo<AdHandle>(
    () => ({ store: session.ads.store, container: adContainer }),
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
