import type { Page } from '@playwright/test';
import { Player } from './player';

/** One request the demo ad server's tracking pixel recorded (`/ads/track`). */
export interface TrackedEvent {
  id: number;
  ad: string;
  event: string;
  code: string | null;
}

/** The ad's own `<video>` (contract: `data-player="ad"`). */
export const adVideo = (page: Page) => page.locator('video[data-player="ad"]');

/** The ad overlay's region, shown only during an ad break. */
export const adRegion = (page: Page) => page.getByRole('region', { name: 'Рекламная вставка' });

/** Opens film 1 (or `query`) with a host ad list of these VAST tags as its pre-roll. */
export async function openWithAds(
  page: Page,
  serverUrl: string,
  vastTags: string[],
  query = 'movie_id=1',
) {
  const list = new URL(`${serverUrl}/ads/list.json`);
  for (const tag of vastTags) list.searchParams.append('vast', tag);
  await page.addInitScript((adListUrl) => {
    (window as Window & { playerEmbed?: object }).playerEmbed = { adListUrl };
  }, list.href);
  await page.goto(`${serverUrl}/player/?${query}`);
}

/** What the demo ad server recorded after event `sinceId`, oldest first. */
export async function trackedSince(serverUrl: string, sinceId: number): Promise<TrackedEvent[]> {
  const events = (await (
    await fetch(`${serverUrl}/ads/events?limit=1000`)
  ).json()) as TrackedEvent[];
  return events.filter((event) => event.id > sinceId).reverse();
}

/** The id of the last event the demo ad server recorded (0 when none). */
export async function lastTrackedId(serverUrl: string): Promise<number> {
  const [last] = (await (await fetch(`${serverUrl}/ads/events?limit=1`)).json()) as TrackedEvent[];
  return last?.id ?? 0;
}

/** How often each event was tracked for `ad`. */
export function countsOf(events: TrackedEvent[], ad: string): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const { event } of events.filter((item) => item.ad === ad))
    counts[event] = (counts[event] ?? 0) + 1;
  return counts;
}

/** The film has left its start and is playing. */
export const expectFilmPlaying = (page: Page) => new Player(page).expectPlaying(0.5);
