import type { Page } from '@playwright/test';
import {
  adVideo,
  countsOf,
  expectFilmPlaying,
  hurryAds,
  lastTrackedId,
  trackedSince,
} from './ad-helpers';
import { contentVideo, currentTime, expect, test } from './fixtures';
import { recordPlayerStats, type RecordedStat } from './host-recorder';
import { Player } from './player';

test.use({ viewport: { width: 1280, height: 720 } });

/** Gives the player a host ad list naming the demo ad server's VMAP schedule (media/vmap/). */
async function useVmapSchedule(page: Page, serverUrl: string, schedule: string) {
  const list = new URL(`${serverUrl}/ads/list.json`);
  list.searchParams.set('vmap', `/ads/vmap.xml?schedule=${schedule}`);
  await page.addInitScript((adListUrl) => {
    (window as Window & { playerEmbed?: object }).playerEmbed = { adListUrl };
  }, list.href);
}

/** Marks the page (window.countdownUnderAd) if the next episode's countdown ever shows over an ad. */
async function watchCountdownUnderAd(page: Page) {
  await page.addInitScript(() => {
    new MutationObserver(() => {
      const countdown = document.querySelector('[role="group"][aria-label="Следующая серия"]');
      if (countdown && document.querySelector('video[data-player="ad"]')) {
        Object.assign(window, { countdownUnderAd: true });
      }
    }).observe(document, { childList: true, subtree: true });
  });
}

/** The ad fields of each statistics event of this name, in order. */
const adFieldsOf = (stats: RecordedStat[], name: string) =>
  stats
    .filter((stat) => stat.name === `videoplayer_${name}`)
    .map(({ payload }) => ({
      ad_id: payload.ad_id,
      ad_type: payload.ad_type,
      ad_position: payload.ad_position,
      ad_position_perc: payload.ad_position_perc,
    }));

test('a VMAP’s pre-roll, 50% mid-roll and post-roll play in order, and the next episode follows the post-roll', async ({
  page,
  serverUrl,
}) => {
  test.setTimeout(90_000);
  const since = await lastTrackedId(serverUrl);
  const stats = await recordPlayerStats(page);
  await useVmapSchedule(page, serverUrl, 'pre-mid-post');
  await watchCountdownUnderAd(page);
  await hurryAds(page);
  // Episode 1 of the series (20 s, no credits marker) from 8 s: the mid-roll comes at 10 s.
  await page.goto(`${serverUrl}/player/?movie_id=2&auto_play=1&t=8`);
  const title = page.locator('.title-text');
  const countdown = page.getByRole('group', { name: 'Следующая серия' });

  // The pre-roll holds the film's first play.
  await expect(adVideo(page)).toHaveCount(1, { timeout: 15_000 });
  await expect(contentVideo(page)).toHaveJSProperty('paused', true);
  await expect(adVideo(page)).toHaveCount(0, { timeout: 15_000 });
  await new Player(page).expectPlaying(8.2);

  // At half the episode the film pauses for the mid-roll (the VMAP's inline VAST), then resumes.
  await expect(adVideo(page)).toHaveCount(1, { timeout: 15_000 });
  await expect(contentVideo(page)).toHaveJSProperty('paused', true);
  const stoppedAt = await currentTime(page);
  expect(stoppedAt).toBeGreaterThanOrEqual(10);
  expect(stoppedAt).toBeLessThan(10.5);
  await expect(adVideo(page)).toHaveCount(0, { timeout: 15_000 });
  await new Player(page).expectPlaying(stoppedAt);

  // Near the end (no break between): the post-roll plays when the film ends, before the next
  // episode's countdown, which waits for it.
  await page.getByRole('slider', { name: 'Перемотка' }).fill('18');
  await expect(adVideo(page)).toHaveCount(1, { timeout: 15_000 });
  await expect(contentVideo(page)).toHaveJSProperty('ended', true);
  await expect(title).toHaveText('1 сезон, 1 серия. Пилот');
  await expect(adVideo(page)).toHaveCount(0, { timeout: 15_000 });
  expect(await page.evaluate(() => 'countdownUnderAd' in window)).toBe(false);

  // Then the next episode, with autoplay on after its countdown (played now, to keep the test short).
  await countdown.getByRole('button', { name: 'Смотреть сейчас' }).click({ timeout: 10_000 });
  await expect(title).toHaveText('1 сезон, 2 серия. Второй шаг');
  await expectFilmPlaying(page);

  // Each break once, in order, each ad as the schedule put it (the post-roll at the very end).
  const recorded = await stats();
  expect(adFieldsOf(recorded, 'adStart').map((ad) => [ad.ad_id, ad.ad_type])).toEqual([
    ['preroll-short', 'pre-roll'],
    ['vmap-inline', 'mid-roll'],
    ['preroll-short', 'post-roll'],
  ]);
  const [, mid, post] = adFieldsOf(recorded, 'adComplete');
  expect(mid).toMatchObject({ ad_id: 'vmap-inline', ad_position: 10 });
  expect(mid?.ad_position_perc).toBeGreaterThanOrEqual(50);
  expect(mid?.ad_position_perc).toBeLessThan(52.5);
  expect(post).toEqual({
    ad_id: 'preroll-short',
    ad_type: 'post-roll',
    ad_position: 20,
    ad_position_perc: 100,
  });

  // The ad server heard each break start and end once, in the schedule's order, and each ad whole.
  await expect
    .poll(async () => {
      const tracked = await trackedSince(serverUrl, since);
      return tracked.filter((event) => event.event === 'breakStart').map((event) => event.ad);
    })
    .toEqual(['vmap-pre', 'vmap-mid', 'vmap-post']);
  const tracked = await trackedSince(serverUrl, since);
  for (const breakId of ['vmap-pre', 'vmap-mid', 'vmap-post']) {
    expect(countsOf(tracked, breakId)).toEqual({ breakStart: 1, breakEnd: 1 });
  }
  expect(countsOf(tracked, 'vmap-inline')).toEqual({ impression: 1, start: 1, complete: 1 });
  expect(countsOf(tracked, 'preroll-short')).toMatchObject({ impression: 2, complete: 2 });
});

test('a VMAP whose pre-roll’s VAST answers 404 leaves the film playing, and tells the ad server 1008', async ({
  page,
  serverUrl,
}) => {
  const since = await lastTrackedId(serverUrl);
  const stats = await recordPlayerStats(page);
  await useVmapSchedule(page, serverUrl, 'broken-break');
  await page.goto(`${serverUrl}/player/?movie_id=1&auto_play=1`);
  await expectFilmPlaying(page);
  await expect(adVideo(page)).toHaveCount(0);

  await expect
    .poll(async () => countsOf(await trackedSince(serverUrl, since), 'vmap-broken'))
    .toEqual({ breakStart: 1, error: 1, breakEnd: 1 });
  const tracked = await trackedSince(serverUrl, since);
  expect(tracked.find((event) => event.event === 'error')?.code).toBe('1008');
  const errors = (await stats()).filter((stat) => stat.name === 'videoplayer_adError');
  expect(errors.map((stat) => stat.payload.error_type)).toEqual([303]);
});
