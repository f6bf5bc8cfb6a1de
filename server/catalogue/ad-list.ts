import type { components } from '../../src/api/generated/openapi';

type AdList = components['schemas']['AdList'];

/** The catalogue's ad list as seen from origin: its demo VAST fixtures, in order, as the pre-roll. */
export function catalogueAdList(origin: string, prerollAds: readonly string[]): AdList {
  return { prerollList: prerollAds.map((ad) => ({ vastUrl: `${origin}/api/vast.xml?ad=${ad}` })) };
}
