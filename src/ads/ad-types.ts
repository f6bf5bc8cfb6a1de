/** The ad error codes of spec section 8; each is substituted for [ERRORCODE] in the Error URLs. */
export const AdErrorCode = {
  xmlParse: 100,
  /** A wrapper's VAST failed to load (the VAST library pings this one itself). */
  wrapperFailed: 301,
  /** Too many wrappers in a row (the VAST library pings this one itself). */
  wrapperLimitReached: 302,
  noVastResponse: 303,
  vastLoadTimeout: 350,
  mediaNotFound: 401,
  mediaTimeout: 402,
  noSupportedMedia: 403,
  mediaDeliveryFailed: 405,
  playbackFailed: 450,
  undefinedError: 900,
  /** The general VPAID error, also used for an empty VAST (no ad, or more than one). */
  vpaidOrEmpty: 901,
} as const;

/**
 * The general InteractiveCreativeFile error: the player could not run a SIMID creative. Not in
 * AdErrorCode, whose object the page's first script carries for the pre-roll's VAST.
 */
export const interactiveCreativeError = 902;

/**
 * A SIMID 1.2 error code (its section 9: 1100-1199 a creative's, 1200-1299 the player's), which
 * the Error URLs get as [ERRORCODE], as SIMID says; made by src/ads/simid/simid-codes.ts alone.
 */
export type SimidErrorCode = number & { readonly simidErrorCode: true };

export type AdErrorCode =
  (typeof AdErrorCode)[keyof typeof AdErrorCode] | typeof interactiveCreativeError | SimidErrorCode;

/** The linear tracking events of spec section 3 that carry their own URLs. */
export type AdTrackingEvent =
  | 'start'
  | 'loaded'
  | 'resume'
  | 'pause'
  | 'complete'
  | 'skip'
  | 'firstQuartile'
  | 'midpoint'
  | 'thirdQuartile'
  | 'mute'
  | 'unmute'
  // A SIMID creative on screen, and the acts on a nonlinear one (VAST 3 and VAST 4 names).
  | 'creativeView'
  | 'acceptInvitation'
  | 'expand'
  | 'adExpand'
  | 'collapse'
  | 'adCollapse'
  | 'close';

/** A time offset in an ad: seconds from its start, or a percentage of its duration. */
export type AdTimeOffset = { seconds: number } | { percent: number };

/** A media file of a linear creative, as the VAST lists it (not yet checked as usable). */
export interface AdMediaFile {
  url: string;
  /** MIME type, e.g. video/mp4 or application/javascript (VPAID). */
  type: string;
  width: number;
  height: number;
  codec?: string;
  bitrate?: number;
  /** 'VPAID' for VPAID creatives. */
  apiFramework?: string;
}

/** A progress tracking event: its URLs are fired once when playback passes the offset. */
export interface AdProgressTracking {
  offset: AdTimeOffset;
  urls: string[];
}

/** What the VAST says of the ad that its URLs' macros may ask for (VAST 4.1 section 6). */
export interface AdVastMacros {
  /** <AdServingId>: [ADSERVINGID]. */
  adServingId: string | undefined;
  /** The Ad's adType (video, audio, hybrid): [ADTYPE]. */
  adType: string | undefined;
  /** The Ad's sequence in its pod: [PODSEQUENCE]. */
  podSequence: string | undefined;
  /** The creative's UniversalAdIds, each `registry value`: [UNIVERSALADID]. */
  universalAdIds: string[];
  /** <Category> values: [ADCATEGORIES]. */
  categories: string[];
  /** The wrappers' <BlockedAdCategories>: [BLOCKEDADCATEGORIES]. */
  blockedCategories: string[];
}

/** One parsed linear ad (spec section 3), with the URLs of every wrapper it came through. */
export interface ParsedAd {
  /** The Ad id, else the creative id, else the VAST URL. */
  id: string;
  /** Seconds as the VAST states them, undefined when it gives none or an unreadable one. */
  duration: number | undefined;
  /** Undefined when the ad cannot be skipped. */
  skipOffset: AdTimeOffset | undefined;
  mediaFiles: AdMediaFile[];
  clickThroughUrl: string | undefined;
  clickTrackingUrls: string[];
  impressionUrls: string[];
  errorUrls: string[];
  tracking: Partial<Record<AdTrackingEvent, string[]>>;
  progressTracking: AdProgressTracking[];
  /** VPAID AdParameters, passed to initAd as creativeData. */
  adParameters: string | undefined;
  /** How many Ad elements the response held (exactly one for a usable ad). */
  adCount: number;
  vastMacros: AdVastMacros;
  /** A SIMID creative drawn over the linear ad's media (`<InteractiveCreativeFile apiFramework="SIMID">`). */
  simid?: SimidCreativeFile;
  /** Instead of a linear ad: a SIMID overlay over the playing film (`<NonLinear apiFramework="SIMID">`). */
  nonlinear?: SimidNonlinear;
}

/** The page of a SIMID creative, loaded in a cross-origin frame. */
export interface SimidCreativeFile {
  url: string;
  /** The creative needs to pause the media and lengthen the ad (the player allows both). */
  variableDuration: boolean;
}

/** A nonlinear SIMID creative: its page (IFrameResource) and the box VAST gives it. */
export interface SimidNonlinear {
  url: string;
  /** Pixels; 0 when the VAST gives none. */
  width: number;
  height: number;
  /** Seconds the overlay should show at least; undefined when the VAST gives none. */
  minSuggestedDuration: number | undefined;
}

/** What loading one VAST tag gave: an ad, or the error to report (unless the library already did). */
export type VastLoadResult =
  | { kind: 'ad'; ad: ParsedAd }
  | {
      kind: 'error';
      code: AdErrorCode;
      /** The Error URLs known at the point of failure, to fire with the code. */
      errorUrls: string[];
      /** The VAST library pinged the Error URLs itself: the player must not fire them again. */
      reportedByLibrary: boolean;
      /** For the console and error reporting. */
      message: string;
    };

/**
 * What a linear ad plays: a video file in the ad element (a SIMID creative over it, if the ad has
 * one), or a VPAID JavaScript creative.
 */
export type AdCreative =
  { kind: 'video'; file: AdMediaFile } | { kind: 'vpaid'; file: AdMediaFile };
