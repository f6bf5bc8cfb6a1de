import { webUrl } from '../lib/web-url';
import { hasAdStarted, type AdEndPhase } from './ad-lifecycle';
import type { AdRun } from './ad-run';
import { AdErrorCode, interactiveCreativeError, type SimidCreativeFile } from './ad-types';
import { createAdLength, unknownSimidDuration } from './simid/ad-length';
import { answerCommonRequest, openLandingPage } from './simid/common-requests';
import { simidError } from './simid/simid-codes';
import {
  connectSimidCreative,
  type SimidCreative,
  type SimidEnd,
  type SimidFailure,
} from './simid/simid-creative';
import { boxIn, simidInitArgs, type SkippableState } from './simid/simid-environment';
import { createSimidFrame, showSimidFrame } from './simid/simid-frame';
import { observeResize } from './simid/observe-resize';
import { forwardMediaEvents, simidMediaState } from './simid/simid-media';
import { creativeRequest, numberField, playerMessage, simidStopCode } from './simid/simid-protocol';
import type { CreativeRequest } from './simid/simid-session';
import { playVideoAd, type VideoAdOptions } from './video-ad';
import { resolveAdTimeOffset } from './vast/skip-offset';

export interface SimidAdOptions extends VideoAdOptions {
  creative: SimidCreativeFile;
  /** The creative's frame's accessible title. */
  title: string;
  /** A failure of the creative's that the ad outlives: pinged with its code and told. */
  onCreativeError(code: AdErrorCode, message: string): void;
  /** Pings a creative's own tracking URLs (SIMID:Creative:reportTracking), macros filled. */
  reportTracking(urls: string[]): void;
  /** Once aborted (the page leaves), the creative's frame goes at the ad's end without a word. */
  signal?: AbortSignal;
  /** How long the media waits for the creative to be initialized before it plays alone. */
  readyWaitMs?: number;
  endAnswerMs?: number;
}

// The media waits this long for the creative (SIMID sections 6.5 and 8.4.2): after it, the ad
// plays without it, and a creative that catches up is started then.
const defaultReadyWaitMs = 3000;

const isFullscreen = (document: Document) => document.fullscreenElement != null;

/**
 * Plays one linear ad whose SIMID creative draws over its media (SIMID 1.2): the media in the ad's
 * own `<video>`, as any video ad, the creative in a sandboxed frame over it, each of the media's
 * events told to it and each of its requests answered. A creative that fails leaves the media
 * playing (but for its fatalError, which ends the ad); the run ends with the ad.
 */
export function playSimidAd(options: SimidAdOptions): AdRun {
  const { ad, container, tracker } = options;
  const document = container.ownerDocument;
  const frame = createSimidFrame(document, options.creative.url, options.title);
  if (!frame) {
    options.onCreativeError(interactiveCreativeError, 'the SIMID creative is not http(s)');
    return playVideoAd(options);
  }
  const hideCreative = () => showSimidFrame(frame, false);
  const video = options.video ?? document.createElement('video');
  const skippableState: SkippableState = ad.skipOffset ? 'playerHandles' : 'adHandles';
  const listening = new AbortController();
  let readyTimer: ReturnType<typeof setTimeout> | undefined;
  let stoppedByCreative = false;

  const creative: SimidCreative = connectSimidCreative({
    frame,
    endAnswerMs: options.endAnswerMs,
    initArgs: () =>
      simidInitArgs({
        videoDimensions: boxIn(container, container),
        creativeDimensions: boxIn(container, container),
        fullscreen: isFullscreen(document),
        skippableState,
        skipOffset: ad.skipOffset && resolveAdTimeOffset(ad.skipOffset, mediaDuration()),
        muted: video.muted,
        volume: video.volume,
        adParameters: ad.adParameters,
        clickThroughUrl: webUrl(ad.clickThroughUrl),
      }),
    onShown: () => tracker.apply([{ type: 'track', event: 'creativeView' }]),
    onFailed: (failure) => failed(failure),
    onRequest: (request) => answer(request),
  });
  const ready = new Promise<unknown>((resolve) => {
    void creative.initialized.then(resolve);
    readyTimer = setTimeout(resolve, options.readyWaitMs ?? defaultReadyWaitMs);
  });
  const mediaDuration = () =>
    Number.isFinite(video.duration) && video.duration > 0 ? video.duration : (ad.duration ?? 0);
  const length = createAdLength({
    video,
    mediaDuration,
    // Called once the run below exists: only its media's events and the creative's requests do.
    show: (view) => run.show(view),
    end: () => run.dispatch({ type: 'ended' }),
  });

  const run = playVideoAd({
    ...options,
    // The creative takes its own clicks; the advertiser's link comes back if it fails.
    ad: { ...ad, clickThroughUrl: undefined },
    video,
    startAfter: ready,
    goesOnAfterEnd: length.goesOnAfterEnd,
  });
  // Over the media: later in the slot than the video.
  container.append(frame);
  forwardMediaEvents(video, creative.post, listening.signal);
  // After the run's own listeners: the countdown as the creative lengthened it wins.
  video.addEventListener('timeupdate', length.onTimeUpdate, { signal: listening.signal });
  video.addEventListener('ended', () => length.onMediaEnded(), { signal: listening.signal });
  // The ad's box changes with the player's (fullscreen): the creative hears of it (section 6.8.2).
  const stopResizing = observeResize(container, () =>
    creative.post(playerMessage.resize, {
      videoDimensions: boxIn(container, container),
      creativeDimensions: boxIn(container, container),
      fullscreen: isFullscreen(document),
    }),
  );
  // The creative starts with the media's first frame (SIMID section 4.3.10).
  const unsubscribe = options.store.subscribe(({ ad: view }) => {
    if (view?.controls !== run.controls || !hasAdStarted(view.phase)) return;
    unsubscribe();
    creative.start();
  });

  function failed(failure: SimidFailure) {
    if (failure.fatal) return run.dispatch({ type: 'error', code: failure.code });
    options.onCreativeError(failure.code, failure.message);
    run.show({ clickThroughUrl: webUrl(ad.clickThroughUrl) });
  }

  function answer(request: CreativeRequest) {
    const common = answerCommonRequest(request, {
      click: () => tracker.click(),
      reportTracking: options.reportTracking,
      leave(url) {
        run.controls.pause();
        openLandingPage(document, url);
      },
    });
    if (!common) answerLinearRequest(request);
  }

  function answerLinearRequest(request: CreativeRequest) {
    const { controls } = run;
    switch (request.name) {
      case creativeRequest.getMediaState:
        return request.resolve(simidMediaState(video, isFullscreen(document)));
      case creativeRequest.requestPause:
        if (video.paused) return request.reject(simidError.unsupportedRequest, 'already paused');
        controls.pause();
        return request.resolve();
      case creativeRequest.requestPlay:
        if (!video.paused || video.ended)
          return request.reject(simidError.unsupportedRequest, 'playing or ended');
        controls.play();
        return request.resolve();
      case creativeRequest.requestChangeVolume:
      case creativeRequest.requestVolume: {
        const volume = numberField(request.args.volume);
        const { muted } = request.args;
        if (volume === undefined || volume < 0 || volume > 1 || typeof muted !== 'boolean')
          return request.reject(simidError.malformedMessage, 'volume or muted missing');
        controls.setVolume(volume);
        controls.setMuted(muted);
        return request.resolve();
      }
      case creativeRequest.requestChangeAdDuration: {
        const asked = request.args.duration;
        // The IAB's examples send the text of an input field.
        const duration = numberField(typeof asked === 'string' ? Number(asked) : asked);
        if (duration === undefined || (duration !== unknownSimidDuration && !(duration > 0)))
          return request.reject(simidError.malformedMessage, 'duration is neither -2 nor positive');
        if (!length.change(duration))
          return request.reject(simidError.tooMuchTime, 'longer than the player allows');
        return request.resolve();
      }
      case creativeRequest.requestSkip:
        // Skipping is the creative's only when the VAST gave no skip offset (else the player's button).
        if (skippableState !== 'adHandles' || !hasAdStarted(run.state.phase))
          return request.reject(simidError.unsupportedRequest, 'the player handles skipping');
        hideCreative();
        request.resolve();
        return run.dispatch({ type: 'skip' });
      case creativeRequest.requestStop:
        hideCreative();
        stoppedByCreative = true;
        request.resolve();
        // Stopped after its media ended, the ad had played through.
        return run.dispatch({ type: length.inExtraTime ? 'ended' : 'stop' });
      default:
        // Resizing, and the nonlinear requests: nothing a linear ad here does.
        return request.reject(simidError.unsupportedRequest, 'not supported');
    }
  }

  const endOf = (phase: AdEndPhase): SimidEnd => {
    if (phase === 'skipped') return { type: 'skipped' };
    if (phase === 'error') {
      const code = run.state.errorCode ?? AdErrorCode.undefinedError;
      return { type: 'fatalError', code, message: `the ad failed with ${code}` };
    }
    if (phase === 'completed' && !stoppedByCreative)
      return { type: 'stopped', code: simidStopCode.mediaCompleted };
    return {
      type: 'stopped',
      code: stoppedByCreative ? simidStopCode.creativeClosed : simidStopCode.playerClosed,
    };
  };

  void run.done.then((phase) => {
    clearTimeout(readyTimer);
    listening.abort();
    stopResizing();
    unsubscribe();
    length.stop();
    // A creative that never came through by the media's end is reported then (SIMID 6.5, 8.4.2).
    const missing = phase === 'completed' ? creative.unanswered() : undefined;
    if (missing !== undefined)
      options.onCreativeError(missing, 'the SIMID creative never answered');
    void creative.end(endOf(phase), { now: options.signal?.aborted });
  });
  return run;
}
