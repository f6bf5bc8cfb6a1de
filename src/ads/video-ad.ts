import { webUrl } from '../lib/web-url';
import { createAdRun, type AdPlaybackOptions, type AdRun } from './ad-run';
import { hasAdStarted, isAdEnded } from './ad-lifecycle';
import { AdErrorCode } from './ad-types';
import type { AdControls } from './ad-view';
import { mediaErrorCode } from './media-error-code';
import { resolveAdTimeOffset } from './vast/skip-offset';

export interface VideoAdOptions extends AdPlaybackOptions {
  /** Until the file can play through, and for a stall while playing (IMA's 8 s). */
  mediaTimeoutMs?: number;
  /** An element already loading the file (preloadAdMedia), to play it in. */
  video?: HTMLVideoElement;
  /** The file starts playing only once this settles too (a SIMID creative's init). */
  startAfter?: Promise<unknown>;
  /** Whether the ad goes on past its file's end (a SIMID creative lengthened it): it ends it then. */
  goesOnAfterEnd?: () => boolean;
}

// How close to the end a pause counts as the end (some browsers pause instead of ending).
const endTolerance = 0.25;

/** Plays one ad file in its own `<video data-player="ad">`; the run ends with the ad. */
export function playVideoAd(options: VideoAdOptions): AdRun {
  const { ad, file, container, tracker } = options;
  const mediaTimeoutMs = options.mediaTimeoutMs ?? 8000;
  const video = options.video ?? document.createElement('video');
  video.dataset.player = 'ad';
  video.className = 'ad-video';
  video.playsInline = true;
  video.preload = 'auto';
  video.volume = options.volume;
  video.muted = options.muted;
  const listeners = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  // Paused by the viewer (or by the click-through) before the file was ready: it waits for play.
  let held = false;

  const skipAt = (duration: number) =>
    ad.skipOffset && resolveAdTimeOffset(ad.skipOffset, duration || (ad.duration ?? 0));
  const controls: AdControls = {
    play() {
      held = false;
      // Before the file can play through, its canplaythrough starts it (and tracks loaded first).
      if (run.state.phase === 'created') return;
      // An ad that goes on past its file's end does not start the file over.
      if (video.ended && options.goesOnAfterEnd?.()) return;
      startWhenAllowed();
    },
    pause() {
      held = true;
      video.pause();
    },
    // The element changes at once; its play and pause events (and so AdView.paused) come later.
    togglePlay() {
      if (video.paused) controls.play();
      else controls.pause();
    },
    skip() {
      const at = skipAt(video.duration);
      if (at !== undefined && video.currentTime >= at) run.dispatch({ type: 'skip' });
    },
    setVolume(volume) {
      video.volume = Math.min(1, Math.max(0, volume));
      if (volume > 0) video.muted = false;
    },
    setMuted: (muted) => void (video.muted = muted),
    toggleMuted() {
      if (video.volume === 0) controls.setVolume(1);
      else video.muted = !video.muted;
    },
    clickThrough(at) {
      tracker.click(at);
      held = true;
      video.pause();
    },
  };
  const run = createAdRun({
    kind: options.kind,
    store: options.store,
    tracker,
    controls,
    initial: {
      paused: true,
      currentTime: 0,
      duration: ad.duration ?? 0,
      volume: video.volume,
      muted: video.muted,
      skipAt: skipAt(0),
      skippable: false,
      clickThroughUrl: webUrl(ad.clickThroughUrl),
      isVpaid: false,
    },
    moment: () => ({ playhead: video.currentTime, muted: video.muted || video.volume === 0 }),
    teardown() {
      clearTimeout(timer);
      listeners.abort();
      video.pause();
      video.removeAttribute('src');
      video.load();
      video.remove();
    },
  });

  const fail = (code: AdErrorCode) => run.dispatch({ type: 'error', code });
  // No progress for the media timeout: not loading at first, a stall while playing.
  const watchdog = () => {
    clearTimeout(timer);
    timer = setTimeout(
      () =>
        fail(
          hasAdStarted(run.state.phase)
            ? AdErrorCode.mediaDeliveryFailed
            : AdErrorCode.mediaTimeout,
        ),
      mediaTimeoutMs,
    );
  };

  async function startPlayback() {
    try {
      await video.play();
    } catch (error) {
      const name = error instanceof DOMException ? error.name : '';
      if (name === 'AbortError') return;
      if (name !== 'NotAllowedError' || video.muted) return fail(AdErrorCode.playbackFailed);
      // Browsers allow muted autoplay where they refuse it with sound.
      video.muted = true;
      await startPlayback();
    }
  }

  // The first start waits for what the ad waits for; held or ended meanwhile, it does not come.
  const startWhenAllowed = () => {
    if (!options.startAfter) return void startPlayback();
    void options.startAfter.then(() => {
      if (!held && !isAdEnded(run.state.phase)) void startPlayback();
    });
  };

  const on = (type: string, handler: () => void) =>
    video.addEventListener(type, handler, { signal: listeners.signal });
  const onReady = () => {
    if (run.state.phase !== 'created') return;
    clearTimeout(timer);
    run.dispatch({ type: 'loaded' });
    if (!held) startWhenAllowed();
  };
  on('canplaythrough', onReady);
  // The ad starts (and its impression counts) with its first frame shown, as VAST says: a file
  // with a header and no frames can fire playing just before it ends, having shown nothing.
  const hasShownAFrame = () =>
    typeof video.getVideoPlaybackQuality !== 'function' ||
    video.getVideoPlaybackQuality().totalVideoFrames > 0;
  const startOnFirstFrame = () => {
    if (hasAdStarted(run.state.phase) || !hasShownAFrame()) return;
    run.dispatch({ type: 'start' });
    run.dispatch({ type: 'playing' });
  };
  on('playing', () => {
    // A resume after a pause; the first start waits for a frame.
    if (hasAdStarted(run.state.phase)) run.dispatch({ type: 'playing' });
    else startOnFirstFrame();
    run.show({ paused: false });
    watchdog();
  });
  on('timeupdate', () => {
    const { currentTime, duration } = video;
    run.dispatch({ type: 'progress', time: currentTime, duration });
    const at = skipAt(duration);
    const known = duration || (ad.duration ?? 0);
    run.show({
      currentTime,
      duration: known,
      skipAt: at,
      skippable: at !== undefined && currentTime >= at,
    });
    if (video.paused) return;
    startOnFirstFrame();
    watchdog();
  });
  // A file that reaches its end without ever playing (a header and no frames) showed nothing:
  // its delivery failed, and the lifecycle would wait for a start that never comes.
  const reachEnd = () => {
    if (!hasAdStarted(run.state.phase)) return fail(AdErrorCode.mediaDeliveryFailed);
    if (!options.goesOnAfterEnd?.()) run.dispatch({ type: 'ended' });
  };
  on('pause', () => {
    clearTimeout(timer);
    run.show({ paused: true });
    const atEnd = video.duration > 0 && video.currentTime >= video.duration - endTolerance;
    if (atEnd) reachEnd();
    else run.dispatch({ type: 'pause' });
  });
  on('ended', reachEnd);
  on('volumechange', () => {
    run.show({ volume: video.volume, muted: video.muted });
    run.dispatch({ type: 'volume', muted: video.muted || video.volume === 0 });
  });
  const onError = () => fail(mediaErrorCode(video.error, hasAdStarted(run.state.phase)));
  on('error', onError);

  run.dispatch({ type: 'volume', muted: video.muted || video.volume === 0 });
  container.append(video);
  watchdog();
  // A preloaded element may have got there before anyone listened.
  if (video.error) onError();
  else if (video.readyState >= HTMLMediaElement.HAVE_ENOUGH_DATA) onReady();
  // An element without its file yet (not one loading ahead) gets it now, once listened to.
  else if (!video.hasAttribute('src')) video.src = file.url;
  return run;
}
