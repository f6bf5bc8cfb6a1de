/** What the server asks the time of: tokens, codes, sessions and rate-limit windows expire by it. */
export interface Clock {
  /** Milliseconds since the epoch, as Date.now(). */
  now(): number;
}

/** A clock a test moves on at once, instead of sleeping until something expires. */
export interface AdjustableClock extends Clock {
  advance(ms: number): void;
}

/** True for a clock a test may move on (the one POST /__clock drives). */
export const isAdjustable = (clock: Clock): clock is AdjustableClock =>
  typeof (clock as Partial<AdjustableClock>).advance === 'function';

/** The real time. */
export const systemClock: Clock = { now: () => Date.now() };

/** The real time plus an offset that only grows: time still passes, and a test can jump ahead. */
export function adjustableClock(): AdjustableClock {
  let offset = 0;
  return {
    now: () => Date.now() + offset,
    advance(ms: number) {
      if (!(ms >= 0)) throw new RangeError(`A clock moves forward only, not by ${ms} ms`);
      offset += ms;
    },
  };
}

/** The clock's time as stored in the database (ISO text, which compares in time order). */
export const isoNow = (clock: Clock): string => new Date(clock.now()).toISOString();
