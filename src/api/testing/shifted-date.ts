import { vi } from 'vitest';

export interface ShiftedDate {
  /** Moves this document's time on at once, as the test server's POST /__clock moves its own. */
  advance(ms: number): void;
  restore(): void;
}

/**
 * Makes the global Date the real time plus an offset: Date.now(), new Date() and so the cookie
 * jar's expiry all see it, and time keeps running exactly (fake timers' Date lags on a busy machine).
 */
export function shiftDate(): ShiftedDate {
  const RealDate = Date;
  let offset = 0;
  class Shifted extends RealDate {
    constructor(...args: unknown[]) {
      if (args.length === 0) super(RealDate.now() + offset);
      // Every other form is the real Date's: the arguments go on as they came.
      else super(...(args as [number]));
    }

    static override now(): number {
      return RealDate.now() + offset;
    }
  }
  vi.stubGlobal('Date', Shifted);
  return {
    advance(ms) {
      offset += ms;
    },
    restore: () => vi.unstubAllGlobals(),
  };
}
