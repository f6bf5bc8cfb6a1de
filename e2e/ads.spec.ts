import type { Page } from '@playwright/test';
import {
  adFrameAt,
  adRegion,
  adVideo,
  cameTrue,
  countsOf,
  expectPrerollThenFilm,
  expectFilmPlaying,
  hideTabFromStart,
  lastTrackedId,
  markAdPausedAtLoad,
  openAutoplayedPreroll,
  openWithAds,
  playedThroughCounts,
  recordAdFirstFrame,
  showTab,
  trackedSince,
  useAdList,
  hurryAds,
  hurryFilmTowardMidroll,
} from './ad-helpers';
import { clearFaults, contentVideo, currentTime, expect, injectFaults, test } from './fixtures';
import { serveHostPage, type OtherOriginHost } from './other-origin-host';
import { Player } from './player';

const skipButton = (page: Page) => page.getByRole('button', { name: 'Пропустить', exact: true });

// Whether keyboard focus can land on the element (inert content cannot take it).
const focusable = (element: HTMLElement | SVGElement) => {
  element.focus();
  return document.activeElement === element;
};

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Holds every ad file 600 ms before it goes, so that what the page does meanwhile shows. */
function delayAdFiles(page: Page) {
  return page.route('**/media/ads/*.mp4', async (route) => {
    await delay(600);
    await route.continue();
  });
}

/**
 * Holds every ad file until the UI's main chunk has loaded (5 s at most), and 250 ms more: a UI
 * that did not wait for the ad's frame would mount in that time. A fixed hold could outlast the
 * page's own wait for the frame (1 s) when a busy machine is slow to load the chunk.
 */
function holdAdFilesPastUiChunk(page: Page) {
  const uiChunkLoaded = new Promise<void>((resolve) =>
    page.on('requestfinished', (request) => {
      if (/\/assets\/render-page-[^/]+\.js$/.test(request.url())) resolve();
    }),
  );
  return page.route('**/media/ads/*.mp4', async (route) => {
    await Promise.race([uiChunkLoaded, delay(5000)]);
    await delay(250);
    await route.continue();
  });
}

test.describe('pre-roll ads', () => {
  test.use({ serverAds: true });
  test.afterEach(async ({ serverUrl }) => clearFaults(serverUrl));

  test('a pre-roll plays to its end, every tracking URL hit once, then the film starts at 0', async ({
    page,
    serverUrl,
  }) => {
    const since = await lastTrackedId(serverUrl);
    await openWithAds(page, serverUrl, ['/api/vast.xml?ad=preroll-short']);
    // Where the film is when it starts: read after the break, it has already played on.
    await contentVideo(page).evaluate((video: HTMLVideoElement) => {
      video.addEventListener('play', () => (video.dataset.startedAt = String(video.currentTime)), {
        once: true,
      });
    });
    await page.getByRole('button', { name: 'Воспроизвести' }).click();
    await expect(adVideo(page)).toHaveCount(1);
    await expect(page.getByRole('link', { name: 'Перейти на сайт рекламодателя' })).toBeVisible();
    // The film's controls leave the tab order while the ad covers them.
    const seekSlider = page.getByRole('slider', { name: 'Перемотка' });
    expect(await seekSlider.evaluate(focusable)).toBe(false);
    // The film waits, paused at its start, while the ad plays.
    expect(await currentTime(page)).toBe(0);
    await expect(contentVideo(page)).toHaveJSProperty('paused', true);

    await expect(adVideo(page)).toHaveCount(0, { timeout: 15_000 });
    await expectFilmPlaying(page);
    expect(Number(await contentVideo(page).getAttribute('data-started-at'))).toBeLessThan(0.5);
    expect(await seekSlider.evaluate(focusable)).toBe(true);
    await expect
      .poll(async () => countsOf(await trackedSince(serverUrl, since), 'preroll-short'))
      .toEqual(playedThroughCounts);
  });

  test('the catalogue’s ad list comes with the page: the pre-roll’s VAST goes out before the availability check answers, and the list is never asked for', async ({
    page,
    serverUrl,
  }) => {
    const seen: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname === '/api/ad-list.json' || pathname === '/api/vast.xml') seen.push(pathname);
    });
    // The availability check answers only once the VAST request has gone out (or after 2 s, well
    // within the 5 s the player gives it).
    let vastSent: () => void = () => undefined;
    const vastRequested = new Promise<void>((resolve) => (vastSent = resolve));
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/vast.xml') vastSent();
    });
    await page.route('**/api/contents/1/available*', async (route) => {
      const held = await Promise.race([
        vastRequested.then(() => false),
        new Promise<boolean>((resolve) => setTimeout(() => resolve(true), 2000)),
      ]);
      seen.push(held ? 'availability answered, no VAST yet' : 'availability answered');
      await route.continue();
    });
    await page.goto(`${serverUrl}/player/?movie_id=1&auto_play=1`);
    await expect(adVideo(page)).toHaveCount(1);
    await expect(adRegion(page)).toBeVisible();
    expect(seen).toEqual(['/api/vast.xml', 'availability answered']);
  });

  test('content available nowhere plays no pre-roll, though the ad list named one', async ({
    page,
    serverUrl,
  }) => {
    const adFiles: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/media/ads/')) adFiles.push(request.url());
    });
    await page.goto(`${serverUrl}/player/?movie_id=3&auto_play=1`);
    await page.getByRole('button', { name: 'Воспроизвести' }).click();
    await expect(page.getByRole('alert')).toContainText('данный контент недоступен');
    expect(await adVideo(page).count()).toBe(0);
    expect(adFiles).toEqual([]);
  });

  test('the pre-roll’s VAST loads while the film does, before the play, and once', async ({
    page,
    serverUrl,
  }) => {
    const vastRequests: string[] = [];
    const adFileRequests: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname === '/api/vast.xml') vastRequests.push(request.url());
      if (pathname.startsWith('/media/ads/')) adFileRequests.push(request.url());
    });
    await openWithAds(page, serverUrl, ['/api/vast.xml?ad=preroll-short']);
    const play = page.getByRole('button', { name: 'Воспроизвести' });
    await expect(play).toBeVisible();
    await expect.poll(() => vastRequests.length).toBe(1);
    expect(await adVideo(page).count()).toBe(0);
    // Without autoplay nobody may ever press play: the ad's file waits for the play, even once the
    // player has shown the film's first picture (its start-up is over).
    await expect
      .poll(() => contentVideo(page).evaluate((video: HTMLVideoElement) => video.readyState))
      .toBeGreaterThanOrEqual(2 /* HAVE_CURRENT_DATA */);
    expect(adFileRequests).toEqual([]);

    await play.click();
    await expect(adVideo(page)).toHaveCount(1);
    await expect(adVideo(page)).toHaveCount(0, { timeout: 15_000 });
    await expectFilmPlaying(page);
    expect(vastRequests).toHaveLength(1);
  });

  test('while the pre-roll plays, the film loads only the fragment under its start, and the rest once it plays', async ({
    page,
    serverUrl,
  }) => {
    const filmFragments = () =>
      page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .map((entry) => new URL(entry.name).pathname)
          .filter((path) => /\/films\/film-1\/.+\/seg_\d+\.m4s$/.test(path)),
      );
    await openWithAds(
      page,
      serverUrl,
      ['/api/vast.xml?ad=preroll-short'],
      'movie_id=1&auto_play=1',
    );
    // Two seconds into the ad, a film loading freely would have buffered well past its start.
    await expect
      .poll(() => adVideo(page).evaluate((video: HTMLVideoElement) => video.currentTime), {
        timeout: 15_000,
      })
      .toBeGreaterThan(2);
    const duringAd = await filmFragments();
    expect(duringAd.filter((path) => !path.endsWith('/seg_000.m4s'))).toEqual([]);

    await expect(adVideo(page)).toHaveCount(0, { timeout: 15_000 });
    await expectFilmPlaying(page);
    await expect
      .poll(async () => (await filmFragments()).filter((path) => path.endsWith('/seg_001.m4s')))
      .not.toEqual([]);
  });

  test('with autoplay, the ad’s file loads as soon as its VAST is in, before the player has mounted, and once', async ({
    page,
    serverUrl,
  }) => {
    const adFileRequests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/media/ads/')) {
        adFileRequests.push(request.url());
      }
    });
    // The UI's chunk is held until the ad's file has been asked for (5 s at most): a file that
    // waited for the player's break would be asked for only after it.
    let requestedBeforeUi = 0;
    await page.route('**/assets/render-page-*.js', async (route) => {
      await expect
        .poll(() => adFileRequests.length, { timeout: 5000 })
        .toBeGreaterThan(0)
        .catch(() => undefined);
      requestedBeforeUi = adFileRequests.length;
      await route.continue();
    });
    await openWithAds(
      page,
      serverUrl,
      ['/api/vast.xml?ad=preroll-short'],
      'movie_id=1&auto_play=1',
    );
    await expect(adVideo(page)).toHaveCount(1);
    await expect(adVideo(page)).toHaveCount(0, { timeout: 15_000 });
    await expectFilmPlaying(page);
    expect(requestedBeforeUi).toBe(1);
    // The break played the element that loaded it: the file was not asked for a second time.
    expect(adFileRequests).toHaveLength(1);
  });

  test('with autoplay, the ad’s file loads and shows its first frame before the ads chunk and the UI have loaded', async ({
    page,
    serverUrl,
  }) => {
    await recordAdFirstFrame(page);
    const adFramed = async () => (await adFrameAt(page)) !== undefined;
    // Both chunks are held until the ad's frame shows (5 s at most): a file chosen by the ads
    // chunk's VAST parser, or shown by the player's break, could not show before them.
    const framedBeforeChunks: boolean[] = [];
    await page.route(/\/assets\/(ad-break|render-page)-[^/]+\.js$/, async (route) => {
      framedBeforeChunks.push(await cameTrue(adFramed, 5000));
      await route.continue();
    });
    await openAutoplayedPreroll(page, serverUrl);
    await expectPrerollThenFilm(page);
    expect(framedBeforeChunks).toEqual([true, true]);
  });

  test('with autoplay, the UI’s modules download as soon as the ad list says so, and run once the ad’s first frame shows', async ({
    page,
    serverUrl,
  }) => {
    await recordAdFirstFrame(page);
    // When the player's UI mounted.
    await page.addInitScript(() => {
      const seen = window as Window & { uiAt?: number };
      const observer = new MutationObserver(() => {
        if (document.querySelector('.player')) seen.uiAt ??= performance.now();
      });
      observer.observe(document, { childList: true, subtree: true });
    });
    // The ad's file comes after the UI's chunk: the UI, ready first, waits for its frame.
    await holdAdFilesPastUiChunk(page);
    await openAutoplayedPreroll(page, serverUrl);
    await expectPrerollThenFilm(page);
    const frameAt = (await adFrameAt(page)) ?? Infinity;
    const ui = await page.evaluate(() => {
      const [chunk] = performance
        .getEntriesByType('resource')
        .filter((entry) => /\/assets\/render-page-[^/]+\.js$/.test(entry.name));
      return {
        requestedAt: chunk?.startTime,
        mountedAt: (window as Window & { uiAt?: number }).uiAt,
      };
    });
    expect(ui.requestedAt).toBeLessThan(frameAt);
    expect(ui.mountedAt).toBeGreaterThanOrEqual(frameAt);
  });

  test('with autoplay, the ad’s link and skip button (a chunk of their own) download with the UI’s modules, before the ad’s first frame', async ({
    page,
    serverUrl,
  }) => {
    await recordAdFirstFrame(page);
    // The ad's file comes late: a chunk asked for only by the mounted UI would come after it.
    await delayAdFiles(page);
    await openAutoplayedPreroll(page, serverUrl);
    await expectPrerollThenFilm(page);
    const frameAt = (await adFrameAt(page)) ?? Infinity;
    const requestedAt = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => /\/assets\/ad-over-video-[^/]+\.js$/.test(entry.name))
        .map((entry) => entry.startTime),
    );
    expect(requestedAt).toHaveLength(1);
    expect(requestedAt[0]).toBeLessThan(frameAt);
  });

  test('with autoplay and a resume prompt to answer first, no ad loads nor shows before the answer; the ad plays after it, then the film from there', async ({
    page,
    serverUrl,
  }) => {
    await openWithAds(
      page,
      serverUrl,
      ['/api/vast.xml?ad=preroll-short'],
      'movie_id=1&auto_play=1&episode_time=12',
    );
    const resume = page.getByRole('button', { name: 'Продолжить просмотр' });
    await expect(resume).toBeVisible({ timeout: 10_000 });
    // The viewer sees the film's prompt, not an ad's frame loaded ahead of a play not yet asked for.
    await expect(adVideo(page)).toHaveCount(0);
    await resume.click();
    await expect(adVideo(page)).toHaveJSProperty('paused', false, { timeout: 10_000 });
    await expectPrerollThenFilm(page);
    expect(await currentTime(page)).toBeGreaterThan(12);
  });

  test('with autoplay, the pre-roll plays while hls.js is still loading: neither the page’s UI nor the break waits for the film’s stream', async ({
    page,
    serverUrl,
  }) => {
    const adPlays = () =>
      page.evaluate(
        () =>
          (document.querySelector<HTMLVideoElement>('video[data-player="ad"]')?.currentTime ?? 0) >
          0,
      );
    // hls.js is held until the ad plays (10 s at most): a break that waited for it never would.
    let adPlayedFirst = false;
    await page.route('**/assets/hls-*.js', async (route) => {
      adPlayedFirst = await cameTrue(adPlays, 10_000);
      await route.continue();
    });
    await openAutoplayedPreroll(page, serverUrl);
    await expectPrerollThenFilm(page);
    expect(adPlayedFirst).toBe(true);
  });

  test('the skip button counts down, then skips; the viewer’s acts are tracked once each', async ({
    page,
    serverUrl,
  }) => {
    const since = await lastTrackedId(serverUrl);
    await openWithAds(page, serverUrl, ['/api/vast.xml?ad=preroll-skippable']);
    await page.getByRole('button', { name: 'Воспроизвести' }).click();
    await expect(page.getByRole('button', { name: /^Пропустить [1-5]$/ })).toBeVisible();
    await expect(skipButton(page)).toHaveCount(0);

    await expect(adVideo(page)).toHaveJSProperty('paused', false);
    // Following the advertiser's link opens it in a new tab and pauses the ad.
    const [landing] = await Promise.all([
      page.waitForEvent('popup'),
      page.getByRole('link', { name: 'Перейти на сайт рекламодателя' }).click(),
    ]);
    await expect(landing).toHaveURL(/\/ads\/landing\?ad=preroll-skippable/);
    await landing.close();
    await expect(adVideo(page)).toHaveJSProperty('paused', true);
    const overlay = page.getByRole('region', { name: 'Рекламная вставка' });
    await overlay.getByRole('button', { name: 'Воспроизвести' }).click();
    await overlay.getByRole('button', { name: 'Выключить звук' }).click();
    await overlay.getByRole('button', { name: 'Включить звук' }).click();

    await skipButton(page).click({ timeout: 10_000 });
    await expect(adVideo(page)).toHaveCount(0);
    await expectFilmPlaying(page);
    await expect
      .poll(async () => countsOf(await trackedSince(serverUrl, since), 'preroll-skippable'))
      .toEqual({
        impression: 1,
        start: 1,
        click: 1,
        pause: 1,
        resume: 1,
        mute: 1,
        unmute: 1,
        progress: 1,
        firstQuartile: 1,
        skip: 1,
      });
  });

  test('an ad whose link the viewer followed before it could play waits for their play', async ({
    page,
    serverUrl,
  }) => {
    await injectFaults(serverUrl, [
      { path: '/media/ads/ad-4s.mp4', times: 1, action: { kind: 'delay', ms: 1500 } },
    ]);
    const since = await lastTrackedId(serverUrl);
    await openWithAds(page, serverUrl, ['/api/vast.xml?ad=preroll-short']);
    await page.getByRole('button', { name: 'Воспроизвести' }).click();
    const [landing] = await Promise.all([
      page.waitForEvent('popup'),
      page.getByRole('link', { name: 'Перейти на сайт рекламодателя' }).click(),
    ]);
    await landing.close();
    // The ad's delayed file arrives, and still the ad waits for the viewer to come back.
    await expect
      .poll(() => adVideo(page).evaluate((video: HTMLVideoElement) => video.readyState))
      .toBeGreaterThanOrEqual(3 /* HAVE_FUTURE_DATA */);
    await expect(adVideo(page)).toHaveJSProperty('paused', true);
    expect(countsOf(await trackedSince(serverUrl, since), 'preroll-short')).toEqual({ click: 1 });

    const overlay = page.getByRole('region', { name: 'Рекламная вставка' });
    await overlay.getByRole('button', { name: 'Воспроизвести' }).click();
    await expect(adVideo(page)).toHaveCount(0, { timeout: 15_000 });
    await expectFilmPlaying(page);
  });

  test('a queue plays ad after ad, and an ad that cannot be skipped shows no skip button', async ({
    page,
    serverUrl,
  }) => {
    const since = await lastTrackedId(serverUrl);
    await openWithAds(page, serverUrl, [
      '/api/vast.xml?ad=media-missing',
      '/api/vast.xml?ad=preroll-nonskippable',
      '/api/vast.xml?ad=preroll-vast4',
    ]);
    await page.getByRole('button', { name: 'Воспроизвести' }).click();
    await expect(adVideo(page)).toHaveCount(1);
    await expect(page.getByRole('button', { name: /Пропустить/ })).toHaveCount(0);
    await expect(adVideo(page)).toHaveCount(0, { timeout: 20_000 });
    await expectFilmPlaying(page);
    const events = await trackedSince(serverUrl, since);
    expect(countsOf(events, 'preroll-nonskippable')).toMatchObject({ impression: 1, complete: 1 });
    expect(countsOf(events, 'preroll-vast4')).toMatchObject({ impression: 1, complete: 1 });
    expect(events.filter((event) => event.event === 'error')).toEqual([
      expect.objectContaining({ ad: 'media-missing', code: '401' }),
    ]);
  });
});

test.describe('VPAID', () => {
  test.use({ serverAds: true });

  test('a VPAID creative loads in its sandboxed frame, starts, and is skipped', async ({
    page,
    serverUrl,
  }) => {
    const since = await lastTrackedId(serverUrl);
    await openWithAds(page, serverUrl, ['/api/vast.xml?ad=preroll-vpaid']);
    await page.getByRole('button', { name: 'Воспроизвести' }).click();
    const frame = page.locator('iframe[data-player="vpaid"]');
    await expect(frame).toHaveAttribute('sandbox', /allow-scripts/);
    expect(await frame.getAttribute('sandbox')).not.toContain('allow-same-origin');
    await expect(
      page.frameLocator('iframe[data-player="vpaid"]').locator('video'),
    ).toHaveJSProperty('paused', false);

    await skipButton(page).click({ timeout: 10_000 });
    await expect(frame).toHaveCount(0);
    await expectFilmPlaying(page);
    await expect
      .poll(async () => countsOf(await trackedSince(serverUrl, since), 'preroll-vpaid'))
      .toMatchObject({ impression: 1, start: 1, skip: 1 });
    const counts = countsOf(await trackedSince(serverUrl, since), 'preroll-vpaid');
    expect(counts.complete).toBeUndefined();
    expect(counts.error).toBeUndefined();
  });
});

test.describe('the advert demo', () => {
  test('plays the demo pre-roll, then a mid-roll after 10 s of film that resumes it at the same second', async ({
    page,
    serverUrl,
  }) => {
    test.setTimeout(120_000);
    await hurryAds(page);
    await page.goto(`${serverUrl}/player/?movie_id=1&advert=1&auto_play=1`);
    // The demo pre-roll: the skippable ad, then the short one that cannot be skipped.
    await skipButton(page).click({ timeout: 15_000 });
    await expect(adVideo(page)).toHaveCount(1);
    await expect(adVideo(page)).toHaveCount(0, { timeout: 15_000 });
    await expectFilmPlaying(page);

    await hurryFilmTowardMidroll(page);
    await expect(adVideo(page)).toHaveCount(1, { timeout: 20_000 });
    const stoppedAt = await currentTime(page);
    expect(stoppedAt).toBeGreaterThan(9);
    await expect(contentVideo(page)).toHaveJSProperty('paused', true);
    // Where the film resumes: read at its play event, since by a poll's read it has played on.
    await contentVideo(page).evaluate((video: HTMLVideoElement) => {
      video.addEventListener('play', () => (video.dataset.resumedAt = String(video.currentTime)), {
        once: true,
      });
    });
    await skipButton(page).click({ timeout: 10_000 });
    await expect(adVideo(page)).toHaveCount(0);
    await expect(contentVideo(page)).toHaveJSProperty('paused', false);
    const resumedAt = Number(await contentVideo(page).getAttribute('data-resumed-at'));
    expect(resumedAt).toBeGreaterThanOrEqual(stoppedAt);
    expect(resumedAt - stoppedAt).toBeLessThan(0.5);
  });
});

test.describe('ad visibility from the first frame', () => {
  test.use({ serverAds: true, viewport: { width: 1280, height: 900 } });
  let host: OtherOriginHost | undefined;
  test.afterEach(async () => {
    await host?.close();
    host = undefined;
  });

  // Every tracking URL of preroll-short, once: the ad played all through, and only once.
  const playedThrough = playedThroughCounts;

  test('a pre-roll that loads while the page is hidden waits unstarted, and plays once the page shows', async ({
    page,
    serverUrl,
  }) => {
    const since = await lastTrackedId(serverUrl);
    await hideTabFromStart(page);
    await markAdPausedAtLoad(page);
    await openWithAds(
      page,
      serverUrl,
      ['/api/vast.xml?ad=preroll-short'],
      'movie_id=1&auto_play=1',
    );
    // At the moment it could play through, the ad was held: it never played while hidden.
    await expect(adVideo(page)).toHaveAttribute('data-paused-at-load', 'true', { timeout: 15_000 });
    expect(
      await adVideo(page).evaluate((video: HTMLVideoElement) => [
        video.paused,
        video.currentTime,
        video.played.length,
      ]),
    ).toEqual([true, 0, 0]);

    await showTab(page);
    await expect(adVideo(page)).toHaveJSProperty('paused', false);
    await expect(adVideo(page)).toHaveCount(0, { timeout: 15_000 });
    await expectFilmPlaying(page);
    await expect
      .poll(async () => countsOf(await trackedSince(serverUrl, since), 'preroll-short'))
      .toEqual(playedThrough);
  });

  test('a pre-roll a third of which is in view waits unstarted, and plays once scrolled into view', async ({
    page,
    serverUrl,
  }) => {
    const since = await lastTrackedId(serverUrl);
    await markAdPausedAtLoad(page);
    await useAdList(page, serverUrl, ['/api/vast.xml?ad=preroll-short']);
    // The 600 px frame starts 700 px down a 900 px viewport: its top third is in view.
    host = await serveHostPage(`<!doctype html><html lang="en"><title>Host</title>
<body style="margin:0"><div style="height:700px"></div>
<iframe id="player" src="${serverUrl}/player/?movie_id=1&auto_play=1" allow="autoplay; fullscreen"
  style="display:block;width:1066px;height:600px;border:0"></iframe>
<div style="height:2000px"></div></body></html>`);
    await page.goto(host.url);
    const frame = page.frameLocator('iframe#player');
    const ad = frame.locator('video[data-player="ad"]');
    await expect(ad).toHaveAttribute('data-paused-at-load', 'true', { timeout: 15_000 });
    expect(await ad.evaluate((video: HTMLVideoElement) => video.played.length)).toBe(0);

    await page.locator('iframe#player').scrollIntoViewIfNeeded();
    await expect(ad).toHaveJSProperty('paused', false);
    await expect(ad).toHaveCount(0, { timeout: 15_000 });
    await new Player(frame).expectPlaying(0.5);
    await expect
      .poll(async () => countsOf(await trackedSince(serverUrl, since), 'preroll-short'))
      .toEqual(playedThrough);
  });
});
