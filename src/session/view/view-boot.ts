import {
  isAbortError,
  type AdList,
  type Content,
  type Episode,
  type PlayerApiClient,
  type Season,
} from '../../api';
import { pageErrors, type PageError } from '../../lib/page-errors';
import { cmcdView, newSessionId, writtenSessionId } from '../../media/cmcd/cmcd';
import { savesData } from '../../media/data-saver';
import { loadHls, type HlsConstructor } from '../../media/load-hls';
import { prepareStream } from '../../media/prepared-stream';
import { loadStreamProtection } from '../../media/stream-protection';
import { parsePlayerQuery, type PlayerQuery } from '../../shared/player-query';
import { adPlanOf, withPrerollRequested, type AdPlan } from '../ad-plan';
import type { EpisodeLoad } from '../episode-load';
import { inPlayOrder, missesRequestedEpisode, selectStartEpisode } from '../episode-order';
import { loadEpisode } from '../load-episode';
import { pageErrorOf } from '../page-error-of';
import { createProgressKeeper, type ProgressKeeper } from '../progress/progress-keeper';
import { checkAvailability, type Availability } from './availability-check';
import { loadAdList } from './load-ad-list';

/** What the catalogue says about the content, loaded once per page. */
export interface CatalogueData {
  content: Content;
  seasons: Season[];
  /** In play order: season order, then episode order. */
  episodes: Episode[];
  adList: AdList;
  isAvailable: boolean;
  /** Why the availability check gave no answer, if it did not (the content then plays). */
  availabilityFailure?: Availability['failure'];
}

/** What the boot comes to: the content and its first episode ready to play, or the page's error. */
export type BootResult =
  | {
      status: 'ready';
      query: PlayerQuery;
      catalogue: CatalogueData;
      /** The first episode, its media and how it starts. */
      firstLoad: EpisodeLoad;
      /** The ads of this view, the pre-roll's first VAST already requested. */
      adPlan: AdPlan;
      progress: ProgressKeeper;
    }
  | { status: 'failed'; error: PageError };

/** The embed settings the boot reads. */
export interface BootSettings {
  baseUrl: string;
  adListUrl: string;
  /** The global movie id that stands in for the query's movie_id. */
  movieId?: string;
  /** Whether the stream's requests carry CMCD. */
  cmcd: 'on' | 'off';
}

/** The page's boot: what it comes to, and how to end it. */
export interface ViewBoot {
  /** What the page shows once the catalogue has answered; undefined when the boot was ended first. */
  result: Promise<BootResult | undefined>;
  /** The result once it has come, so that a view made after it starts from it at once. */
  settled(): BootResult | undefined;
  /** Whether a pre-roll plays first, as soon as the ad list and the availability say. */
  prerollPlanned: Promise<boolean>;
  /** Whether the first episode asks where to resume, as soon as it is picked. */
  asksResume: Promise<boolean>;
  /** Aborts the calls, stops keeping progress and lets a prepared stream go. */
  dispose(): void;
}

const noAds: AdList = { prerollList: [] };

const failed = (error: PageError): BootResult => ({ status: 'failed', error });

/**
 * The boot of a view, from the page's query to its first stream: the query read, then the
 * content, seasons, episodes, availability and ad list together, the first episode picked and
 * loaded (loadEpisode, as every later one), its stream started, the ad plan and the resume point.
 * It needs no React and no UI, so the page starts it before anything renders.
 */
export function startViewBoot(
  client: PlayerApiClient,
  search: string,
  settings: BootSettings,
  streamLibrary: () => Promise<HlsConstructor> = loadHls,
): ViewBoot {
  const queryResult = parsePlayerQuery(search, settings.movieId);
  if (!queryResult.ok) {
    const error = failed(pageErrors.missingMovieId());
    const no = Promise.resolve(false);
    return {
      result: Promise.resolve(error),
      settled: () => error,
      prerollPlanned: no,
      asksResume: no,
      dispose: () => undefined,
    };
  }
  const { query } = queryResult;
  const { movieId, disableCheckingAvailable } = query;
  const { baseUrl, adListUrl } = settings;
  // The first episode's view: the session its preloads name, if the page's server wrote them.
  const sessionId = writtenSessionId() ?? newSessionId();
  const abort = new AbortController();
  const { signal } = abort;
  // Made beside the catalogue calls: it also resends saves an earlier page could not deliver.
  const progress = createProgressKeeper({ contentId: movieId, sender: client });
  const availability: Promise<Availability> = disableCheckingAvailable
    ? Promise.resolve({ available: true })
    : checkAvailability(client, movieId, window.location.hostname, { signal });
  // The ad list is optional: without it the film plays without ads.
  const adList = loadAdList(client, adListUrl, baseUrl, signal).catch((error: unknown) => {
    if (isAbortError(error)) throw error;
    return noAds;
  });
  let firstLoad: EpisodeLoad | undefined;
  // Once any call has failed, no stream is worth loading.
  let anyFailed = false;

  // The episode and its stream need the content (it exists), the episodes and the availability:
  // they start loading once those answer, while the seasons and the ad list may still be on their way.
  const content = client.getContent(movieId, { signal });
  const episodes = client.getEpisodes(movieId, { signal }).then(inPlayOrder);
  const firstEpisode = Promise.all([episodes, availability, content]).then(
    async ([ordered, { available }]) => {
      const wanted = { episodeId: query.episodeId, season: query.season, episode: query.episode };
      const start = selectStartEpisode(ordered, wanted);
      if (!start) return undefined;
      if (missesRequestedEpisode(start, wanted)) {
        console.warn('[player] the requested episode does not exist; playing', start.id);
      }
      const cmcd = settings.cmcd === 'on';
      const parts = { contentId: movieId, isAvailable: available, baseUrl, cmcd, progress };
      firstLoad = await loadEpisode(
        start,
        { first: true, query, sessionId },
        { ...parts, langOrder: query.langOrder },
        signal,
      );
      const url = firstLoad.media.sources[firstLoad.media.sourceIndex]?.url;
      // The placeholder of blocked content waits for a play; anything else starts loading now.
      if (available && url && !signal.aborted && !anyFailed) {
        // MSE only: a browser that plays HLS itself never gets a prepared stream.
        const { protection } = firstLoad.media;
        const keys = protection && loadStreamProtection(protection, client, false);
        const view = cmcdView(cmcd, sessionId, movieId, start.id);
        firstLoad.prepared = prepareStream(streamLibrary, url, firstLoad.startTime, keys, view);
      }
      return firstLoad;
    },
  );

  // The pre-roll's VAST is requested as soon as the ad list names one, beside the availability
  // check rather than after it: content found unavailable then drops the plan, and its request.
  const preroll = new AbortController();
  signal.addEventListener('abort', () => preroll.abort(signal.reason), { once: true });
  const adsAhead = adList.then((ads) =>
    withPrerollRequested(adPlanOf(ads, { advert: query.advert, isAvailable: true, baseUrl }), {
      headers: { 'X-Session-Context': client.session.deviceId() ?? '' },
      signal: preroll.signal,
      // The break starts with the first episode's autoplay (no resume prompt to answer first):
      // its file is worth loading, and showing, ahead.
      preloadMedia: firstEpisode.then(
        (load) => load?.autoPlay === true && !savesData(),
        () => false,
      ),
    }),
  );
  const adPlan = Promise.all([adsAhead, availability]).then(([plan, { available }]) => {
    if (available) return plan;
    preroll.abort();
    return { preroll: [], midroll: undefined };
  });

  const load = async (): Promise<BootResult> => {
    const [details, seasons, ordered, { available, failure }, ads, first, plan] = await Promise.all(
      [
        content,
        client.getSeasons(movieId, { signal }),
        episodes,
        availability,
        adList,
        firstEpisode,
        adPlan,
      ],
    );
    if (!first) return failed(pageErrors.noEpisodes());
    // The first render waits for the stream's first request too: rendered earlier, React takes
    // the main thread from hls.js just as it should be asking for the manifest. Not when a
    // pre-roll plays first: the break starts with the UI, and the film waits for the break.
    if (plan.preroll.length === 0) await first.prepared?.requested;
    const catalogue = {
      content: details,
      seasons,
      episodes: ordered,
      adList: ads,
      isAvailable: available,
      availabilityFailure: failure,
    };
    return { status: 'ready', query, catalogue, firstLoad: first, adPlan: plan, progress };
  };

  const result = load().catch((error: unknown): BootResult | undefined => {
    anyFailed = true;
    firstLoad?.prepared?.dispose();
    if (signal.aborted || isAbortError(error)) return undefined;
    return failed(pageErrorOf(error));
  });
  let settled: BootResult | undefined;
  return {
    result: result.then((data) => {
      if (signal.aborted) return undefined;
      settled = data;
      return data;
    }),
    settled: () => settled,
    prerollPlanned: adPlan.then(
      (plan) => plan.preroll.length > 0,
      () => false,
    ),
    asksResume: firstEpisode.then(
      (first) => first?.resumeAt !== undefined,
      () => false,
    ),
    dispose() {
      abort.abort();
      progress.dispose();
      firstLoad?.prepared?.dispose();
    },
  };
}
