import { webUrl } from '../lib/web-url';
import { createAdRun, type AdPlaybackOptions, type AdRun } from './ad-run';
import { isAdEnded } from './ad-lifecycle';
import type { AdControls } from './ad-view';
import { createVpaidAd } from './vpaid/vpaid-host';
import type { VpaidEvent } from './vpaid/vpaid-events';

export interface VpaidAdOptions extends AdPlaybackOptions {
  frameUrl: string;
  /** The sandboxed frame's accessible title. */
  title: string;
}

/** Plays one VPAID 2.0 creative in its sandboxed frame; its events drive the same lifecycle. */
export function playVpaidAd(options: VpaidAdOptions): AdRun {
  const { ad, tracker, container } = options;
  let volume = options.volume;
  // What the host last asked of the creative or heard from it: the frame answers only by message.
  let paused = true;
  let muted = options.muted;
  // Paused before the creative started (the page hidden, the ad out of view): it waits for play.
  let held = false;
  // Where the creative is, kept here: a visibility check may pause it before the run exists.
  let creative: 'loading' | 'loaded' | 'started' = 'loading';
  // Where the creative said it stands, from its remaining time.
  let playhead = 0;
  const size = container.getBoundingClientRect();
  const vpaid = createVpaidAd({
    container,
    frameUrl: options.frameUrl,
    title: options.title,
    creativeUrl: options.file.url,
    adParameters: ad.adParameters,
    clickThroughUrl: webUrl(ad.clickThroughUrl),
    width: size.width,
    height: size.height,
    volume: options.muted ? 0 : volume,
    onEvent: (event) => handle(event),
  });
  const controls: AdControls = {
    play() {
      paused = false;
      const wasHeld = held;
      held = false;
      if (!wasHeld) vpaid.resume();
      else if (creative === 'loaded') vpaid.start();
    },
    pause() {
      paused = true;
      if (creative === 'started') vpaid.pause();
      else held = true;
    },
    togglePlay: () => (paused ? controls.play() : controls.pause()),
    skip: () => vpaid.skip(),
    setVolume(value) {
      volume = Math.min(1, Math.max(0, value));
      muted = volume === 0;
      vpaid.setVolume(volume);
    },
    setMuted(value) {
      muted = value;
      if (!value) volume ||= 1;
      vpaid.setVolume(value ? 0 : volume);
    },
    toggleMuted: () => controls.setMuted(!muted),
    clickThrough() {
      paused = true;
      vpaid.pause();
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
      volume,
      muted: options.muted,
      skipAt: undefined,
      skippable: false,
      clickThroughUrl: undefined,
      isVpaid: true,
    },
    moment: () => ({ playhead, muted }),
    teardown: () => vpaid.destroy(),
  });
  // The creative's own end events always end the run, even when they come out of order.
  const endWith = (event: Parameters<AdRun['dispatch']>[0]) => {
    run.dispatch(event);
    if (!isAdEnded(run.state.phase)) run.dispatch({ type: 'stop' });
  };

  function handle(event: VpaidEvent) {
    switch (event.name) {
      case 'AdLoaded':
        creative = 'loaded';
        run.dispatch({ type: 'loaded' });
        return held ? undefined : vpaid.start();
      case 'AdStarted':
        creative = 'started';
        paused = false;
        held = false;
        run.dispatch({ type: 'start' });
        run.dispatch({ type: 'playing' });
        return run.show({ paused: false });
      case 'AdPaused':
        paused = true;
        run.dispatch({ type: 'pause' });
        return run.show({ paused: true });
      case 'AdPlaying':
        paused = false;
        run.dispatch({ type: 'playing' });
        return run.show({ paused: false });
      // Quartiles and progress offsets come from the remaining time, one source for all of them.
      case 'AdRemainingTimeChange':
      case 'AdDurationChange':
        if (event.remaining < 0 || event.duration <= 0) return;
        playhead = event.duration - event.remaining;
        run.dispatch({
          type: 'progress',
          time: event.duration - event.remaining,
          duration: event.duration,
        });
        return run.show({
          currentTime: event.duration - event.remaining,
          duration: event.duration,
        });
      case 'AdVideoComplete':
        return endWith({ type: 'ended' });
      case 'AdSkipped':
        return endWith({ type: 'skip' });
      case 'AdStopped':
      case 'AdUserClose':
        return endWith({ type: 'stop' });
      case 'AdError':
        return run.dispatch({ type: 'error', code: event.code });
      case 'AdSkippableStateChange':
        return run.show({ skippable: event.skippable });
      case 'AdVolumeChange':
        muted = event.volume === 0;
        run.dispatch({ type: 'volume', muted: event.volume === 0 });
        return run.show({ volume: event.volume || volume, muted: event.volume === 0 });
      case 'AdClickThru':
        tracker.click();
        paused = true;
        return vpaid.pause();
    }
  }

  run.dispatch({ type: 'volume', muted: options.muted });
  vpaid.init();
  return run;
}
