import type { Page } from '@playwright/test';

/** One statistics call the host page received: its name and payload. */
export interface RecordedStat {
  name: string;
  payload: Record<string, unknown>;
}

/** One message a frame posted to the host page, parsed from its JSON text. */
export interface RecordedMessage {
  eventName: string;
  payload: unknown;
}

interface HostTraffic {
  stats: RecordedStat[];
  messages: RecordedMessage[];
}

/**
 * Records, in the top window only, every call of the host page's `sendStat` (whatever function
 * the page assigns, which still runs) and every message posted to it.
 */
export async function recordHostTraffic(page: Page): Promise<void> {
  await page.addInitScript(() => {
    if (window.top !== window) return;
    const traffic: HostTraffic = { stats: [], messages: [] };
    let hostFunction: ((name: string, payload: Record<string, unknown>) => void) | undefined;
    Object.defineProperty(window, '__hostTraffic', { value: traffic });
    Object.defineProperty(window, 'sendStat', {
      configurable: true,
      get: () => (name: string, payload: Record<string, unknown>) => {
        traffic.stats.push({ name, payload: JSON.parse(JSON.stringify(payload)) });
        hostFunction?.(name, payload);
      },
      set: (value: typeof hostFunction) => {
        hostFunction = value;
      },
    });
    window.addEventListener('message', (event) => {
      if (typeof event.data !== 'string') return;
      try {
        traffic.messages.push(JSON.parse(event.data));
      } catch {
        // Not one of the player's messages.
      }
    });
  });
}

/** What the host page has recorded so far. */
export function hostTraffic(page: Page): Promise<HostTraffic> {
  return page.evaluate(() => (window as unknown as { __hostTraffic: HostTraffic }).__hostTraffic);
}

/**
 * Gives the player page (opened on its own, as the top window) a sendStat of its own that records
 * every call; returns the reader of what it recorded.
 */
export async function recordPlayerStats(page: Page): Promise<() => Promise<RecordedStat[]>> {
  await page.addInitScript(() => {
    const stats: RecordedStat[] = [];
    Object.assign(window, {
      recordedStats: stats,
      sendStat: (name: string, payload: Record<string, unknown>) => stats.push({ name, payload }),
    });
  });
  return () =>
    page.evaluate(() => (window as unknown as { recordedStats: RecordedStat[] }).recordedStats);
}
