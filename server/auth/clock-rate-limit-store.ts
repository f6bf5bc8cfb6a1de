import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Clock } from '../clock';

/** Keys remembered at once, the least recently counted dropped first (as the plugin's own store). */
const maxKeys = 5000;

interface Window {
  count: number;
  startMs: number;
}

/**
 * @fastify/rate-limit's fixed windows, timed by the server's clock instead of Date.now(), so a
 * test can let a window pass at once. Every store of the plugin (one a limit) shares the clock.
 */
export function clockRateLimitStore(clock: Clock): FastifyRateLimitStoreCtor {
  class ClockStore implements FastifyRateLimitStore {
    private readonly windows = new Map<string, Window>();

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ): void {
      const now = clock.now();
      const open = this.windows.get(key);
      const window = open && open.startMs + timeWindow > now ? open : { count: 0, startMs: now };
      window.count += 1;
      // Re-inserted, so the Map's order is the order of last use.
      this.windows.delete(key);
      this.windows.set(key, window);
      if (this.windows.size > maxKeys) this.windows.delete(this.windows.keys().next().value ?? '');
      callback(null, { current: window.count, ttl: window.startMs + timeWindow - now });
    }

    child(): FastifyRateLimitStore {
      return new ClockStore();
    }
  }
  return ClockStore;
}
