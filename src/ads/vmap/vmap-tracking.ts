import type { AdEventEmitter } from '../ad-events';
import { pingUrl, type Ping } from '../ad-tracker';
import { AdErrorCode } from '../ad-types';
import type { VmapBreak } from './vmap-document';

/**
 * VMAP's codes for a break whose ad response could not be had (VMAP 1.0 section 2.5): 1006 not a
 * VAST document, 1007 its request timed out, 1008 no answer. Any other failure of the break's ad
 * is told with the VAST code the ad reported, as the VMAP specification asks.
 */
const vmapCodes: Partial<Record<number, number>> = {
  [AdErrorCode.xmlParse]: 1006,
  [AdErrorCode.vastLoadTimeout]: 1007,
  [AdErrorCode.noVastResponse]: 1008,
};

/** The code a break's error tracking gets for the VAST error code of its ad. */
export const vmapErrorCode = (vastCode: number) => vmapCodes[vastCode] ?? vastCode;

/** An error URL with VMAP's macros (and the common [ERRORCODE]) filled in. */
function errorUrl(url: string, code: number, message: string): string {
  return url
    .replaceAll('[ERROR_CODE]', String(code))
    .replaceAll('[ERRORCODE]', String(code))
    .replaceAll('[ERROR_MESSAGE]', encodeURIComponent(message));
}

/**
 * Pings a break's VMAP tracking while it plays: breakStart and breakEnd as the break takes the
 * screen and leaves it, error for each ad of it that fails. Returns the stop, for the break's end.
 */
export function trackVmapBreak(
  adBreak: VmapBreak,
  events: AdEventEmitter,
  ping: Ping = pingUrl,
): () => void {
  const { tracking } = adBreak;
  const stops = [
    events.on('adBreakStart', () => tracking.breakStart.forEach((url) => ping(url))),
    events.on('adBreakEnd', () => tracking.breakEnd.forEach((url) => ping(url))),
    events.on('adError', ({ code, cause }) => {
      const vmapCode = vmapErrorCode(code);
      const message = typeof cause === 'string' ? cause : `VAST error ${code}`;
      for (const url of tracking.error) ping(errorUrl(url, vmapCode, message));
    }),
  ];
  return () => stops.forEach((stop) => stop());
}
