import type { AdPlan } from './ad-plan';
import { runAdBreak } from '../ads/ad-break';
import type { AdEventEmitter } from '../ads/ad-events';
import type { AdKind, AdStore } from '../ads/ad-view';
import type { MediaEngine } from '../media/media-engine-types';
import type { MediaStore } from '../media/media-store';
import { watchedStep } from '../lib/watched-step';

export interface AdBreaksOptions {
  plan: AdPlan;
  engine: MediaEngine;
  media: MediaStore;
  adStore: AdStore;
  events: AdEventEmitter;
  /** The overlay's box the ad plays in; null while not rendered. */
  container(): HTMLElement | null;
  /** The content video shows in the platform's own fullscreen, where no overlay can show. */
  isNativeFullscreen(): boolean;
  vastHeaders(): Record<string, string>;
  vpaidFrameUrl: string;
  /** The episode playing, `content/episode`, as the ad servers are told it ([CONTENTID]). */
  contentId(): string;
  /** The pre-roll comes with the first episode's autoplay rather than the viewer's play. */
  prerollAutoplayed: boolean;
}

// A mid-roll never starts this close to the content's end.
const endMarginSeconds = 1;

/**
 * Schedules the ad breaks around the content: the pre-roll holds the first play, a mid-roll
 * pauses the content and resumes it at the same second. Returns the stop for the player's end.
 */
export function startAdBreaks(options: AdBreaksOptions): () => void {
  const { plan, engine, media, adStore } = options;
  let prerollDue = plan.preroll.length > 0;
  let running: Promise<void> | undefined;
  let abort: AbortController | undefined;
  let watched = 0;
  let disposed = false;

  // A pre-roll's file loaded (and shown) ahead of a break that will not play it goes.
  const dropPrerollAhead = () => void plan.prerollAhead?.then((ahead) => ahead?.media?.dispose());

  async function runBreak(kind: AdKind, vastUrls: string[]): Promise<void> {
    const container = options.container();
    // The platform's fullscreen video hides any overlay: the ad is skipped rather than unseen.
    if (!container || options.isNativeFullscreen() || disposed) {
      if (kind === 'pre-roll') dropPrerollAhead();
      return;
    }
    abort = new AbortController();
    adStore.setState({ active: true });
    // Told at once, before the content's own pause event, so nobody takes that pause for the viewer's.
    options.events.emit('adBreakStart', { kind });
    const { currentTime, duration, volume, muted } = media.getState();
    try {
      const ahead = kind === 'pre-roll' ? await plan.prerollAhead : undefined;
      await runAdBreak({
        kind,
        vastUrls,
        container,
        store: adStore,
        events: options.events,
        contentPosition: currentTime,
        contentDuration: duration,
        // The player's host as the registry, as VAST asks of a publisher's own ids.
        contentId: `${window.location.hostname} ${options.contentId()}`,
        autoplayed: kind === 'mid-roll' || options.prerollAutoplayed,
        vastHeaders: options.vastHeaders(),
        volume,
        muted,
        vpaidFrameUrl: options.vpaidFrameUrl,
        signal: abort.signal,
        prefetched: ahead?.answers,
        preloadedMedia: ahead?.media,
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

  const hold = (kind: AdKind, vastUrls: string[]) => {
    running = runBreak(kind, vastUrls).finally(() => (running = undefined));
    return running;
  };

  engine.setPlayGate(async () => {
    if (running) return running;
    if (!prerollDue) return;
    prerollDue = false;
    engine.pause();
    return hold('pre-roll', plan.preroll);
  });

  const unsubscribe = media.subscribe((state, previous) => {
    const { midroll } = plan;
    if (!midroll || running) return;
    watched += watchedStep(state, previous);
    if (watched < midroll.interval) return;
    // At the very end a paused film counts as ended, and playing it after the break would start
    // it over: the mid-roll waits for the next stretch of watching (the next episode).
    if (state.duration > 0 && state.duration - state.currentTime < endMarginSeconds) return;
    watched -= midroll.interval;
    engine.pause();
    void hold('mid-roll', midroll.vastUrls).then(() => {
      if (!disposed) void engine.autoplay();
    });
  });

  return () => {
    disposed = true;
    if (prerollDue) dropPrerollAhead();
    unsubscribe();
    engine.setPlayGate(undefined);
    abort?.abort();
  };
}
