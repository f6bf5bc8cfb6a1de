import type { AdPlayerError } from '../lib/player-error';
import type { Subscribable } from './subscribable';
import type { StatAdItem } from './stat-ad-fields';
import type { StatEvent } from './stat-names';

/** Ad time updates are sent at most this often (spec section 9). */
export const adTimeUpdateIntervalMs = 1000;

interface OfAd {
  item: StatAdItem;
}

/** The ad layer's events, as analytics reads them. */
export interface StatAdEvents {
  adBreakStart: unknown;
  adBreakEnd: unknown;
  adStart: StatAdItem;
  adTimeUpdate: OfAd;
  adPause: OfAd;
  adResume: OfAd;
  adClick: OfAd;
  adEnd: OfAd & { phase: string };
  /** Sent with its VAST code; `item` is the failed ad once its VAST was read. */
  adError: AdPlayerError & { item?: StatAdItem };
}

/** Sends one statistics event whose ad fields describe `ad`. */
export type AdStatReport = (
  event: StatEvent,
  ad: StatAdItem | undefined,
  extra?: Record<string, unknown>,
) => void;

// How an ad that played ended, as a statistics event; a stop (the viewer left) is none.
const endEvents: Partial<Record<string, StatEvent>> = {
  completed: 'adComplete',
  skipped: 'adSkip',
};

/**
 * Sends the ad events (contract: "Ad analytics events") and remembers the last ad that played,
 * whose fields every later event carries. Returns that ad's getter and the function that stops.
 */
export function startAdStats(
  adEvents: Subscribable<StatAdEvents>,
  report: AdStatReport,
  now: () => number,
) {
  let lastAd: StatAdItem | undefined;
  let lastTimeUpdate = -Infinity;
  const unsubscribes = [
    adEvents.on('adStart', (item) => {
      lastAd = item;
      report('adStart', item);
    }),
    adEvents.on('adTimeUpdate', ({ item }) => {
      if (now() - lastTimeUpdate < adTimeUpdateIntervalMs) return;
      lastTimeUpdate = now();
      report('adTimeUpdate', item);
    }),
    adEvents.on('adPause', ({ item }) => report('adPause', item)),
    adEvents.on('adResume', ({ item }) => report('adResume', item)),
    adEvents.on('adClick', ({ item }) => report('adClick', item)),
    adEvents.on('adEnd', ({ item, phase }) => {
      const event = endEvents[phase];
      if (event) report(event, item);
    }),
    adEvents.on('adError', ({ code, item }) => report('adError', item, { error_type: code })),
  ];
  return {
    /** The last ad that began to play, undefined before any. */
    lastAd: () => lastAd,
    dispose() {
      for (const unsubscribe of unsubscribes) unsubscribe();
    },
  };
}
