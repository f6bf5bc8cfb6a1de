import type { AdErrorCode, AdTrackingEvent, ParsedAd } from './ad-types';
import type { AdEffect } from './ad-lifecycle';
import { fillUrlMacros } from './macros/fill-url-macros';
import { macroValues, type AdMacroContext, type PingDetails } from './macros/macro-values';
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

/** Reads what the player knows now, for the macros of the URL about to be pinged. */
export type AdMacroSource = () => AdMacroContext;

/** The URL with every VAST macro filled, by vast-client, from what the player knows now. */
export function fillAdUrl(url: string, context: AdMacroContext, details?: PingDetails): string {
  // vast-client makes any [ERRORCODE] but a three-digit one 900: SIMID's own codes (1100-1299)
  // reach the Error URLs as they are, as SIMID says.
  const code = details?.errorCode;
  const template =
    code !== undefined && code > 999
      ? url.replaceAll('[ERRORCODE]', String(code)).replaceAll('%%ERRORCODE%%', String(code))
      : url;
  return fillUrlMacros(template, macroValues(context, details));
}

/**
 * The tracker of one ad: fires each of its URLs once (or per act, for the repeatable events),
 * with their macros filled from what `macros` says at that moment.
 */
export function createAdTracker(ad: ParsedAd, macros: AdMacroSource, ping: Ping = pingUrl) {
  const fired = new Set<string>();
  const send = (urls: readonly string[], details?: PingDetails) => {
    if (urls.length === 0) return;
    const context = macros();
    for (const url of urls) ping(fillAdUrl(url, context, details));
  };
  const fire = (key: string, urls: readonly string[], details?: PingDetails) => {
    if (!repeatable.has(key)) {
      if (fired.has(key)) return;
      fired.add(key);
    }
    send(urls, details);
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
      fire('error', ad.errorUrls, { errorCode: code });
    },
    /** Click tracking, once per click on the advertiser's link (where in the player, if known). */
    click(at?: { x: number; y: number }) {
      send(ad.clickTrackingUrls, { clickPosition: at });
    },
  };
}

export type AdTracker = ReturnType<typeof createAdTracker>;
