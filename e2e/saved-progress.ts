import type { Page } from '@playwright/test';

/** Film 1's one episode; the series' episodes are 201–205 (server/db/seed.ts). */
export const filmEpisodeId = 101;

/** The position the reference server holds for this page's device, in whole seconds, or null. */
export async function serverProgress(
  page: Page,
  serverUrl: string,
  contentId: number,
  episodeId: number,
): Promise<number | null> {
  const cookies = await page.context().cookies(serverUrl);
  const device = cookies.find((cookie) => cookie.name === 'device_fp')?.value ?? '';
  return serverProgressOfDevice(serverUrl, device, contentId, episodeId);
}

/** The position the reference server holds for a device id, in whole seconds, or null. */
export async function serverProgressOfDevice(
  serverUrl: string,
  device: string,
  contentId: number,
  episodeId: number,
): Promise<number | null> {
  const response = await fetch(`${serverUrl}/api/episodes?content-id=${contentId}`, {
    headers: { 'X-Session-Context': device },
  });
  const episodes = (await response.json()) as { id: number; watchProgress: number | null }[];
  return episodes.find((episode) => episode.id === episodeId)?.watchProgress ?? null;
}

/** The position this page saved locally (`episodesTimeProgress`), or null. */
export async function localProgress(page: Page, episodeId: number): Promise<number | null> {
  return page.evaluate((id) => {
    const stored = JSON.parse(localStorage.getItem('episodesTimeProgress') ?? '{}') as Record<
      string,
      unknown
    >;
    const seconds = stored[String(id)];
    return typeof seconds === 'number' ? seconds : null;
  }, episodeId);
}

/** The server's rhythm: at most one save every 10 s (src/session/progress/progress-sync.ts). */
export const saveRhythmMs = 10_000;

/**
 * Jumps the page's fake clock (installed before the page loaded) past the save rhythm, so that a
 * save waiting on it goes now.
 */
export async function passSaveRhythm(page: Page): Promise<void> {
  await page.clock.fastForward(saveRhythmMs);
}
