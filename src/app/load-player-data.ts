import {
  ApiError,
  isAbortError,
  type AdList,
  type PlayerApiClient,
  type Content,
  type Episode,
  type Season,
} from '../api';
import { savesData } from '../media/data-saver';
import { cmcdView, newSessionId, writtenSessionId } from '../media/cmcd/cmcd';
import { loadHls } from '../media/load-hls';
import { MasterPlaylistError } from '../shared/master-playlist';
import { prepareStream } from '../media/prepared-stream';
import { loadStreamProtection } from '../media/stream-protection';
import { adPlanOf, withPrerollRequested, type AdPlan } from '../session/ad-plan';
import { episodeMedia } from '../session/choose-media';
import { checkAvailability, type Availability } from './availability-check';
import { firstEpisodeLoad, type EpisodeLoad } from '../session/episode-load';
import { loadAdList } from './load-ad-list';
import { inPlayOrder, missesRequestedEpisode, selectStartEpisode } from '../session/episode-order';
import { createProgressKeeper, type ProgressKeeper } from '../session/progress/progress-keeper';
import type { PlayerQuery } from '../shared/player-query';
import { reportError } from '../errors/error-reporting';

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

/** What the page can show while the catalogue answers. */
export type PlayerData =
  | { status: 'loading' }
  | {
      status: 'ready';
      catalogue: CatalogueData;
      /** The first episode, its media and how it starts. */
      firstLoad: EpisodeLoad;
      /** The ads of this view, the pre-roll's first VAST already requested. */
      adPlan: AdPlan;
      progress: ProgressKeeper;
    }
  | { status: 'not-found' }
  | { status: 'no-episodes' }
  | { status: 'master-failed'; url: string }
  | { status: 'failed'; errorId: string };

const noAds: AdList = { prerollList: [] };

/** The embed settings the load reads. */
export interface PlayerDataSettings {
  baseUrl: string;
  adListUrl: string;
  /** Whether the stream's requests carry CMCD. */
  cmcd: 'on' | 'off';
}

/** One load of the player's data: what it comes to, and how to end it. */
export interface PlayerDataLoad {
  /** What the page shows once the catalogue has answered; undefined when the load was ended first. */
  result: Promise<PlayerData | undefined>;
  /** The result once it has come, so that a first render can start from it. */
  settled(): PlayerData | undefined;
  /** Whether a pre-roll plays first, as soon as the ad list and the availability say. */
  prerollPlanned: Promise<boolean>;
  /** Whether the first episode asks where to resume, as soon as it is picked. */
  asksResume: Promise<boolean>;
  /** Aborts the calls, stops keeping progress and lets a prepared stream go. */
  dispose(): void;
}

/**
 * Loads the content, seasons, episodes, availability and ad list together, picks the episode and
 * its media, starts loading its stream, and keeps the viewer's progress until disposed. It needs
 * no React, so the page starts it before its first render.
 */
export function startPlayerDataLoad(
  client: PlayerApiClient,
  query: PlayerQuery,
  settings: PlayerDataSettings,
): PlayerDataLoad {
  const { movieId, disableCheckingAvailable, langOrder } = query;
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
  let failed = false;

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
      const cmcd = cmcdView(settings.cmcd === 'on', sessionId, movieId, start.id);
      const media = await episodeMedia(start, movieId, available, {
        baseUrl,
        langOrder,
        signal,
        cmcd,
      });
      firstLoad = firstEpisodeLoad(start, media, query, progress, sessionId);
      const url = media.sources[media.sourceIndex]?.url;
      // The placeholder of blocked content waits for a play; anything else starts loading now.
      if (available && url && !signal.aborted && !failed) {
        // MSE only: a browser that plays HLS itself never gets a prepared stream.
        const protection =
          media.protection && loadStreamProtection(media.protection, client, false);
        firstLoad.prepared = prepareStream(loadHls, url, firstLoad.startTime, protection, cmcd);
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

  const load = async (): Promise<PlayerData> => {
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
    if (!first) return { status: 'no-episodes' };
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
    return { status: 'ready', catalogue, firstLoad: first, adPlan: plan, progress };
  };

  const result = load().catch((error: unknown): PlayerData | undefined => {
    failed = true;
    firstLoad?.prepared?.dispose();
    if (signal.aborted || isAbortError(error)) return undefined;
    if (error instanceof ApiError && error.isNotFound) return { status: 'not-found' };
    if (error instanceof MasterPlaylistError) return { status: 'master-failed', url: error.url };
    return { status: 'failed', errorId: reportError(error) };
  });
  let settled: PlayerData | undefined;
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
      (load) => load?.resumeAt !== undefined,
      () => false,
    ),
    dispose() {
      abort.abort();
      progress.dispose();
      firstLoad?.prepared?.dispose();
    },
  };
}
