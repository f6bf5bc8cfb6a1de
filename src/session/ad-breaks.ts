import type { AdBreaksOptions } from './ad-breaks-options';
import { createBreakRunner } from './break-runner';
import { startVmapBreaks } from './vmap-breaks';
import { watchedStep } from '../lib/watched-step';

export type { AdBreaksOptions };

// A mid-roll never starts this close to the content's end.
const endMarginSeconds = 1;

/**
 * Schedules the ad breaks around the content: the pre-roll holds the first play, a mid-roll
 * pauses the content and resumes it at the same second; a VMAP schedule has its own rules
 * (vmap-breaks.ts). Returns the stop for the player's end.
 */
export function startAdBreaks(options: AdBreaksOptions): () => void {
  const { plan, engine, media } = options;
  const breaks = createBreakRunner(options);
  if (plan.vmapUrl !== undefined) return startVmapBreaks(options, breaks, plan.vmapUrl);
  let prerollDue = plan.preroll.length > 0;
  let watched = 0;

  engine.setPlayGate(async () => {
    if (breaks.running) return breaks.running;
    if (!prerollDue) return;
    prerollDue = false;
    engine.pause();
    return breaks.hold(
      breaks.run({ kind: 'pre-roll', vastUrls: plan.preroll, ahead: plan.prerollAhead }),
    );
  });

  const unsubscribe = media.subscribe((state, previous) => {
    const { midroll } = plan;
    if (!midroll || breaks.running) return;
    watched += watchedStep(state, previous);
    if (watched < midroll.interval) return;
    // At the very end a paused film counts as ended, and playing it after the break would start
    // it over: the mid-roll waits for the next stretch of watching (the next episode).
    if (state.duration > 0 && state.duration - state.currentTime < endMarginSeconds) return;
    watched -= midroll.interval;
    engine.pause();
    void breaks.hold(breaks.run({ kind: 'mid-roll', vastUrls: midroll.vastUrls })).then(() => {
      if (!breaks.stopped) void engine.autoplay();
    });
  });

  return () => {
    breaks.stop();
    // A pre-roll's file loaded (and shown) ahead of a break that will not play it goes.
    if (prerollDue) void plan.prerollAhead?.then((ahead) => ahead?.media?.dispose());
    unsubscribe();
    engine.setPlayGate(undefined);
  };
}
