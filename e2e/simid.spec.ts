import type { Page } from '@playwright/test';
import {
  adVideo,
  countsOf,
  expectFilmPlaying,
  lastTrackedId,
  openWithAds,
  trackedSince,
} from './ad-helpers';
import { expectNoSeriousViolations } from './axe';
import { contentVideo, currentTime, expect, test } from './fixtures';
import { recordPlayerStats, type RecordedStat } from './host-recorder';

/** The ad server on another origin (and site) than the player: the same server, as localhost. */
const adServer = (serverUrl: string) => serverUrl.replace('127.0.0.1', 'localhost');
/** A SIMID VAST tag of the demo ad server, on its own origin. */
const simidTag = (serverUrl: string, ad: string) => `${adServer(serverUrl)}/api/vast.xml?ad=${ad}`;

const creativeFrame = (page: Page) => page.locator('iframe[data-player="simid"]');
const overlayRegion = (page: Page) => page.getByRole('region', { name: 'Реклама поверх видео' });

/** The ad events sent to the page's statistics, as `event ad_id [error_type]`. */
async function adStats(stats: () => Promise<RecordedStat[]>): Promise<string[]> {
  return (await stats())
    .filter((stat) => /^videoplayer_ad(?!TimeUpdate)/.test(stat.name))
    .map((stat) =>
      [stat.name, stat.payload.ad_id, stat.payload.error_type].filter(Boolean).join(' '),
    );
}

/** Marks the film with where it was at its next play event (read after, it has played on). */
const markNextPlay = (page: Page) =>
  contentVideo(page).evaluate((video: HTMLVideoElement) => {
    video.addEventListener('play', () => (video.dataset.playedAt = String(video.currentTime)), {
      once: true,
    });
  });
const playedAt = async (page: Page) =>
  Number(await contentVideo(page).getAttribute('data-played-at'));

test.use({ serverAds: true });

test('a SIMID survey shows over its ad from the ad server’s origin, and once answered asks to skip it; the film then starts at 0', async ({
  page,
  serverUrl,
}) => {
  const since = await lastTrackedId(serverUrl);
  const stats = await recordPlayerStats(page);
  await openWithAds(page, serverUrl, [simidTag(serverUrl, 'simid-survey')]);
  await markNextPlay(page);
  await page.getByRole('button', { name: 'Воспроизвести' }).click();

  const frame = creativeFrame(page);
  await expect(frame).toHaveAttribute(
    'src',
    `${adServer(serverUrl)}/media/simid/creatives/survey.html`,
  );
  await expect(frame).toHaveAttribute(
    'sandbox',
    'allow-scripts allow-forms allow-popups allow-popups-to-escape-sandbox allow-same-origin',
  );
  // Its question is the VAST's AdParameters, given at init; it shows once the creative started.
  const survey = page.frameLocator('iframe[data-player="simid"]');
  await expect(survey.getByText('Вы смотрите кино по выходным?')).toBeVisible();
  await expect(frame).toBeVisible();
  await expect(adVideo(page)).toHaveJSProperty('paused', false);
  const creativeOrigin = await page
    .frames()
    .find((candidate) => candidate.url().endsWith('/survey.html'))
    ?.evaluate(() => location.origin);
  expect(creativeOrigin).toBe(adServer(serverUrl));
  // The creative takes its own clicks: no advertiser's link of the player's over it.
  await expect(page.getByRole('link', { name: 'Перейти на сайт рекламодателя' })).toHaveCount(0);

  await survey.getByRole('button', { name: 'Иногда' }).click();
  await expect(adVideo(page)).toHaveCount(0);
  await expect(frame).toHaveCount(0);
  await expectFilmPlaying(page);
  expect(await playedAt(page)).toBeLessThan(0.5);
  await expect
    .poll(async () => countsOf(await trackedSince(serverUrl, since), 'simid-survey'))
    .toMatchObject({ impression: 1, start: 1, creativeView: 1, skip: 1 });
  const counts = countsOf(await trackedSince(serverUrl, since), 'simid-survey');
  expect(counts.complete).toBeUndefined();
  expect(counts.error).toBeUndefined();
  expect(await adStats(stats)).toEqual([
    'videoplayer_adStart simid-survey',
    'videoplayer_adSkip simid-survey',
  ]);
});

test('a SIMID banner shows over the playing film, expands (the film pauses), collapses (it resumes where it stood) and is closed', async ({
  page,
  serverUrl,
}) => {
  const since = await lastTrackedId(serverUrl);
  const stats = await recordPlayerStats(page);
  await openWithAds(page, serverUrl, [simidTag(serverUrl, 'simid-nonlinear')]);
  await page.getByRole('button', { name: 'Воспроизвести' }).click();

  const overlay = overlayRegion(page);
  await expect(overlay).toBeVisible();
  await expectFilmPlaying(page);
  await expectNoSeriousViolations(page);
  const banner = page.frameLocator('[data-player="simid-overlay"] iframe');
  const player = (await page.locator('.player').boundingBox()) ?? { width: 0, height: 0 };
  // The banner asked for its own box at init: along the film's lower part.
  await expect
    .poll(async () => (await overlay.boundingBox())?.width)
    .toBeCloseTo(player.width * 0.7, 0);

  await banner.getByText('Демо-баннер SIMID').click();
  await expect(contentVideo(page)).toHaveJSProperty('paused', true);
  await expect.poll(async () => (await overlay.boundingBox())?.height).toBe(player.height);
  await expect(
    banner.frameLocator('#webpage_container').getByRole('heading', { name: 'Сайт рекламодателя' }),
  ).toBeVisible();
  const pausedAt = await currentTime(page);
  await markNextPlay(page);
  await banner.getByRole('button', { name: '_' }).click();
  await expect(contentVideo(page)).toHaveJSProperty('paused', false);
  expect(Math.abs((await playedAt(page)) - pausedAt)).toBeLessThan(0.5);
  await expect.poll(async () => (await overlay.boundingBox())?.height).toBeLessThan(player.height);

  await page.getByRole('button', { name: 'Закрыть рекламу' }).click();
  await expect(overlay).toHaveCount(0);
  await expect(creativeFrame(page)).toHaveCount(0);
  await expect(contentVideo(page)).toHaveJSProperty('paused', false);
  await expect
    .poll(async () => countsOf(await trackedSince(serverUrl, since), 'simid-nonlinear'))
    .toEqual({
      impression: 1,
      creativeView: 1,
      acceptInvitation: 1,
      adExpand: 1,
      adCollapse: 1,
      close: 1,
    });
  expect(await adStats(stats)).toEqual([
    'videoplayer_adStart simid-nonlinear',
    'videoplayer_adSkip simid-nonlinear',
  ]);
});

test('a SIMID creative that never opens its session, and one that rejects init, leave their ads to play alone, each reported with its SIMID code; the film then starts at 0', async ({
  page,
  serverUrl,
}) => {
  const since = await lastTrackedId(serverUrl);
  const stats = await recordPlayerStats(page);
  await page.clock.install();
  await openWithAds(page, serverUrl, [
    simidTag(serverUrl, 'simid-silent'),
    simidTag(serverUrl, 'simid-reject-init'),
  ]);
  await markNextPlay(page);
  await page.getByRole('button', { name: 'Воспроизвести' }).click();
  // The first ad's media waits 3 s for its silent creative (from its frame on): jumped over.
  await expect(creativeFrame(page)).toHaveCount(1);
  await page.clock.fastForward(3000);

  // The second ad's creative refused to start: its media plays alone, with the player's link.
  await expect(page.getByRole('link', { name: 'Перейти на сайт рекламодателя' })).toBeVisible({
    timeout: 20_000,
  });
  await expect(creativeFrame(page)).toHaveCount(0);
  await expect(adVideo(page)).toHaveCount(0, { timeout: 15_000 });
  await expectFilmPlaying(page);
  expect(await playedAt(page)).toBeLessThan(0.5);

  const tracked = await trackedSince(serverUrl, since);
  for (const [ad, code] of [
    ['simid-silent', '1223'],
    ['simid-reject-init', '1104'],
  ] as const) {
    expect(countsOf(tracked, ad), ad).toMatchObject({ impression: 1, complete: 1, error: 1 });
    expect(countsOf(tracked, ad).creativeView, ad).toBeUndefined();
    expect(tracked.find((event) => event.ad === ad && event.event === 'error')?.code, ad).toBe(
      code,
    );
  }
  expect(await adStats(stats)).toEqual([
    'videoplayer_adStart simid-silent',
    'videoplayer_adError simid-silent 1223',
    'videoplayer_adComplete simid-silent',
    'videoplayer_adError simid-reject-init 1104',
    'videoplayer_adStart simid-reject-init',
    'videoplayer_adComplete simid-reject-init',
  ]);
});
