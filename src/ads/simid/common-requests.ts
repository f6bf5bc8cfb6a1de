import { webUrl } from '../../lib/web-url';
import { simidError } from './simid-codes';
import { creativeRequest } from './simid-protocol';
import type { CreativeRequest } from './simid-session';

/** What answering a creative's requests needs of the ad, whether linear or nonlinear. */
export interface CommonRequestContext {
  /** Click tracking (and the ad's click event). */
  click(): void;
  /** Pings the creative's own tracking URLs, macros filled. */
  reportTracking(urls: string[]): void;
  /** The viewer leaves for a landing page the player opens: the ad pauses. */
  leave(url: string): void;
}

// A creative's log line the player repeats: only its warnings about the player, and not at length.
const maxLogLength = 500;

/**
 * Answers the requests every SIMID ad answers alike (SIMID section 4.4): logs, tracking pixels,
 * click-throughs, navigation, fullscreen. Returns false for a request it leaves to the ad.
 */
export function answerCommonRequest(
  request: CreativeRequest,
  context: CommonRequestContext,
): boolean {
  const { args } = request;
  switch (request.name) {
    case creativeRequest.log: {
      // A warning is about the player's own conduct (section 4.4.6); the rest is the creative's.
      const message = typeof args.message === 'string' ? args.message : '';
      if (message.startsWith('WARNING:'))
        console.warn('[ads] SIMID creative:', message.slice(0, maxLogLength));
      return true;
    }
    case creativeRequest.reportTracking: {
      const urls = Array.isArray(args.trackingUrls) ? args.trackingUrls : undefined;
      if (!urls) {
        request.reject(simidError.malformedMessage, 'trackingUrls is not an array');
        return true;
      }
      context.reportTracking(
        urls.flatMap((url) => {
          const address = typeof url === 'string' ? webUrl(url) : undefined;
          return address ? [url as string] : [];
        }),
      );
      request.resolve();
      return true;
    }
    case creativeRequest.clickThru: {
      context.click();
      if (args.playerHandles !== true) {
        request.resolve();
        return true;
      }
      const url = typeof args.url === 'string' ? webUrl(args.url) : undefined;
      if (!url) {
        request.reject(simidError.navigationUnsupported, 'no http(s) url to open');
        return true;
      }
      request.resolve();
      context.leave(url);
      return true;
    }
    case creativeRequest.requestNavigation: {
      const url = typeof args.uri === 'string' ? webUrl(args.uri) : undefined;
      if (!url) {
        request.reject(simidError.invalidNavigationUrl, 'uri is not an http(s) address');
        return true;
      }
      // Resolved before the window opens, as section 4.4.12.1 asks.
      request.resolve();
      context.leave(url);
      return true;
    }
    // The page's fullscreen is the viewer's (fullscreenAllowed is false at init).
    case creativeRequest.requestFullscreen:
    case creativeRequest.requestExitFullscreen:
      request.reject(simidError.unsupportedRequest, 'the player does not change screen mode');
      return true;
    default:
      return false;
  }
}

/** Opens a landing page in a new tab, cut off from the player's page. */
export function openLandingPage(document: Document, url: string): void {
  document.defaultView?.open(url, '_blank', 'noopener,noreferrer');
}
