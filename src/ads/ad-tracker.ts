import type { AdErrorCode, AdTrackingEvent, ParsedAd } from './ad-types';
import type { AdEffect } from './ad-lifecycle';
import { resolveAdTimeOffset } from './vast/skip-offset';

/** Sends one tracking request; it must never throw and never be awaited by playback. */
export type Ping = (url: string) => void;

/** A tracking pixel: fire and forget, cookies included as ad servers expect, survives unload. */
export const pingUrl: Ping = (url) => {
  if (!/^https?:/i.test(url)) return;
  fetch(url, { mode: 'no-cors', credentials: 'include', keepalive: true, cache: 'no-store' }).catch(
    () => undefined,
  );
};

// Pause, resume, mute and unmute are the viewer's repeatable acts; every other event counts once.
const repeatable = new Set<string>(['pause', 'resume', 'mute', 'unmute']);

/** Fills the VAST macros the player knows: [ERRORCODE], [CACHEBUSTING] and [TIMESTAMP]. */
export function fillMacros(url: string, code?: AdErrorCode): string {
  const cacheBuster = String(Math.floor(Math.random() * 1e8)).padStart(8, '0');
  return url
    .replaceAll('[ERRORCODE]', code === undefined ? '' : String(code))
    .replaceAll('[CACHEBUSTING]', cacheBuster)
    .replaceAll('[TIMESTAMP]', encodeURIComponent(new Date().toISOString()));
}

/** The tracker of one ad: fires each of its URLs once (or per act, for the repeatable events). */
export function createAdTracker(ad: ParsedAd, ping: Ping = pingUrl) {
  const fired = new Set<string>();
  const fire = (key: string, urls: readonly string[], code?: AdErrorCode) => {
    if (!repeatable.has(key)) {
      if (fired.has(key)) return;
      fired.add(key);
    }
    for (const url of urls) ping(fillMacros(url, code));
  };
  const urlsOf = (event: 'impression' | AdTrackingEvent) =>
    event === 'impression' ? ad.impressionUrls : (ad.tracking[event] ?? []);

  return {
    /** Carries out the tracking duties of a lifecycle transition. */
    apply(effects: readonly AdEffect[]) {
      for (const effect of effects) {
        if (effect.type === 'track') fire(effect.event, urlsOf(effect.event));
        else if (effect.type === 'trackError') this.error(effect.code);
        else if (effect.type === 'trackProgress') {
          ad.progressTracking.forEach((tracking, index) => {
            const offset = resolveAdTimeOffset(tracking.offset, effect.duration);
            if (offset !== undefined && effect.time >= offset)
              fire(`progress:${index}`, tracking.urls);
          });
        }
      }
    },
    /** The Error URLs with the code, once per ad. */
    error(code: AdErrorCode) {
      fire('error', ad.errorUrls, code);
    },
    /** Click tracking, once per click on the advertiser's link. */
    click() {
      for (const url of ad.clickTrackingUrls) ping(fillMacros(url));
    },
  };
}

export type AdTracker = ReturnType<typeof createAdTracker>;
