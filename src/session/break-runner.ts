import type { PrefetchedAds } from './ad-plan';
import type { AdBreaksOptions } from './ad-breaks-options';
import { runAdBreak } from '../ads/ad-break';
import type { AdKind } from '../ads/ad-view';
import type { FilmUnderOverlay, SimidOverlay } from '../ads/simid-overlay-ad';

/** One break to play: its kind, its VAST tags in order, and what was loaded ahead for them. */
export interface BreakRequest {
  kind: AdKind;
  vastUrls: readonly string[];
  ahead?: Promise<PrefetchedAds | undefined>;
}

/**
 * Plays the player's ad breaks, one at a time, over the paused film: each takes the overlay, tells
 * its start and end, and fails soft. `hold` marks the time the player is given to breaks (a play
 * waits for it, the schedules skip it); `stop` ends the break on screen for good.
 */
export function createBreakRunner(options: AdBreaksOptions) {
  const { adStore, engine, media } = options;
  let running: Promise<void> | undefined;
  let abort: AbortController | undefined;
  let stopped = false;
  // A nonlinear ad over the film, until it ends, the next break starts or the player goes.
  let overlay: SimidOverlay | undefined;
  const takeOverlay = (next?: SimidOverlay) => {
    overlay?.stop();
    overlay = next;
  };
  // The film a nonlinear ad shows over: played and paused for the break's cause.
  const film: FilmUnderOverlay = {
    playing: () => !media.getState().paused,
    onPlayingChange: (listener) =>
      media.subscribe((state, previous) => {
        if (state.paused !== previous.paused) listener(!state.paused);
      }),
    pause: () => engine.pause(),
    play: () => void engine.play(),
  };

  async function run({ kind, vastUrls, ahead }: BreakRequest): Promise<void> {
    const container = options.container();
    // The platform's fullscreen video hides any overlay: the ad is skipped rather than unseen.
    if (!container || options.isNativeFullscreen() || stopped) {
      // A file loaded (and shown) ahead for a break that will not play it goes.
      void ahead?.then((loaded) => loaded?.media?.dispose());
      return;
    }
    takeOverlay();
    abort = new AbortController();
    adStore.setState({ active: true });
    // Told at once, before the content's own pause event, so nobody takes that pause for the viewer's.
    options.events.emit('adBreakStart', { kind });
    const { currentTime, duration, volume, muted } = options.media.getState();
    try {
      const loaded = await ahead;
      await (options.runAdBreak ?? runAdBreak)({
        kind,
        vastUrls,
        container,
        store: adStore,
        events: options.events,
        contentPosition: currentTime,
        contentDuration: duration,
        // The player's host as the registry, as VAST asks of a publisher's own ids.
        contentId: `${window.location.hostname} ${options.contentId()}`,
        // Only a pre-roll waits for a play; the other breaks come by themselves.
        autoplayed: kind !== 'pre-roll' || options.prerollAutoplayed,
        vastHeaders: options.vastHeaders(),
        volume,
        muted,
        vpaidFrameUrl: options.vpaidFrameUrl,
        signal: abort.signal,
        prefetched: loaded?.answers,
        preloadedMedia: loaded?.media,
        film,
        onOverlay: takeOverlay,
      });
    } catch (error) {
      // Even a break that fails outright must leave the film playable.
      console.error('[ads] the ad break failed', error);
    } finally {
      abort = undefined;
      adStore.setState({ active: false, ad: undefined });
      options.events.emit('adBreakEnd', { kind });
    }
  }

  return {
    run,
    /** Gives the player to these breaks until they are over. */
    hold(breaks: Promise<void>): Promise<void> {
      const held = breaks.finally(() => {
        if (running === held) running = undefined;
      });
      running = held;
      return held;
    },
    /** The breaks holding the player now, if any. */
    get running() {
      return running;
    },
    get stopped() {
      return stopped;
    },
    stop() {
      stopped = true;
      abort?.abort();
      takeOverlay();
    },
  };
}

export type BreakRunner = ReturnType<typeof createBreakRunner>;
