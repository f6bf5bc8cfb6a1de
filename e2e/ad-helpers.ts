import type { Page } from '@playwright/test';
import { contentVideo, expect } from './fixtures';
import { Player } from './player';

/** One request the demo ad server's tracking pixel recorded (`/ads/track`). */
export interface TrackedEvent {
  id: number;
  ad: string;
  event: string;
  code: string | null;
  /** The query string as the pixel received it, undecoded: kept for the `macros` ad alone. */
  query: string | null;
}

/** The ad's own `<video>` (contract: `data-player="ad"`). */
export const adVideo = (page: Page) => page.locator('video[data-player="ad"]');

/** The ad overlay's region, shown only during an ad break. */
export const adRegion = (page: Page) => page.getByRole('region', { name: 'Рекламная вставка' });

/** Gives every player the page opens (its own or a frame's) a host ad list of these VAST tags. */
export async function useAdList(page: Page, serverUrl: string, vastTags: string[]) {
  const list = new URL(`${serverUrl}/ads/list.json`);
  for (const tag of vastTags) list.searchParams.append('vast', tag);
  await page.addInitScript((adListUrl) => {
    (window as Window & { playerEmbed?: object }).playerEmbed = { adListUrl };
  }, list.href);
}

/** Opens film 1 (or `query`) with a host ad list of these VAST tags as its pre-roll. */
export async function openWithAds(
  page: Page,
  serverUrl: string,
  vastTags: string[],
  query = 'movie_id=1',
) {
  await useAdList(page, serverUrl, vastTags);
  await page.goto(`${serverUrl}/player/?${query}`);
}

// The pixel log carries viewers' tracking data: only an admin reads it (the test servers' admin).
const admin = { email: 'admin@example.com', password: 'admin-password' };
// One sign-in per server serves every read until its token expires (sign-ins are rate-limited).
const adminTokens = new Map<string, Promise<string>>();

async function signInAsAdmin(serverUrl: string): Promise<string> {
  const response = await fetch(`${serverUrl}/auth/authentication`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(admin),
  });
  if (!response.ok) throw new Error(`the admin's sign-in answered ${response.status}`);
  return ((await response.json()) as { accessToken: string }).accessToken;
}

function adminToken(serverUrl: string): Promise<string> {
  let token = adminTokens.get(serverUrl);
  if (!token) {
    token = signInAsAdmin(serverUrl);
    adminTokens.set(serverUrl, token);
    token.catch(() => adminTokens.delete(serverUrl));
  }
  return token;
}

/** The demo ad server's newest `limit` events, newest first, read as its admin. */
async function pixelLog(serverUrl: string, limit: number): Promise<TrackedEvent[]> {
  const read = async () =>
    fetch(`${serverUrl}/ads/events?limit=${limit}`, {
      headers: { authorization: `Bearer ${await adminToken(serverUrl)}` },
    });
  let response = await read();
  // The token expired (it lives minutes; a worker's server, the whole run): sign in again.
  if (response.status === 401) {
    adminTokens.delete(serverUrl);
    response = await read();
  }
  if (!response.ok) throw new Error(`/ads/events answered ${response.status}`);
  return (await response.json()) as TrackedEvent[];
}

/** What the demo ad server recorded after event `sinceId`, oldest first. */
export async function trackedSince(serverUrl: string, sinceId: number): Promise<TrackedEvent[]> {
  const events = await pixelLog(serverUrl, 1000);
  return events.filter((event) => event.id > sinceId).reverse();
}

/** The id of the last event the demo ad server recorded (0 when none). */
export async function lastTrackedId(serverUrl: string): Promise<number> {
  const [last] = await pixelLog(serverUrl, 1);
  return last?.id ?? 0;
}

/** The tracking counts of an ad that played all through, once: every URL of it, once. */
export const playedThroughCounts = {
  impression: 1,
  start: 1,
  progress: 1,
  firstQuartile: 1,
  midpoint: 1,
  thirdQuartile: 1,
  complete: 1,
};

/** How often each event was tracked for `ad`. */
export function countsOf(events: TrackedEvent[], ad: string): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const { event } of events.filter((item) => item.ad === ad))
    counts[event] = (counts[event] ?? 0) + 1;
  return counts;
}

/** The film has left its start and is playing. */
export const expectFilmPlaying = (page: Page) => new Player(page).expectPlaying(0.5);

/**
 * Marks each ad `<video>` with `data-paused-at-load`: whether it was still paused right after the
 * player's own canplaythrough handler ran, the moment an ad that may show starts playing.
 * (The player listens first: it sets its listeners before the element enters the page.) A file
 * loaded ahead of its break may play through already when it enters the page: it is marked then.
 */
export async function markAdPausedAtLoad(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const watch = (video: HTMLVideoElement) => {
      const mark = () => (video.dataset.pausedAtLoad ??= String(video.paused));
      if (video.readyState >= HTMLMediaElement.HAVE_ENOUGH_DATA) mark();
      else video.addEventListener('canplaythrough', mark, { once: true });
    };
    new MutationObserver((records) => {
      for (const record of records)
        record.addedNodes.forEach((node) => {
          if (!(node instanceof HTMLElement)) return;
          if (node.matches('video[data-player="ad"]')) watch(node as HTMLVideoElement);
          node
            .querySelectorAll<HTMLVideoElement>('video[data-player="ad"]')
            .forEach((video) => watch(video));
        });
    }).observe(document, { childList: true, subtree: true });
  });
}

/** Makes the page say it is hidden from its start (visibilityState), until `showTab`. */
export async function hideTabFromStart(page: Page): Promise<void> {
  await page.addInitScript(() => {
    let hidden = true;
    Object.defineProperty(Document.prototype, 'visibilityState', {
      configurable: true,
      get: () => (hidden ? 'hidden' : 'visible'),
    });
    Object.defineProperty(Document.prototype, 'hidden', { configurable: true, get: () => hidden });
    Object.assign(window, {
      showTab() {
        hidden = false;
        document.dispatchEvent(new Event('visibilitychange'));
      },
    });
  });
}

/** Shows the tab that `hideTabFromStart` hid, with its visibilitychange. */
export const showTab = (page: Page) =>
  page.evaluate(() => (window as unknown as { showTab(): void }).showTab());

/** Opens film 1 with autoplay and the 4 s preroll-short as its pre-roll, before its first frame. */
export const openAutoplayedPreroll = (page: Page, serverUrl: string) =>
  openWithAds(page, serverUrl, ['/api/vast.xml?ad=preroll-short'], 'movie_id=1&auto_play=1');

/** Waits for the pre-roll to end and the film to play after it. */
export async function expectPrerollThenFilm(page: Page): Promise<void> {
  await expect(adVideo(page)).toHaveCount(0, { timeout: 20_000 });
  await expectFilmPlaying(page);
}

/** Records when the page's first ad video presents its first frame (read with adFrameAt). */
export async function recordAdFirstFrame(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen = window as Window & { adFrameAt?: number };
    const observer = new MutationObserver(() => {
      const video = document.querySelector<HTMLVideoElement>('video[data-player="ad"]');
      if (!video) return;
      observer.disconnect();
      video.requestVideoFrameCallback((now) => (seen.adFrameAt ??= now));
    });
    observer.observe(document, { childList: true, subtree: true });
  });
}

/** When the first ad video presented its first frame (ms after navigation start), if it has. */
export const adFrameAt = (page: Page) =>
  page.evaluate(() => (window as Window & { adFrameAt?: number }).adFrameAt);

/** Whether condition comes true within timeoutMs: for a request held until then, and no longer. */
export const cameTrue = (condition: () => Promise<boolean>, timeoutMs: number) =>
  expect
    .poll(condition, { timeout: timeoutMs })
    .toBe(true)
    .then(
      () => true,
      () => false,
    );

/** Plays the film at 4x to its 8th second, then at 1x: the demo mid-roll counts watched media time. */
export const hurryFilmTowardMidroll = (page: Page) =>
  contentVideo(page).evaluate((video: HTMLVideoElement) => {
    const slowDown = () => {
      if (video.currentTime <= 8) return;
      video.playbackRate = 1;
      video.removeEventListener('timeupdate', slowDown);
    };
    video.addEventListener('timeupdate', slowDown);
    video.playbackRate = 4;
  });

/**
 * Plays every ad at 4x, from its first play: for a test whose subject is what the breaks do to the
 * film, not how long their ads last (the skip offset and the quartiles count the ad's media time).
 */
export const hurryAds = (page: Page) =>
  page.addInitScript(() => {
    document.addEventListener(
      'play',
      (event) => {
        const video = event.target as HTMLVideoElement;
        if (video.dataset?.player === 'ad') video.playbackRate = 4;
      },
      true,
    );
  });
