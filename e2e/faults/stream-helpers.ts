import type { Page } from '@playwright/test';
import { contentVideo, currentTime, expect } from '../fixtures';
import { filmEpisodeId, localProgress, serverProgress } from '../saved-progress';

/** Film 1's default voice-over stream (master.json names voice-ru.m3u8 in this folder). */
export const filmStream = '/media/films/film-1';

/** The stream's two video levels; its one audio rendition is `audio_ru`. */
export const videoLevels = ['360p', '720p'] as const;

/** A 4 s fMP4 fragment of one rendition (of film 1's stream, or its copy on a CDN): fragment 2 holds 8–12 s. */
export function fragmentPath(rendition: string, index: number, stream = filmStream): string {
  return `${stream}/${rendition}/seg_${String(index).padStart(3, '0')}.m4s`;
}

/** One rule per video level, so the fault meets whichever level hls.js happens to load. */
export function onEveryLevel(path: (level: string) => string, rule: object): object[] {
  return videoLevels.map((level) => ({ path: path(level), ...rule }));
}

/** A rule for every fragment of every rendition from fragment `first` to the film's end (7). */
export function fragmentsFrom(first: number, rule: object, stream = filmStream): object[] {
  return ['360p', '720p', 'audio_ru'].flatMap((rendition) =>
    Array.from({ length: 8 - first }, (_, offset) => ({
      path: fragmentPath(rendition, first + offset, stream),
      ...rule,
    })),
  );
}

/**
 * Leaves what a reload or a new <video> would lose: a marker on window and the element itself.
 * Resolves with the element's source (hls.js's MediaSource URL).
 */
export function markPageAndVideo(page: Page): Promise<string> {
  return contentVideo(page).evaluate((video: HTMLVideoElement) => {
    Object.assign(window, { faultMarker: 'set before the fault', markedVideo: video });
    return video.src;
  });
}

/** Whether the page still holds the marker, and its one <video> is the marked element. */
export function samePageAndVideo(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const state = window as Window & { faultMarker?: string; markedVideo?: Element };
    const videos = document.querySelectorAll('video');
    return (
      state.faultMarker === 'set before the fault' &&
      videos.length === 1 &&
      videos[0] === state.markedVideo
    );
  });
}

/**
 * Records, from the page's first script on, the URL of every MediaSource it creates: hls.js makes
 * a fresh one when it recovers from a media error, whenever that happens.
 */
export async function recordMediaSources(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const created: string[] = [];
    const createObjectURL = URL.createObjectURL.bind(URL);
    URL.createObjectURL = (object: Blob | MediaSource) => {
      const url = createObjectURL(object);
      if (object instanceof MediaSource) created.push(url);
      return url;
    };
    Object.assign(window, { mediaSourceUrls: created });
  });
}

/** The MediaSource URLs the page has created so far, in order (see recordMediaSources). */
export function mediaSourceUrls(page: Page): Promise<string[]> {
  return page.evaluate(
    () => (window as Window & { mediaSourceUrls?: string[] }).mediaSourceUrls ?? [],
  );
}

/** The content video's source: hls.js's MediaSource URL, new whenever the source is rebuilt. */
export function videoSource(page: Page): Promise<string> {
  return contentVideo(page).evaluate((video: HTMLVideoElement) => video.src);
}

/** How often the server's fault rules have fired so far, in all. */
export async function faultHits(serverUrl: string): Promise<number> {
  const response = await fetch(`${serverUrl}/__faults`);
  const { rules } = (await response.json()) as { rules: { hits: number }[] };
  return rules.reduce((sum, rule) => sum + rule.hits, 0);
}

/** Seconds of [from, to] the content video has really played (video.played), skips excluded. */
export function secondsPlayedWithin(page: Page, from: number, to: number): Promise<number> {
  return contentVideo(page).evaluate(
    (video: HTMLVideoElement, [start, end]) => {
      let seconds = 0;
      for (let i = 0; i < video.played.length; i++) {
        seconds += Math.max(
          0,
          Math.min(end, video.played.end(i)) - Math.max(start, video.played.start(i)),
        );
      }
      return seconds;
    },
    [from, to] as const,
  );
}

/** Seconds the content video has buffered past its current time (0 when nothing is). */
export function secondsBufferedAhead(page: Page): Promise<number> {
  return contentVideo(page).evaluate((video: HTMLVideoElement) => {
    for (let i = 0; i < video.buffered.length; i++) {
      const [start, end] = [video.buffered.start(i), video.buffered.end(i)];
      if (start <= video.currentTime + 0.1 && video.currentTime <= end) {
        return end - video.currentTime;
      }
    }
    return 0;
  });
}

/**
 * Waits until the playing film has run out of data and the viewer sees the buffering spinner;
 * resolves with where it waits. Anything played past that point came after the fault.
 */
export async function expectStalledForData(page: Page): Promise<number> {
  await expect.poll(() => secondsBufferedAhead(page), { timeout: 20_000 }).toBeLessThan(0.3);
  await expect(page.getByRole('status', { name: 'Загрузка' })).toBeVisible();
  return currentTime(page);
}

/**
 * Pauses the film with its K shortcut, as a viewer may, once a whole second has played (the
 * player never saves a position of 0 s); resolves with where it stopped.
 */
export async function pauseWithKeyboard(page: Page): Promise<number> {
  await expect.poll(() => currentTime(page), { timeout: 20_000 }).toBeGreaterThan(1.5);
  await page.keyboard.press('k');
  await expect(contentVideo(page)).toHaveJSProperty('paused', true);
  return currentTime(page);
}

/**
 * Expects film 1's position, saved on pause, to be `seconds` in whole seconds both in this
 * device's storage and on the server (the player's clock may trail the element's by one
 * timeupdate, 250 ms).
 */
export async function expectFilmPositionSaved(
  page: Page,
  serverUrl: string,
  seconds: number,
): Promise<void> {
  const earliest = Math.floor(seconds - 0.25);
  const latest = Math.floor(seconds);
  for (const [where, read] of [
    ['locally', () => localProgress(page, filmEpisodeId)],
    ['on the server', () => serverProgress(page, serverUrl, 1, filmEpisodeId)],
  ] as const) {
    await expect
      .poll(read, { message: `the position saved ${where}`, timeout: 15_000 })
      .toBeGreaterThanOrEqual(earliest);
    expect(await read(), `the position saved ${where}`).toBeLessThanOrEqual(latest);
  }
}

/** Expects that nothing of film 1 was saved, neither locally nor on the server. */
export async function expectNoFilmPositionSaved(page: Page, serverUrl: string): Promise<void> {
  expect(await localProgress(page, filmEpisodeId), 'the position saved locally').toBeNull();
  expect(
    await serverProgress(page, serverUrl, 1, filmEpisodeId),
    'the position saved on the server',
  ).toBeNull();
}
