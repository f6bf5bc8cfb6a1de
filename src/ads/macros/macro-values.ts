import { webUrl } from '../../lib/web-url';
import type { AdCreative, AdErrorCode, ParsedAd } from '../ad-types';
import type { AdKind } from '../ad-view';
import { vastTimecode, type MacroValues } from './fill-url-macros';
import type { PlayerFacts } from './player-facts';

/** What the player knows at the moment it pings one of an ad's URLs, read anew for each ping. */
export interface AdMacroContext {
  /** The ad, once its VAST is in; undefined for the Error URLs of a VAST that failed. */
  ad: ParsedAd | undefined;
  /** What the ad plays, once chosen. */
  creative: AdCreative | undefined;
  kind: AdKind;
  /** This ad's place among the ads the break has played, from 1. */
  adCount: number;
  /** Seconds into the ad. */
  adPlayhead: number;
  /** Seconds into the film. */
  contentPlayhead: number;
  /** The player's box, in CSS pixels. */
  playerSize: { width: number; height: number };
  muted: boolean;
  fullscreen: boolean;
  /** The break began without the viewer's play: a mid-roll, or a pre-roll on autoplay. */
  autoplayed: boolean;
  /** The film or episode, `registry id` as VAST asks (the player's host as the registry). */
  contentId: string | undefined;
  /** One UUID for every URL of one VAST tag's ad. */
  transactionId: string | undefined;
  player: PlayerFacts;
}

/** What one ping adds: the code of an Error URL, where the click landed for click tracking. */
export interface PingDetails {
  errorCode?: AdErrorCode;
  clickPosition?: { x: number; y: number };
}

// The AdCOM 1.0 lists VAST 4 points to: VAST 2.0, 3.0, 4.0 and 4.1, inline and wrapper; VPAID 2.0
// and SIMID 1.0 and 1.1 (the player speaks SIMID 1.2, which AdCOM gives no code); the in-stream
// placement.
const vastVersions = '2,3,5,6,7,8,11,12';
const apiFrameworks = '2,8,9';
const inStreamPlacement = 1;
// Icons (the industry's AdChoices icon) are not drawn, so no `icon`.
const playerCapabilities = 'skip,mute,autoplay,mautoplay,fullscreen';
const breakPositions: Record<AdKind, number> = { 'pre-roll': 1, 'mid-roll': 2, 'post-roll': 3 };
// The content's stream address is known but not the ad servers' to have (VAST's -2: withheld).
const withheld = -2;

const list = (values: readonly string[]) => values.join(',');
const pair = (first: number, second: number) => `${Math.round(first)},${Math.round(second)}`;

/**
 * [CLICKTYPE]: a video ad's link covers its whole picture; a VPAID creative, or a SIMID one over
 * the video, takes its own clicks.
 */
function clickType(ad: ParsedAd | undefined, creative: AdCreative | undefined) {
  if (creative?.kind !== 'video' || ad?.simid) return undefined;
  return webUrl(ad?.clickThroughUrl) ? 1 : 0;
}

/** [INVENTORYSTATE]: whether the ad may be skipped, and whether it began by itself (muted or not). */
function inventoryState(context: AdMacroContext): string {
  const states: string[] = [];
  if (context.ad?.skipOffset) states.push('skippable');
  if (context.autoplayed) states.push(context.muted ? 'mautoplayed' : 'autoplayed');
  return list(states);
}

function hostOf(url: string | undefined): string | undefined {
  return url && URL.canParse(url) ? new URL(url).hostname : undefined;
}

/**
 * The values of the VAST 4 macros the player knows now, by name. vast-client fills them in a URL
 * (fillUrlMacros), with [CACHEBUSTING] and [TIMESTAMP], and -1 for every macro left out here.
 */
export function macroValues(context: AdMacroContext, details: PingDetails = {}): MacroValues {
  const { ad, creative, player } = context;
  const vast = ad?.vastMacros;
  const values: Record<string, string | number | undefined> = {
    // Empty outside Error URLs, as the player always did.
    ERRORCODE: details.errorCode ?? '',
    ADPLAYHEAD: vastTimecode(context.adPlayhead),
    CONTENTPLAYHEAD: vastTimecode(context.contentPlayhead),
    MEDIAPLAYHEAD: vastTimecode(context.contentPlayhead),
    ASSETURI: creative?.file.url,
    BREAKPOSITION: breakPositions[context.kind],
    ADCOUNT: context.adCount,
    PLAYERSIZE: pair(context.playerSize.width, context.playerSize.height),
    PLAYERSTATE: list([
      ...(context.muted ? ['muted'] : []),
      ...(context.fullscreen ? ['fullscreen'] : []),
    ]),
    INVENTORYSTATE: inventoryState(context),
    CLICKPOS: details.clickPosition && pair(details.clickPosition.x, details.clickPosition.y),
    CLICKTYPE: clickType(ad, creative),
    PAGEURL: player.pageUrl,
    DOMAIN: hostOf(player.pageUrl),
    CONTENTID: context.contentId,
    CONTENTURI: withheld,
    TRANSACTIONID: context.transactionId,
    ADSERVINGID: vast?.adServingId,
    // VAST's default adType.
    ADTYPE: ad ? (vast?.adType ?? 'video') : undefined,
    PODSEQUENCE: vast?.podSequence,
    UNIVERSALADID: vast?.universalAdIds.length ? list(vast.universalAdIds) : undefined,
    ADCATEGORIES: vast?.categories.length ? list(vast.categories) : undefined,
    BLOCKEDADCATEGORIES: vast?.blockedCategories.length ? list(vast.blockedCategories) : undefined,
    CLIENTUA: player.clientName,
    DEVICEUA: player.userAgent,
    SERVERSIDE: 0,
    LIMITADTRACKING: player.limitAdTracking ? 1 : 0,
    MEDIAMIME: list(player.mediaTypes),
    VASTVERSIONS: vastVersions,
    APIFRAMEWORKS: apiFrameworks,
    PLAYERCAPABILITIES: playerCapabilities,
    PLACEMENTTYPE: inStreamPlacement,
    // Only for the pixels of a verification script, which the player does not run (vast-client
    // does not know this one, so it would stay in brackets).
    REASON: -1,
  };
  return Object.fromEntries(
    Object.entries(values).filter(
      (entry): entry is [string, string | number] => entry[1] !== undefined,
    ),
  );
}
