import { laterStrings } from '../lib/later-strings';
import { strings } from '../lib/strings';
import type { AdEventEmitter } from './ad-events';
import type { AdHistoryItem } from './ad-history';
import type { AdTracker } from './ad-tracker';
import {
  interactiveCreativeError,
  type AdErrorCode,
  type ParsedAd,
  type SimidNonlinear,
} from './ad-types';
import { showSimidOverlay, type FilmUnderOverlay, type SimidOverlay } from './simid-overlay-ad';

/** What handing a break's nonlinear ad over to the film takes. */
export interface OverlayHandover {
  ad: ParsedAd;
  nonlinear: SimidNonlinear;
  item: AdHistoryItem;
  tracker: AdTracker;
  events: AdEventEmitter;
  /** The break's ad slot. */
  container: HTMLElement;
  /** The film the overlay shows over; without it, no overlay can show. */
  film: FilmUnderOverlay | undefined;
  /** Takes the overlay, to stop it at the next break or the player's end. */
  onOverlay: ((overlay: SimidOverlay) => void) | undefined;
  /** Tells the ad's failure (its Error URLs already pinged). */
  reportError(code: AdErrorCode, message: string): void;
  reportTracking(urls: string[]): void;
}

/**
 * Hands a nonlinear SIMID ad over to the film: the break goes on (and ends) at once, and the
 * overlay shows over the film as it plays, until it is over or the next break or the player's end
 * stops it. Its start, clicks and end are told as any ad's.
 */
export function handOverOverlay(handover: OverlayHandover): void {
  const { item, events, tracker } = handover;
  const fail = (message: string) => {
    tracker.error(interactiveCreativeError);
    handover.reportError(interactiveCreativeError, message);
  };
  // The slot's layer hides between breaks: the overlay goes in the player's box around it.
  const host = handover.container.parentElement?.parentElement;
  if (!handover.film || !handover.onOverlay || !host) return fail('no film to show an overlay on');
  let started = false;
  const overlay = showSimidOverlay({
    ad: handover.ad,
    nonlinear: handover.nonlinear,
    host,
    film: handover.film,
    // A click-through is told as well as tracked.
    tracker: {
      ...tracker,
      click() {
        tracker.click();
        if (started) events.emit('adClick', { item });
      },
    },
    texts: {
      frameTitle: strings.vpaidFrame,
      region: laterStrings.adOverlayRegion,
      close: laterStrings.adOverlayClose,
    },
    report: {
      started() {
        started = true;
        events.emit('adStart', item);
      },
      ended: (phase) => events.emit('adEnd', { item, phase }),
      failed: (code, message) => handover.reportError(code, message),
    },
    reportTracking: handover.reportTracking,
  });
  if (!overlay) return fail('the SIMID overlay is not at an http(s) address');
  handover.onOverlay(overlay);
}
