import { availableParallelism } from 'node:os';
import { HttpError } from '../http-error';

/**
 * Runs at most `concurrency` jobs at once and lets at most `maxWaiting` wait; more are refused
 * with a 503, so a flood of sign-ins cannot queue without end or fill libuv's thread pool.
 */
export function createHashSlots(concurrency: number, maxWaiting: number) {
  let running = 0;
  const waiting: (() => void)[] = [];

  function release() {
    running -= 1;
    const next = waiting.shift();
    if (next) {
      running += 1;
      next();
    }
  }

  return async function run<T>(job: () => Promise<T>): Promise<T> {
    if (running >= concurrency) {
      if (waiting.length >= maxWaiting) {
        throw new HttpError(503, 'The server is busy checking passwords: try again in a moment');
      }
      await new Promise<void>((resolve) => waiting.push(resolve));
    } else {
      running += 1;
    }
    try {
      return await job();
    } finally {
      release();
    }
  };
}

// One core stays free for the event loop (and the thread pool keeps threads for file reads).
export const passwordHashSlots = createHashSlots(Math.max(1, availableParallelism() - 1), 32);
