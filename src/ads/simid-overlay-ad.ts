import { webUrl } from '../lib/web-url';
import type { AdEndPhase } from './ad-lifecycle';
import type { AdTracker } from './ad-tracker';
import type { AdErrorCode, AdTrackingEvent, ParsedAd, SimidNonlinear } from './ad-types';
import { answerCommonRequest, openLandingPage } from './simid/common-requests';
import { simidError } from './simid/simid-codes';
import { connectSimidCreative, type SimidDeadlines, type SimidEnd } from './simid/simid-creative';
import { boxIn, simidInitArgs } from './simid/simid-environment';
import { createSimidFrame } from './simid/simid-frame';
import { observeResize } from './simid/observe-resize';
import { createOverlayBox, type OverlayTexts } from './simid/overlay-box';
import {
  creativeRequest,
  dimensionsField,
  playerMessage,
  simidStopCode,
  type SimidDimensions,
} from './simid/simid-protocol';
import type { CreativeRequest } from './simid/simid-session';

/** The film a nonlinear ad shows over: it plays on, and pauses while the ad is expanded. */
export interface FilmUnderOverlay {
  playing(): boolean;
  /** Calls back with each change of playing; returns the unsubscribe. */
  onPlayingChange(listener: (playing: boolean) => void): () => void;
  pause(): void;
  play(): void;
}

/** What an overlay tells of itself: its start, its end, its failure. */
export interface OverlayReport {
  /** The creative shows: the ad began (its impression counted). */
  started(): void;
  /** A shown overlay is over. */
  ended(phase: AdEndPhase): void;
  /** Its Error URLs were pinged with this code. */
  failed(code: AdErrorCode, message: string): void;
}

export interface SimidOverlayOptions {
  ad: ParsedAd;
  nonlinear: SimidNonlinear;
  /** The player's box: the overlay goes in it, over the film. */
  host: HTMLElement;
  film: FilmUnderOverlay;
  tracker: AdTracker;
  texts: OverlayTexts & { frameTitle: string };
  report: OverlayReport;
  /** Pings a creative's own tracking URLs (SIMID:Creative:reportTracking), macros filled. */
  reportTracking(urls: string[]): void;
  deadlines?: SimidDeadlines;
  endAnswerMs?: number;
}

/** A nonlinear ad on screen; stop() takes it away at once (a new break, the player's end). */
export interface SimidOverlay {
  stop(): void;
}

/** Each step of a nonlinear creative has this long (SIMID section 6.7), or the creative is dropped. */
export const overlayDeadlines: SimidDeadlines = { sessionMs: 5000, initMs: 5000, startMs: 5000 };
/** How long an overlay shows when its VAST suggests no duration, in seconds of film. */
export const defaultOverlaySeconds = 30;
// The collapsed overlay's default box: the VAST's size, centred above the player's controls.
const defaultShare = { width: 0.7, height: 0.2 };
const bottomMargin = 64;

const within = (rect: SimidDimensions, area: SimidDimensions) =>
  rect.width > 0 &&
  rect.height > 0 &&
  rect.x >= 0 &&
  rect.y >= 0 &&
  rect.x + rect.width <= area.width &&
  rect.y + rect.height <= area.height;

const sameSize = (a: SimidDimensions, b: SimidDimensions) =>
  Math.abs(a.width - b.width) <= 1 && Math.abs(a.height - b.height) <= 1;

/**
 * Shows a nonlinear SIMID ad over the playing film (SIMID sections 3.6 and 6.7): the creative in a
 * box of its own, started once the film plays; it may ask to expand (the film pauses) and collapse
 * (the film resumes), and the player's close button or the creative itself ends it, as does its
 * duration of film played. A creative that misses a step is dropped, its Error URLs pinged.
 */
export function showSimidOverlay(options: SimidOverlayOptions): SimidOverlay | undefined {
  const { ad, nonlinear, host, film, tracker } = options;
  const document = host.ownerDocument;
  const frame = createSimidFrame(document, nonlinear.url, options.texts.frameTitle);
  if (!frame) return undefined;
  const box = createOverlayBox(document, options.texts, () => {
    track('close');
    finish('skipped', { type: 'stopped', code: simidStopCode.userClosed }, { resumeFilm: true });
  });
  box.hold(frame);

  const area = () => boxIn(host, host);
  const defaultRect = (): SimidDimensions => {
    const { width, height } = area();
    const w = Math.min(nonlinear.width || Math.round(width * defaultShare.width), width);
    const h = Math.min(nonlinear.height || Math.round(height * defaultShare.height), height);
    return {
      x: Math.round((width - w) / 2),
      y: Math.max(0, height - h - bottomMargin),
      width: w,
      height: h,
    };
  };
  let collapsedRect = defaultRect();
  let expanded = false;
  let pausedFilm = false;
  let shown = false;
  let over = false;
  // The overlay's time runs while it shows collapsed over a playing film.
  let remainingMs = (nonlinear.minSuggestedDuration ?? defaultOverlaySeconds) * 1000;
  let runningSince: number | undefined;
  let durationTimer: ReturnType<typeof setTimeout> | undefined;

  const track = (...events: ('impression' | AdTrackingEvent)[]) =>
    tracker.apply(events.map((event) => ({ type: 'track', event })));
  const current = () => (expanded ? area() : collapsedRect);
  const place = () => box.place(current(), expanded);

  const runClock = () => {
    const runs = shown && !over && !expanded && film.playing();
    if (runs && runningSince === undefined) {
      runningSince = Date.now();
      durationTimer = setTimeout(
        () =>
          finish('completed', { type: 'stopped', code: simidStopCode.nonlinearDurationComplete }),
        remainingMs,
      );
    } else if (!runs && runningSince !== undefined) {
      remainingMs -= Date.now() - runningSince;
      runningSince = undefined;
      clearTimeout(durationTimer);
    }
  };

  const creative = connectSimidCreative({
    frame,
    deadlines: options.deadlines ?? overlayDeadlines,
    endAnswerMs: options.endAnswerMs,
    initArgs: () =>
      simidInitArgs({
        videoDimensions: area(),
        creativeDimensions: collapsedRect,
        fullscreen: document.fullscreenElement != null,
        skippableState: 'notSkippable',
        muted: false,
        volume: 1,
        adParameters: ad.adParameters,
        clickThroughUrl: webUrl(ad.clickThroughUrl),
        nonlinearDuration: remainingMs / 1000,
      }),
    onShown() {
      shown = true;
      box.show(true);
      track('impression', 'creativeView');
      options.report.started();
      runClock();
    },
    onFailed(failure) {
      over = true;
      cleanUp();
      box.element.remove();
      if (expanded && pausedFilm) film.play();
      tracker.error(failure.code);
      options.report.failed(failure.code, failure.message);
      if (shown) options.report.ended('error');
    },
    onRequest: (request) => answer(request),
  });

  const setExpanded = (next: boolean) => {
    expanded = next;
    place();
    runClock();
  };

  function answer(request: CreativeRequest) {
    const common = answerCommonRequest(request, {
      click: () => tracker.click(),
      reportTracking: options.reportTracking,
      leave(url) {
        if (film.playing()) film.pause();
        openLandingPage(document, url);
      },
    });
    if (common) return;
    switch (request.name) {
      case creativeRequest.expandNonlinear:
        if (!expanded) {
          // The film waits while the ad takes the screen (SIMID section 4.4.3).
          pausedFilm = film.playing();
          if (pausedFilm) film.pause();
          setExpanded(true);
          track('acceptInvitation', 'expand', 'adExpand');
        }
        return request.resolve({ creativeDimensions: area() });
      case creativeRequest.collapseNonlinear:
        collapse();
        return request.resolve();
      case creativeRequest.requestResize: {
        const rect = dimensionsField(request.args.creativeDimensions);
        const media = dimensionsField(request.args.mediaDimensions ?? request.args.videoDimensions);
        // The film's size is the page's: only a box within it, the film unchanged, is granted.
        if (!rect || !within(rect, area()) || (media && !sameSize(media, area())))
          return request.reject(simidError.unsupportedRequest, 'the film keeps its size');
        if (!expanded) collapsedRect = rect;
        box.place(rect, expanded);
        return request.resolve();
      }
      case creativeRequest.getMediaState:
        return request.resolve({
          paused: !film.playing(),
          fullscreen: document.fullscreenElement != null,
        });
      case creativeRequest.requestStop:
        request.resolve();
        return finish(
          'stopped',
          { type: 'stopped', code: simidStopCode.creativeClosed },
          { resumeFilm: true },
        );
      default:
        // The film is not the ad's media: its play, pause, volume and duration are the viewer's.
        return request.reject(simidError.unsupportedRequest, 'not for a nonlinear ad');
    }
  }

  function collapse() {
    if (!expanded) return;
    setExpanded(false);
    track('collapse', 'adCollapse');
    if (pausedFilm) film.play();
    pausedFilm = false;
  }

  // The viewer plays the film while the ad is expanded: the player collapses it (section 4.3.5).
  const stopWatchingFilm = film.onPlayingChange((playing) => {
    if (playing && !shown && !over) creative.start();
    if (playing && expanded) {
      creative.post(playerMessage.collapseNonlinear);
      pausedFilm = false;
      collapse();
    }
    runClock();
  });

  // The player's box changes (fullscreen): the overlay stays within it, and the creative hears.
  const stopResizing = observeResize(host, () => {
    if (!within(collapsedRect, area())) collapsedRect = defaultRect();
    place();
    creative.post(playerMessage.resize, {
      videoDimensions: area(),
      creativeDimensions: current(),
      fullscreen: document.fullscreenElement != null,
    });
  });

  function cleanUp() {
    clearTimeout(durationTimer);
    stopWatchingFilm();
    stopResizing();
  }

  /** Ends the overlay: the box hides at once and goes with the creative's frame. */
  function finish(
    phase: AdEndPhase,
    how: SimidEnd,
    { now = false, resumeFilm = false }: { now?: boolean; resumeFilm?: boolean } = {},
  ) {
    if (over) return;
    over = true;
    box.show(false);
    cleanUp();
    // Closed while expanded, the ad gives the film back; a new break keeps it paused.
    if (resumeFilm && expanded && pausedFilm) film.play();
    void creative.end(how, { now }).then(() => box.element.remove());
    if (shown) options.report.ended(phase);
  }

  place();
  host.append(box.element);
  if (film.playing()) creative.start();
  return {
    stop: () =>
      finish('stopped', { type: 'stopped', code: simidStopCode.playerClosed }, { now: true }),
  };
}
