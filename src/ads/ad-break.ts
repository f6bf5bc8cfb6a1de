import { adPlayerError } from '../lib/player-error';
import { strings } from '../lib/strings';
import type { AdEventEmitter } from './ad-events';
import { adHistoryItem, type AdHistoryItem } from './ad-history';
import { reportAdRunEvents } from './ad-run-events';
import type { AdMediaPreload } from './ad-media-preload';
import { createAdTracker, fillAdUrl, pingUrl, type Ping } from './ad-tracker';
import { AdErrorCode, interactiveCreativeError, type VastLoadResult } from './ad-types';
import type { AdKind, AdStore } from './ad-view';
import { watchAdVisibility } from './ad-visibility';
import { adMacroSource, type AdSoFar, type BreakMacroFacts } from './macros/ad-macro-source';
import { readPlayerFacts } from './macros/player-facts';
import type { FilmUnderOverlay, SimidOverlay } from './simid-overlay-ad';
import { canPlayType, chooseCreative } from './vast/choose-creative';
import { loadVast } from './vast/load-vast';
import { playVideoAd } from './video-ad';
import { playVpaidAd } from './vpaid-ad';

export interface AdBreakOptions {
  kind: AdKind;
  /** The VAST tags in queue order: each ad, once over, hands on to the next. */
  vastUrls: readonly string[];
  /** The ad's element or frame goes in here, under the overlay's controls. */
  container: HTMLElement;
  store: AdStore;
  events: AdEventEmitter;
  /** Where the content stands, for the ad-history item. */
  contentPosition: number;
  contentDuration: number;
  /** The film or episode, for the ad servers ([CONTENTID]). */
  contentId?: string;
  /** The break began without the viewer's play; by default, a mid-roll did. */
  autoplayed?: boolean;
  /** The page's headers, sent with every VAST request. */
  vastHeaders: Record<string, string>;
  /** The viewer's volume and mute, which the ad starts with. */
  volume: number;
  muted: boolean;
  vpaidFrameUrl: string;
  /** Aborting stops the ad on screen and ends the break. */
  signal: AbortSignal;
  /** VAST answers requested ahead of the break, by URL. */
  prefetched?: ReadonlyMap<string, Promise<VastLoadResult>>;
  /** Their ads' files, loading since the answers came; what the break does not take, it lets go. */
  preloadedMedia?: AdMediaPreload;
  ping?: Ping;
  /** The film a nonlinear (SIMID) ad shows over once the break is done; none without it. */
  film?: FilmUnderOverlay;
  /** Takes each nonlinear ad handed over to the film, to stop it at the next break or the end. */
  onOverlay?(overlay: SimidOverlay): void;
}

/** The tag's answer, requested ahead or now; undefined as soon as the break is aborted. */
function answerOf(vastUrl: string, options: AdBreakOptions): Promise<VastLoadResult | undefined> {
  const { signal } = options;
  const answer =
    options.prefetched?.get(vastUrl) ?? loadVast(vastUrl, { headers: options.vastHeaders, signal });
  // An answer requested ahead does not hear this break's abort, and one loading now rejects with
  // it: either way the wait ends with the abort, and no error.
  return new Promise((resolve, reject) => {
    const onAbort = () => resolve(undefined);
    signal.addEventListener('abort', onAbort, { once: true });
    answer.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/** Plays one ad of the queue to its end; never throws. Resolves with whether it began to play. */
async function playOne(
  vastUrl: string,
  options: AdBreakOptions,
  macros: { facts: BreakMacroFacts; adCount: number },
): Promise<boolean> {
  const ping = options.ping ?? pingUrl;
  // What the ad's URLs tell at each ping: filled in as the ad comes.
  const soFar: AdSoFar = {};
  const macroSource = adMacroSource(macros.facts, macros.adCount, soFar, options.muted);
  const result = await answerOf(vastUrl, options);
  if (!result || options.signal.aborted) return false;
  const reportError = (code: AdErrorCode, message: string, item?: AdHistoryItem) => {
    options.events.emit('adError', { ...adPlayerError(code, vastUrl, message), item });
  };
  if (result.kind === 'error') {
    if (!result.reportedByLibrary) {
      const context = macroSource();
      for (const url of result.errorUrls) ping(fillAdUrl(url, context, { errorCode: result.code }));
    }
    reportError(result.code, result.message);
    return false;
  }

  const { ad } = result;
  soFar.ad = ad;
  const item = adHistoryItem(
    ad.id,
    options.kind,
    ad.duration,
    options.contentPosition,
    options.contentDuration,
  );
  const adTracker = createAdTracker(ad, macroSource, ping);
  const onCreativeError = (code: AdErrorCode, message: string) => {
    adTracker.error(code);
    reportError(code, message, item);
  };
  // The SIMID code comes in a chunk of its own, which only a SIMID ad loads.
  const simid = ad.simid || ad.nonlinear ? await import('./simid-ads').catch(noSimid) : undefined;
  if (options.signal.aborted) return false;
  // The URLs a SIMID creative asks the player to ping, macros filled as in the VAST's own.
  const reportTracking = (urls: string[]) => {
    const context = macroSource();
    for (const url of urls) ping(fillAdUrl(url, context));
  };
  if (ad.nonlinear) {
    if (simid) {
      simid.handOverOverlay({
        ad,
        nonlinear: ad.nonlinear,
        item,
        tracker: adTracker,
        events: options.events,
        container: options.container,
        film: options.film,
        onOverlay: options.onOverlay,
        reportError: (code, message) => reportError(code, message, item),
        reportTracking,
      });
    } else onCreativeError(interactiveCreativeError, 'no SIMID code');
    // Handed over, it shows once the film plays: not an ad of this break's count.
    return false;
  }
  const size = options.container.getBoundingClientRect();
  const creative = chooseCreative(ad, { width: size.width, height: size.height }, canPlayType);
  soFar.creative = creative;
  if (!creative) {
    adTracker.error(AdErrorCode.noSupportedMedia);
    const message = `no playable media file in ${vastUrl}`;
    reportError(AdErrorCode.noSupportedMedia, message, item);
    return false;
  }
  const reporting = reportAdRunEvents(options.store, item, options.events);
  // A click-through is told as well as tracked.
  const tracker = {
    ...adTracker,
    click(at?: { x: number; y: number }) {
      adTracker.click(at);
      if (reporting.started) options.events.emit('adClick', { item });
    },
  };
  const common = { kind: options.kind, ad, file: creative.file, store: options.store, tracker };
  const { container, volume, muted } = options;
  const video =
    creative.kind === 'vpaid' ? undefined : options.preloadedMedia?.take(creative.file.url);
  const run =
    creative.kind === 'vpaid'
      ? playVpaidAd({
          ...common,
          container,
          volume,
          muted,
          frameUrl: options.vpaidFrameUrl,
          title: strings.vpaidFrame,
        })
      : simid && ad.simid
        ? simid.playSimidAd({
            ...common,
            container,
            volume,
            muted,
            video,
            creative: ad.simid,
            title: strings.vpaidFrame,
            onCreativeError,
            reportTracking,
            signal: options.signal,
          })
        : playVideoAd({ ...common, container, volume, muted, video });
  soFar.moment = run.moment;
  // Without its code, a SIMID ad's media plays alone, its creative's failure reported.
  if (creative.kind === 'video' && ad.simid && !simid)
    onCreativeError(interactiveCreativeError, 'no SIMID code');
  const stop = () => run.dispatch({ type: 'stop' });
  options.signal.addEventListener('abort', stop);
  const phase = await run.done;
  options.signal.removeEventListener('abort', stop);
  reporting.stop();
  if (phase === 'error') {
    reportError(run.state.errorCode ?? AdErrorCode.undefinedError, `ad ${ad.id} failed`, item);
  }
  if (reporting.started) options.events.emit('adEnd', { item, phase });
  return reporting.started;
}

function noSimid(error: unknown): undefined {
  console.error('[ads] the SIMID code did not load', error);
  return undefined;
}

/** Starts loading these VAST tags ahead of their break (their answers, by URL, for runAdBreak). */
export function prefetchVast(
  vastUrls: readonly string[],
  options: { headers: Record<string, string>; signal: AbortSignal; fetch?: typeof fetch },
): ReadonlyMap<string, Promise<VastLoadResult>> {
  return new Map(
    vastUrls.map((url) => {
      const answer = loadVast(url, options);
      // An answer nobody takes (the page left first, its load aborted) is no error to tell.
      answer.catch(() => undefined);
      return [url, answer];
    }),
  );
}

/**
 * Plays an ad break: each VAST tag of the queue in turn, whatever the one before did.
 * Resolves when the queue is done or the break is aborted; an ad's failure never escapes.
 */
export async function runAdBreak(options: AdBreakOptions): Promise<void> {
  const stopWatching = watchAdVisibility(options.container, options.store);
  const facts: BreakMacroFacts = {
    kind: options.kind,
    container: options.container,
    contentPosition: options.contentPosition,
    autoplayed: options.autoplayed ?? options.kind === 'mid-roll',
    contentId: options.contentId,
    player: readPlayerFacts(canPlayType),
  };
  // The ads that began to play so far: [ADCOUNT] counts them, and the one about to.
  let played = 0;
  try {
    for (const vastUrl of options.vastUrls) {
      if (options.signal.aborted) break;
      try {
        if (await playOne(vastUrl, options, { facts, adCount: played + 1 })) played += 1;
      } catch (error) {
        // A bug in one ad must not hold the film: log it and go on with the queue.
        console.error('[ads] the ad failed unexpectedly', error);
      }
    }
  } finally {
    stopWatching();
    options.preloadedMedia?.dispose();
    options.store.setState({ ad: undefined });
  }
}
