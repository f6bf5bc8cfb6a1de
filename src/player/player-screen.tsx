import { useCallback, useEffect, useRef, useState } from 'react';
import { usePlayerContext } from './player-context';
import type { FullscreenMode } from '../embed/fullscreen-bridge';
import { contentBlockedError } from '../lib/player-error';
import { strings } from '../lib/strings';
import { AdOverlay } from './ads/ad-overlay';
import { useAdState } from './ads/ad-context';
import { ContentVideoHost } from './content-video-host';
import { BufferingSpinner } from './controls/buffering-spinner';
import { CaptionsArea } from './captions/captions-area';
import { DesktopControls } from './controls/desktop-controls';
import { MobileControls } from './controls/mobile-controls';
import {
  useHostCommands,
  useMediaEngine,
  useMediaState,
  useMediaStoreApi,
  usePlayerEvents,
} from './hooks/media-context';
import { ControlsShownContext } from './hooks/controls-shown';
import { useControlsVisibility } from './hooks/use-controls-visibility';
import { useFullscreen } from './hooks/use-fullscreen';
import { useIsMobile } from './hooks/use-is-mobile';
import { shortcutKey, shortcuts, useKeyboardShortcuts } from './hooks/use-keyboard-shortcuts';
import { useMenuClosingPress } from './hooks/use-menu-closing-press';
import { usePointerGestures } from './hooks/use-pointer-gestures';
import { preloadMenuLists } from './menus/lazy-menu-lists';
import { useMenu } from './menus/menu-context';
import { EpisodeEnd } from './episodes/series-ui';
import { ErrorScreen } from './overlays/error-screen';
import { FailureScreen } from './overlays/failure-screen';
import { LoadingScreen } from './overlays/loading-screen';
import { lazyPart } from './lazy-part';
import { steppedRate } from './playback-rates';
import { StandbyScreen } from './overlays/standby-screen';

// The lock screen's controls can wait for the first paint.
const MediaSession = lazyPart(() =>
  import('./hooks/use-media-session').then((part) => part.MediaSessionBridge),
);
// 'Пропустить заставку': fetched only for an episode the catalogue gives an intro.
const SkipIntro = lazyPart(() => import('./overlays/skip-intro').then((part) => part.SkipIntro));
// 'Вы остановились на…': the boot preloads its chunk when the first episode has a resume point.
const ResumePrompt = lazyPart(() =>
  import('./overlays/resume-prompt').then((part) => part.ResumePrompt),
);
// The '?' list of shortcuts loads when first asked for.
const ShortcutsHelp = lazyPart(() =>
  import('./overlays/shortcuts-help').then((part) => part.default),
);

interface PlayerScreenProps {
  /** The content video, made outside React (see createContentVideo). */
  video: HTMLVideoElement;
  fullscreenMode: FullscreenMode;
  /** Where the viewer stopped, while the resume prompt should ask. */
  resumeAt: number | undefined;
  onResumeAnswered(): void;
}

/** The player screen: the video, the gestures and shortcuts on it, and the layout's controls. */
export function PlayerScreen({
  video,
  fullscreenMode,
  resumeAt,
  onResumeAnswered,
}: PlayerScreenProps) {
  const { content, episode, title, isAvailable } = usePlayerContext();
  const engine = useMediaEngine();
  const media = useMediaStoreApi();
  const phase = useMediaState((state) => state.phase);
  const paused = useMediaState((state) => state.paused);
  const { menu, dispatch } = useMenu();
  const playerRef = useRef<HTMLDivElement>(null);
  const videoRef = useRef(video);
  const mobile = useIsMobile();
  const fullscreen = useFullscreen(playerRef, videoRef, fullscreenMode);
  const controls = useControlsVisibility({
    playing: !paused,
    menuOpen: menu.kind !== 'none',
    mobile,
  });
  const blocked = useBlockedPlayback(isAvailable, paused);
  const [shortcutsHelp, setShortcutsHelp] = useState(false);
  const closeMenus = useCallback(() => dispatch({ type: 'close' }), [dispatch]);
  const adBreak = useAdState((state) => state.active);
  // A break covers the content: its menus close and its controls leave the tab order.
  useEffect(() => {
    if (adBreak) closeMenus();
  }, [adBreak, closeMenus]);
  // During an ad break the viewer's play and pause act on the ad (the session routes them).
  const togglePlay = () => void engine.togglePlay();

  const gestures = usePointerGestures({
    mobile,
    togglePlay,
    seekBy: (delta) => engine.seekBy(delta),
    toggleFullscreen: fullscreen.toggle,
  });
  const surface = useMenuClosingPress(menu.kind !== 'none', closeMenus, {
    onClick: mobile ? controls.onTap : gestures.onClick,
    onDoubleClick: gestures.onDoubleClick,
  });
  useKeyboardShortcuts(playerRef, {
    togglePlay,
    seekBy: (delta) => {
      engine.seekBy(delta);
      controls.show();
    },
    seekToFraction: (fraction) => {
      engine.seek(fraction * media.getState().duration);
      controls.show();
    },
    // From the store's speed: a press before the last one's ratechange steps to the same speed.
    stepPlaybackRate: (steps) =>
      engine.setPlaybackRate(steppedRate(media.getState().playbackRate, steps)),
    // The toggles read the element (the engine's, the document's), never the store mirroring it:
    // a second press may come before the first one's event has reached the store.
    volumeBy: (delta) => engine.volumeBy(delta),
    toggleMute: () => engine.toggleMuted(),
    toggleFullscreen: fullscreen.toggle,
    toggleSubtitles: () => engine.toggleSubtitles(),
    toggleShortcutsHelp: () => setShortcutsHelp((shown) => !shown),
    closeMenus,
  });
  // The host's click closes the menus; the session does the rest of what it asks.
  const host = useHostCommands();
  useEffect(() => host.on('closeMenus', closeMenus), [host, closeMenus]);
  const poster = episode.posterPath ?? content.posterUrl ?? undefined;

  const ready = phase === 'ready';
  // Before a play that loads the stream (the viewer saves data), the prompt asks all the same.
  const standby = phase === 'standby';
  const asksResume = (ready || standby) && resumeAt !== undefined;
  const controlsShown = controls.visible || !ready;
  // The menus' lists load once the film shows: the first frame does not wait for them.
  useEffect(() => (ready ? preloadMenuLists() : undefined), [ready]);
  return (
    <div
      ref={playerRef}
      className="player"
      role="region"
      aria-label={strings.playerRegion}
      tabIndex={-1}
      data-layout={mobile ? 'mobile' : 'desktop'}
      data-controls={controlsShown ? 'visible' : 'hidden'}
      onPointerMove={controls.onPointerMove}
      onPointerLeave={controls.onPointerLeave}
      // Keyboard focus on a control shows the controls, so nobody tabs through invisible buttons.
      onFocusCapture={(event) => {
        if (event.target !== event.currentTarget) controls.show();
      }}
    >
      <ContentVideoHost video={video} title={title} />
      <MediaSession />
      <div className="player-surface" data-testid="player-surface" {...surface} />
      <CaptionsArea raised={controls.visible} />
      {ready && <BufferingSpinner />}
      {ready && (
        <div className="controls-layer" inert={adBreak}>
          <ControlsShownContext value={controlsShown}>
            {mobile ? (
              <MobileControls
                fullscreen={fullscreen.isFullscreen}
                stretched={fullscreen.isStretched}
                onToggleFullscreen={fullscreen.toggle}
              />
            ) : (
              <DesktopControls
                title={title}
                fullscreen={fullscreen.isFullscreen}
                onToggleFullscreen={fullscreen.toggle}
                onBarPointerEnter={controls.onBarPointerEnter}
                onBarPointerLeave={controls.onBarPointerLeave}
              />
            )}
          </ControlsShownContext>
        </div>
      )}
      {/* The placeholder slate of blocked content ends too, but leads nowhere. */}
      {/* Keyed per episode, and apart: siblings with one key leave orphaned nodes behind. */}
      {ready && isAvailable && <EpisodeEnd key={`end-${episode.id}`} />}
      {ready && episode.introEnd !== undefined && (
        <SkipIntro key={`intro-${episode.id}`} adBreak={adBreak} />
      )}
      {standby && !asksResume && <StandbyScreen poster={poster} />}
      {asksResume && <ResumePrompt resumeAt={resumeAt} onAnswered={onResumeAnswered} />}
      <PhaseOverlay />
      <AdOverlay />
      {blocked && <ErrorScreen message={strings.contentBlocked} />}
      {shortcutsHelp && (
        <ShortcutsHelp
          shortcuts={shortcuts}
          shortcutKey={shortcutKey}
          onClose={() => setShortcutsHelp(false)}
        />
      )}
    </div>
  );
}

function PhaseOverlay() {
  const phase = useMediaState((state) => state.phase);
  const failure = useMediaState((state) => state.failure);
  if (phase === 'failed' && failure) return <FailureScreen failure={failure} />;
  if (phase !== 'ready' && phase !== 'standby') return <LoadingScreen />;
  return null;
}

/** Content that may not play here: the first play shows the blocked message and reports it. */
function useBlockedPlayback(isAvailable: boolean, paused: boolean): boolean {
  const playerEvents = usePlayerEvents();
  const [blocked, setBlocked] = useState(false);
  if (!isAvailable && !paused && !blocked) setBlocked(true);
  useEffect(() => {
    if (!blocked) return;
    playerEvents.emit('error', contentBlockedError());
  }, [blocked, playerEvents]);
  return blocked;
}
