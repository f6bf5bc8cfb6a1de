import type { VastLoadResult } from '../ads/ad-types';
import { preloadAdMedia, type AdMediaPreload } from '../ads/ad-media-preload';
import { peekMediaFiles } from '../ads/vast/peek-media-files';
import { startVastRequest } from '../ads/vast/vast-head-start';
import type { AdList } from '../api';

/** VAST answers requested ahead of their break, by URL, and their ads' files loading. */
export interface PrefetchedAds {
  answers: ReadonlyMap<string, Promise<VastLoadResult>>;
  media: AdMediaPreload | undefined;
}

/** Which ads the player shows. */
export interface AdPlan {
  /** VAST tags of the pre-roll, played on the first play. */
  preroll: string[];
  /** The demo mid-roll: these tags every `interval` seconds of watched time. */
  midroll: { vastUrls: string[]; interval: number } | undefined;
  /** The ad list's VMAP schedule, whose breaks replace its pre-roll (read with the ads' chunk). */
  vmapUrl?: string;
  /** The pre-roll's first VAST answer, loading since the ad list came (undefined if its chunk failed). */
  prerollAhead?: Promise<PrefetchedAds | undefined>;
  /** With autoplay: whether the pre-roll's file showed its first frame ahead of the break, or none will. */
  prerollFirstFrame?: Promise<boolean>;
}

/** The demo mid-roll interval of watched time (spec section 9). */
export const demoMidrollInterval = 10;

/** The reference server's two demo VAST tags (spec section 9, demo ad sources). */
export function demoVastUrls(baseUrl: string): string[] {
  return ['preroll-skippable', 'preroll-nonskippable'].map(
    (ad) => new URL(`${baseUrl}/vast.xml?ad=${ad}`, window.location.href).href,
  );
}

/**
 * The ads of this view: none for blocked content; with `advert` the demo tags as pre-roll and a
 * mid-roll every 10 s of watched time; otherwise the ad list's VMAP schedule, else its pre-roll
 * entries.
 */
export function adPlanOf(
  adList: AdList,
  options: { advert: boolean; isAvailable: boolean; baseUrl: string },
): AdPlan {
  if (!options.isAvailable) return { preroll: [], midroll: undefined };
  if (options.advert) {
    const demo = demoVastUrls(options.baseUrl);
    return {
      preroll: demo,
      midroll: { vastUrls: demo.slice(0, 1), interval: demoMidrollInterval },
    };
  }
  const { vmapUrl } = adList;
  const preroll = vmapUrl ? [] : adList.prerollList.map((item) => item.vastUrl);
  return { preroll, midroll: undefined, vmapUrl };
}

/**
 * The plan with its pre-roll's first VAST request (and the ads chunk) started now, while the
 * content loads, so that the break can start at the first play without waiting for them; when
 * preloadMedia says so (the first play comes at once: autoplay, no resume prompt) the ad's file
 * starts loading, and shows its first frame, as soon as the VAST is in, without waiting for the
 * ads chunk that parses it.
 */
export function withPrerollRequested(
  plan: AdPlan,
  options: { headers: Record<string, string>; signal: AbortSignal; preloadMedia: Promise<boolean> },
): AdPlan {
  const [first] = plan.preroll;
  if (first === undefined) return plan;
  const { headers, signal } = options;
  // The VAST request goes out now, beside the ads chunk that reads it, not after it.
  const headStart = startVastRequest(first, { headers, signal });
  // The player fills its frame: the window's size is the one the break will choose for.
  const frameSize = () => ({ width: window.innerWidth, height: window.innerHeight });
  const mediaFiles = Promise.all([headStart.text, options.preloadMedia]).then(([xml, wanted]) =>
    wanted && xml !== undefined ? peekMediaFiles(xml) : undefined,
  );
  const media = preloadAdMedia([mediaFiles], frameSize);
  signal.addEventListener('abort', () => media.dispose(), { once: true });
  const prerollAhead = import('../ads/ad-break').then(
    ({ prefetchVast }) => ({
      answers: prefetchVast([first], { headers, signal, fetch: headStart.fetch }),
      media,
    }),
    () => {
      // The break itself tries the chunk again, and says so if it fails; the file goes.
      media.dispose();
      return undefined;
    },
  );
  return { ...plan, prerollAhead, prerollFirstFrame: media.firstFrame };
}
