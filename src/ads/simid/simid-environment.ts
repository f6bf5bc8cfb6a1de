import { simidVersion, type SimidDimensions } from './simid-protocol';

/** Who draws the skip button and decides when the ad may be skipped (SIMID section 4.3.7). */
export type SkippableState = 'playerHandles' | 'adHandles' | 'notSkippable';

/** What the player tells a creative of itself and of the ad at init. */
export interface SimidInitFacts {
  videoDimensions: SimidDimensions;
  creativeDimensions: SimidDimensions;
  fullscreen: boolean;
  skippableState: SkippableState;
  /** Seconds from the ad's start, when the player draws the skip button. */
  skipOffset?: number;
  muted: boolean;
  volume: number;
  /** The VAST's AdParameters, as they are. */
  adParameters: string | undefined;
  /** The VAST's click-through, when it is http(s). */
  clickThroughUrl: string | undefined;
  /** A nonlinear overlay's: how long it shows, in seconds. */
  nonlinearDuration?: number;
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** Seconds as SIMID's skipoffset spells them: HH:MM:SS.mmm. */
export function simidClockTime(seconds: number): string {
  const millis = Math.max(0, Math.round(seconds * 1000));
  const hours = Math.floor(millis / 3_600_000);
  const minutes = Math.floor(millis / 60_000) % 60;
  const wholeSeconds = Math.floor(millis / 1000) % 60;
  return `${twoDigits(hours)}:${twoDigits(minutes)}:${twoDigits(wholeSeconds)}.${String(millis % 1000).padStart(3, '0')}`;
}

/**
 * SIMID:Player:init's args (section 4.3.7). The player does not take the page fullscreen for a
 * creative, lets it pause the media and lengthen the ad, and leaves its links to it (a web page
 * may open windows); a nonlinear overlay gets the player's close button.
 */
export function simidInitArgs(facts: SimidInitFacts) {
  const nonlinear = facts.nonlinearDuration !== undefined;
  return {
    environmentData: {
      videoDimensions: facts.videoDimensions,
      creativeDimensions: facts.creativeDimensions,
      fullscreen: facts.fullscreen,
      fullscreenAllowed: false,
      variableDurationAllowed: true,
      skippableState: facts.skippableState,
      ...(facts.skipOffset !== undefined && { skipoffset: simidClockTime(facts.skipOffset) }),
      version: simidVersion,
      muted: facts.muted,
      volume: facts.volume,
      navigationSupport: 'adHandles',
      closeButtonSupport: nonlinear ? 'playerHandles' : 'adHandles',
      ...(nonlinear && { nonlinearDuration: facts.nonlinearDuration }),
    },
    creativeData: {
      adParameters: facts.adParameters ?? '',
      ...(facts.clickThroughUrl && { clickThruUrl: facts.clickThroughUrl }),
    },
  };
}

/** An element's box in the coordinates of another's (the player's), in whole pixels. */
export function boxIn(element: Element, reference: Element): SimidDimensions {
  const box = element.getBoundingClientRect();
  const origin = reference.getBoundingClientRect();
  return {
    x: Math.round(box.left - origin.left),
    y: Math.round(box.top - origin.top),
    width: Math.round(box.width),
    height: Math.round(box.height),
  };
}
