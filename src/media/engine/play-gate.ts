import type { PlayGate } from '../media-engine-types';

/**
 * The gate every play waits for (a pre-roll, a running ad break): set by the session, kept
 * across episodes.
 */
export function createPlayGate() {
  let gate: PlayGate | undefined;
  return {
    set(next: PlayGate | undefined) {
      gate = next;
    },
    /** Whether a gate may hold the next play now. */
    isSet: () => gate !== undefined,
    /** Waits for the gate to open; fails as it does. */
    async pass() {
      await gate?.();
    },
    /** Opens the gate without waiting: a pre-roll starts while the film's stream loads. */
    openEarly() {
      if (gate) void gate().catch(() => undefined);
    },
  };
}

export type PlayGateController = ReturnType<typeof createPlayGate>;
