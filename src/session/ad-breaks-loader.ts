import type { PlayGate } from '../media/media-engine-types';
import type { AdBreaksOptions } from './ad-breaks';

/**
 * The ad breaks of a plan that has any. Their code comes in a chunk beside the ads' (a film
 * without ads never loads it); a play asked for before it has come waits for it, then for the
 * breaks' own gate. A chunk that fails to load leaves the film playable. Returns the stop.
 */
export function startAdBreaksWhenLoaded(options: AdBreaksOptions): () => void {
  const { plan, engine } = options;
  if (plan.preroll.length === 0 && !plan.midroll && !plan.vmapUrl) return () => undefined;
  let gate: PlayGate | undefined;
  let stop: (() => void) | undefined;
  let stopped = false;
  // The gate the breaks set, which a play held meanwhile passes through once they have come.
  const gated = {
    ...engine,
    setPlayGate(next: PlayGate | undefined) {
      gate = next;
      engine.setPlayGate(next);
    },
  };
  const loaded = import('./ad-breaks').then(
    ({ startAdBreaks }) => {
      if (!stopped) stop = startAdBreaks({ ...options, engine: gated });
    },
    (error: unknown) => {
      console.error('[ads] the ad breaks did not load', error);
      if (!stopped) engine.setPlayGate(undefined);
    },
  );
  engine.setPlayGate(async () => {
    await loaded;
    await gate?.();
  });
  return () => {
    stopped = true;
    if (stop) return stop();
    engine.setPlayGate(undefined);
    // The pre-roll's file loaded ahead goes with the breaks that would have played it.
    void plan.prerollAhead?.then((ahead) => ahead?.media?.dispose());
  };
}
