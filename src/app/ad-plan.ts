import type { AdList } from '../api';

/** Which ads the player shows. */
export interface AdPlan {
  /** VAST tags of the pre-roll, played on the first play. */
  preroll: string[];
  /** The demo mid-roll: these tags every `interval` seconds of watched time. */
  midroll: { vastUrls: string[]; interval: number } | undefined;
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
 * mid-roll every 10 s of watched time; otherwise the ad list's pre-roll entries.
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
  return { preroll: adList.prerollList.map((item) => item.vastUrl), midroll: undefined };
}
