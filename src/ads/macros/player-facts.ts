import { name as playerName, version as playerVersion } from '../../../package.json';
import { version as vastClientVersion } from '@dailymotion/vast-client/package.json';

/** What the ad servers may ask of the player and its page, the same for every ad. */
export interface PlayerFacts {
  /** The host page's address, when the player knows it: [PAGEURL], [DOMAIN]. */
  pageUrl: string | undefined;
  /** [DEVICEUA]. */
  userAgent: string;
  /** `player/version vast-client/version`: [CLIENTUA]. */
  clientName: string;
  /** The ad file types the player plays: [MEDIAMIME]. */
  mediaTypes: string[];
  /** The viewer asked the browser not to be tracked: [LIMITADTRACKING]. */
  limitAdTracking: boolean;
}

// The types a VAST's MediaFile may have that the player can play (VPAID's script included).
const videoTypes = ['video/mp4', 'video/webm', 'video/ogg'];
const vpaidType = 'application/javascript';

/**
 * The host page is the page itself when the player is not framed; in a frame it is the page that
 * framed it, as its referrer says (the host's Referrer-Policy may cut that to its origin).
 */
function hostPageUrl(): string | undefined {
  if (window.parent === window) return window.location.href;
  return /^https?:\/\//i.test(document.referrer) ? document.referrer : undefined;
}

/** Global Privacy Control, or the older Do Not Track: the browser's own "do not track me". */
function asksNotToBeTracked(): boolean {
  const privacy = navigator as Navigator & { globalPrivacyControl?: boolean };
  return privacy.globalPrivacyControl === true || navigator.doNotTrack === '1';
}

/** The player's facts, read from the page now. */
export function readPlayerFacts(canPlayType: (type: string) => boolean): PlayerFacts {
  return {
    pageUrl: hostPageUrl(),
    userAgent: navigator.userAgent,
    clientName: `${playerName}/${playerVersion} vast-client/${vastClientVersion}`,
    mediaTypes: [...videoTypes.filter(canPlayType), vpaidType],
    limitAdTracking: asksNotToBeTracked(),
  };
}
