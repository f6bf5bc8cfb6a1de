import type { Page } from '@playwright/test';
import { contentVideo, currentTime, expect, framesPresented, test } from './fixtures';
import { Player } from './player';

/** When the player's UI (its region, with the controls) first showed, in ms since navigation start. */
async function recordPlayerMount(page: Page) {
  await page.addInitScript(() => {
    const observer = new MutationObserver(() => {
      if (!document.querySelector('.player')) return;
      (window as Window & { playerMountedAt?: number }).playerMountedAt = performance.now();
      observer.disconnect();
    });
    observer.observe(document, { childList: true, subtree: true });
  });
}

/** The requests of the page whose path ends with suffix: when each started, ms since navigation start. */
function requestStarts(page: Page, suffix: string): Promise<number[]> {
  return page.evaluate(
    (end) =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname.endsWith(end))
        .map((entry) => entry.startTime),
    suffix,
  );
}

const playerMountedAt = (page: Page) =>
  page.evaluate(() => (window as Window & { playerMountedAt?: number }).playerMountedAt);

// A series' default episode follows the viewer's progress, so the page's preload hints leave its
// stream to the page: every request of it here is the player's own.
const seriesDefault = (serverUrl: string) => `${serverUrl}/player/?movie_id=2&auto_play=1`;
const seriesManifest = '/series/s1e1/master.m3u8';

test.describe('the stream prepared before the player renders', () => {
  test('its manifest loads before the controls exist, and it is the stream that plays', async ({
    page,
    serverUrl,
  }) => {
    await recordPlayerMount(page);
    await page.goto(seriesDefault(serverUrl));
    expect(await framesPresented(page, 5)).toBe(5);

    const manifests = await requestStarts(page, seriesManifest);
    expect(manifests).toHaveLength(1);
    expect(manifests[0]).toBeLessThan((await playerMountedAt(page)) ?? 0);
  });

  test('hls.js arriving late still asks for the manifest before the controls exist', async ({
    page,
    serverUrl,
  }) => {
    await recordPlayerMount(page);
    // hls.js is held until the player has mounted (as a slow chunk would be), or for 3 s at most:
    // a page that renders before the stream's first request mounts within that hold.
    await page.route('**/assets/hls-*.js', async (route) => {
      await expect
        .poll(() => playerMountedAt(page), { timeout: 3000 })
        .toBeDefined()
        .catch(() => undefined);
      await route.continue();
    });
    await page.goto(seriesDefault(serverUrl));
    expect(await framesPresented(page, 5)).toBe(5);

    const manifests = await requestStarts(page, seriesManifest);
    expect(manifests).toHaveLength(1);
    expect(manifests[0]).toBeLessThan((await playerMountedAt(page)) ?? 0);
  });

  test('prepared at the resume point, it plays from there after the prompt', async ({
    page,
    serverUrl,
  }) => {
    await page.goto(`${serverUrl}/player/?movie_id=1&episode_time=12`);
    await page.getByRole('button', { name: 'Продолжить просмотр' }).click();
    await expect.poll(() => currentTime(page)).toBeGreaterThan(12.5);
    expect(await requestStarts(page, '/film-1/voice-ru.m3u8')).toHaveLength(1);
  });
});

test.describe('the first frame before the player’s UI', () => {
  test('the page shows the stream in the content video before its UI loads, and the player plays that very element', async ({
    page,
    serverUrl,
  }) => {
    // What the page had when its UI first showed: the content video, and the stream's source in it.
    await page.addInitScript(() => {
      const seen = window as Window & { earlyVideo?: Element; sourceAtMount?: string };
      const observer = new MutationObserver(() => {
        seen.earlyVideo ??= document.querySelector('video[data-player="content"]') ?? undefined;
        if (!document.querySelector('.player')) return;
        seen.sourceAtMount = (seen.earlyVideo as HTMLVideoElement | undefined)?.currentSrc ?? '';
        observer.disconnect();
      });
      observer.observe(document, { childList: true, subtree: true });
    });
    await page.goto(`${serverUrl}/player/?movie_id=1&auto_play=1`);
    expect(await framesPresented(page, 5)).toBe(5);

    const seen = await page.evaluate(() => {
      const { earlyVideo, sourceAtMount } = window as Window & {
        earlyVideo?: Element;
        sourceAtMount?: string;
      };
      const videos = document.querySelectorAll('video[data-player="content"]');
      return { count: videos.length, same: videos[0] === earlyVideo, sourceAtMount };
    });
    // hls.js's MediaSource was in the video before React had rendered anything.
    expect(seen.sourceAtMount).toMatch(/^blob:/);
    expect(seen).toMatchObject({ count: 1, same: true });
    await expect(page.getByRole('button', { name: 'Пауза' })).toBeVisible();
  });

  test('the UI’s scripts are asked for only once the first frame shows (or the boot has waited 1 s for it)', async ({
    page,
    serverUrl,
  }) => {
    // When the boot put the content video in, and when that video presented its first frame.
    await page.addInitScript(() => {
      const seen = window as Window & { videoAt?: number; firstFrameAt?: number };
      const observer = new MutationObserver(() => {
        const video = document.querySelector<HTMLVideoElement>('video[data-player="content"]');
        if (!video) return;
        observer.disconnect();
        seen.videoAt = performance.now();
        video.requestVideoFrameCallback((now) => (seen.firstFrameAt = now));
      });
      observer.observe(document, { childList: true, subtree: true });
    });
    await page.goto(`${serverUrl}/player/?movie_id=1&auto_play=1`);
    expect(await framesPresented(page, 5)).toBe(5);
    await expect(page.getByRole('button', { name: 'Пауза' })).toBeVisible();

    const times = await page.evaluate(() => {
      const { videoAt, firstFrameAt } = window as Window & {
        videoAt?: number;
        firstFrameAt?: number;
      };
      const uiStarts = performance
        .getEntriesByType('resource')
        .filter((entry) => /\/assets\/(react|render-page)-[^/]+\.js$/.test(entry.name))
        .map((entry) => entry.startTime);
      return { videoAt, firstFrameAt, uiStarts };
    });
    expect(times.uiStarts).toHaveLength(2);
    // On a slow machine the boot stops waiting for the frame after 1 s; never before.
    const uiMayLoadAt = Math.min(times.firstFrameAt ?? Infinity, (times.videoAt ?? 0) + 1000);
    expect(Math.min(...times.uiStarts)).toBeGreaterThanOrEqual(uiMayLoadAt);
  });

  test('with a resume point, the prompt’s own chunk is asked for by the boot, before the UI’s scripts', async ({
    page,
    serverUrl,
  }) => {
    await page.goto(`${serverUrl}/player/?movie_id=1&episode_time=12`);
    await expect(page.getByRole('button', { name: 'Продолжить просмотр' })).toBeVisible();

    const starts = await page.evaluate(() => {
      const resources = performance.getEntriesByType('resource');
      const startOf = (pattern: RegExp) =>
        resources.filter((entry) => pattern.test(entry.name)).map((entry) => entry.startTime);
      return {
        prompt: startOf(/\/assets\/resume-prompt-[^/]+\.js$/),
        ui: startOf(/\/assets\/(react|render-page)-[^/]+\.js$/),
      };
    });
    expect(starts.prompt).toHaveLength(1);
    expect(starts.ui).toHaveLength(2);
    expect(starts.prompt[0]).toBeLessThan(Math.min(...starts.ui));
  });
});

test.describe('the stream preloaded with the page', () => {
  test('the film’s stream starts with the page, ahead of the catalogue calls, and nothing of it is asked twice', async ({
    page,
    serverUrl,
  }) => {
    const requested = new Map<string, number>();
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      requested.set(pathname, (requested.get(pathname) ?? 0) + 1);
    });
    const response = await page.goto(`${serverUrl}/player/?movie_id=1&auto_play=1`);
    expect(await framesPresented(page, 5)).toBe(5);

    const preloaded = (response?.headers().link ?? '')
      .split(/,\s*(?=<)/)
      .filter((entry) => entry.includes('as=fetch'))
      .map((entry) => new URL(entry.slice(1, entry.indexOf('>')), serverUrl).pathname);
    expect(preloaded).toContain('/media/films/film-1/master.json');
    expect(preloaded).toContain('/media/films/film-1/360p/seg_000.m4s');
    // The player's fetch and hls.js took the preloaded answers: one request each.
    expect(Object.fromEntries(preloaded.map((path) => [path, requested.get(path)]))).toEqual(
      Object.fromEntries(preloaded.map((path) => [path, 1])),
    );
    // No stream request waited for the page's scripts and the catalogue's answers.
    const [master] = await requestStarts(page, '/film-1/master.json');
    const [fragment] = await requestStarts(page, '/film-1/360p/seg_000.m4s');
    const [content] = await requestStarts(page, '/api/contents/1');
    expect(master).toBeLessThan(content ?? 0);
    expect(fragment).toBeLessThan(content ?? 0);
  });
});

test.describe('film 1 over HLS', () => {
  test('autoplays: the content video decodes frames and its time advances', async ({
    page,
    serverUrl,
  }) => {
    await page.goto(`${serverUrl}/player/?movie_id=1&auto_play=1`);
    await expect(page.getByRole('button', { name: 'Пауза' })).toBeVisible();
    await expect(page.getByText('Loading...')).toHaveCount(0);

    expect(await framesPresented(page, 15)).toBe(15);
    const video = contentVideo(page);
    const decoded = await video.evaluate(
      (element: HTMLVideoElement) => element.getVideoPlaybackQuality().totalVideoFrames,
    );
    expect(decoded).toBeGreaterThan(15);
    expect(await video.evaluate((element: HTMLVideoElement) => element.videoWidth)).toBeGreaterThan(
      0,
    );

    const before = await currentTime(page);
    await expect.poll(() => currentTime(page)).toBeGreaterThan(before + 1);
    await expect(page.getByTestId('duration')).toHaveText('0:30');
  });

  test('waits for a gesture without auto_play, then plays and pauses from the control bar', async ({
    page,
    serverUrl,
  }) => {
    await page.goto(`${serverUrl}/player/?movie_id=1`);
    const playButton = page.getByRole('button', { name: 'Воспроизвести' });
    await expect(playButton).toBeVisible();
    // Ready to play, yet waiting for the viewer.
    await expect
      .poll(() => contentVideo(page).evaluate((video: HTMLVideoElement) => video.readyState))
      .toBeGreaterThanOrEqual(2 /* HAVE_CURRENT_DATA */);
    await expect(contentVideo(page)).toHaveJSProperty('paused', true);
    expect(await currentTime(page)).toBe(0);

    await playButton.click();
    await expect.poll(() => currentTime(page)).toBeGreaterThan(0.5);

    await new Player(page).press('Пауза');
    await expect(page.getByRole('button', { name: 'Воспроизвести' })).toBeVisible();
    // The element itself is paused, so its time stands still.
    await expect(contentVideo(page)).toHaveJSProperty('paused', true);
  });

  test('the progress slider seeks, and the time display follows', async ({ page, serverUrl }) => {
    await page.goto(`${serverUrl}/player/?movie_id=1`);
    const slider = page.getByRole('slider', { name: 'Перемотка' });
    await expect(slider).toBeEnabled();
    await slider.fill('20');
    await expect.poll(() => currentTime(page)).toBeCloseTo(20, 0);
    await expect(page.getByTestId('current-time')).toHaveText('0:20');

    await slider.focus();
    await page.keyboard.press('End');
    await expect.poll(() => currentTime(page)).toBeGreaterThan(29);
  });
});

test.describe('screens before the player', () => {
  test('a missing movie_id says so and loads no video', async ({ page, serverUrl }) => {
    await page.goto(`${serverUrl}/player/`);
    await expect(page.getByRole('alert')).toHaveText('Пропущен movie_id в запросе');
    await expect(contentVideo(page)).toHaveCount(0);
  });
});
