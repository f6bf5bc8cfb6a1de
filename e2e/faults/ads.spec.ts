import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { repoPath } from '../../server/paths';
import {
  adRegion,
  adVideo,
  countsOf,
  expectFilmPlaying,
  lastTrackedId,
  openWithAds,
  trackedSince,
  type TrackedEvent,
} from '../ad-helpers';
import { clearFaults, contentVideo, currentTime, expect, injectFaults, test } from '../fixtures';
import { filmEpisodeId, localProgress, serverProgress } from '../saved-progress';

type FaultAction = Record<string, unknown> & { kind: string };
interface FaultRule {
  path: string;
  times?: number;
  action: FaultAction;
}

/** The film with the demo ads: a pre-roll of two tags, then a mid-roll every 10 s of watched film. */
const advertFilm = 'movie_id=1&advert=1&auto_play=1';
const vastPath = '/api/vast.xml';

/** A VAST document served by the demo ad server (its origin filled in), to answer with as is or changed. */
async function vastFixture(serverUrl: string, ad: string): Promise<string> {
  return (await fetch(`${serverUrl}${vastPath}?ad=${ad}`)).text();
}

const answerWith = (xml: string): FaultAction => ({
  kind: 'status',
  status: 200,
  body: xml,
  contentType: 'application/xml; charset=utf-8',
});

// The demo pre-roll's second tag answers no ad (and no Error URL), so each break holds one faulty ad.
const noAdAnswer = { path: vastPath, times: 1, action: answerWith('<VAST version="3.0"/>') };

const shortAdFile = readFileSync(repoPath('media', 'ads', 'ad-4s.mp4'));
// ad-4s.mp4 is ftyp, moov, free, then the frames in mdat from this offset on.
const shortAdFramesAt = 4874;

/** Serves the short ad's file, as the ad server would, with this body instead. */
function serveShortAdFileAs(body: Buffer) {
  return (page: Page) =>
    page.route('**/media/ads/ad-4s.mp4', (route) =>
      route.fulfill({ status: 200, contentType: 'video/mp4', body }),
    );
}

interface AdFault {
  name: string;
  /** What the ad server answers to the VAST request of the faulty ad. */
  vast(serverUrl: string): Promise<FaultAction>;
  /** The code its Error URL gets; none when the failure comes before any Error URL is known. */
  code?: string;
  /** The `ad` of that Error URL. */
  ad?: string;
  /** Rules for the ad's other requests (its media file), for the whole test. */
  mediaFaults?: FaultRule[];
  /** Playwright routing, for a media file the fault rules cannot shape. */
  route?(page: Page): Promise<unknown>;
  /** The ad played a little before it failed (its impression counts). */
  started?: boolean;
  /** The break cannot end before this long: the player's own timeout. */
  holdsAtLeastMs?: number;
  /** Resolves once that timeout's timer runs (for its break, once the film has paused). */
  timerRunning?(page: Page): Promise<void>;
}

const adFaults: AdFault[] = [
  {
    name: 'XML that does not parse: 100, no Error URL known',
    vast: async () => ({ kind: 'malformed' }),
  },
  {
    name: 'an ad server answering 500: 303, no Error URL known',
    vast: async () => ({ kind: 'status', status: 500 }),
  },
  {
    name: 'an inline ad without media files: 303 (pinged by the VAST library)',
    vast: async (serverUrl) =>
      answerWith(
        (await vastFixture(serverUrl, 'preroll-short')).replace(
          /<MediaFiles>[\s\S]*<\/MediaFiles>/,
          '',
        ),
      ),
    code: '303',
    ad: 'preroll-short',
  },
  {
    name: 'an ad server that never answers: 350 once the 8 s VAST timeout passes',
    vast: async () => ({ kind: 'hang' }),
    holdsAtLeastMs: 8000,
    // The VAST request (and its timer) goes out as the break takes the screen.
    timerRunning: (page) => expect(adRegion(page)).toBeVisible(),
  },
  {
    name: 'a media file that is not there: 401',
    vast: async (serverUrl) => answerWith(await vastFixture(serverUrl, 'media-missing')),
    code: '401',
    ad: 'media-missing',
  },
  {
    name: 'a media file that never loads: 402 after the 8 s media timeout',
    vast: async (serverUrl) => answerWith(await vastFixture(serverUrl, 'preroll-short')),
    mediaFaults: [{ path: '/media/ads/ad-4s.mp4', action: { kind: 'hang' } }],
    code: '402',
    ad: 'preroll-short',
    holdsAtLeastMs: 8000,
    // Its timer starts as the ad's element enters the break's slot (a pre-roll's preloads outside).
    timerRunning: (page) =>
      expect(adRegion(page).locator('video[data-player="ad"]')).toHaveCount(1),
  },
  {
    name: 'no media file the browser can play: 403',
    vast: async (serverUrl) => answerWith(await vastFixture(serverUrl, 'unsupported-media')),
    code: '403',
    ad: 'unsupported-media',
  },
  {
    name: 'a media file whose frames do not decode: 405',
    vast: async (serverUrl) => answerWith(await vastFixture(serverUrl, 'preroll-short')),
    route: serveShortAdFileAs(
      Buffer.concat([
        shortAdFile.subarray(0, shortAdFramesAt),
        Buffer.alloc(shortAdFile.length - shortAdFramesAt, 0x41),
      ]),
    ),
    code: '405',
    ad: 'preroll-short',
  },
  {
    name: 'a media file with no frames at all: 405',
    vast: async (serverUrl) => answerWith(await vastFixture(serverUrl, 'preroll-short')),
    route: serveShortAdFileAs(shortAdFile.subarray(0, shortAdFramesAt)),
    code: '405',
    ad: 'preroll-short',
  },
  {
    name: 'a media file cut short while it plays: 450',
    vast: async (serverUrl) => answerWith(await vastFixture(serverUrl, 'preroll-short')),
    route: serveShortAdFileAs(shortAdFile.subarray(0, Math.floor(shortAdFile.length / 2))),
    code: '450',
    ad: 'preroll-short',
    started: true,
  },
  {
    name: 'an empty VAST: 901',
    vast: async (serverUrl) => answerWith(await vastFixture(serverUrl, 'empty')),
    code: '901',
    ad: 'empty',
  },
  {
    name: 'a VAST with two ads: 901',
    vast: async (serverUrl) => answerWith(await vastFixture(serverUrl, 'two-ads')),
    code: '901',
    ad: 'two-ads',
  },
  {
    name: 'a VPAID creative whose script does not load: 901',
    vast: async (serverUrl) => answerWith(await vastFixture(serverUrl, 'preroll-vpaid')),
    mediaFaults: [{ path: '/media/ads/vpaid-demo.js', action: { kind: 'status', status: 404 } }],
    code: '901',
    ad: 'preroll-vpaid',
  },
];

// Polls that look again soon: what they wait for comes within a second or so.
const often = [100];

interface TimelineEntry {
  type: 'pause' | 'play' | 'seeking';
  time: number;
  at: number;
}

/**
 * Records the content video's pauses, plays and seeks with its time then, from the page's start.
 * A film sped up to reach the mid-roll sooner is back at normal speed for its last seconds before
 * it, so the pause lands where the film shows it.
 */
async function recordContentTimeline(page: Page) {
  await page.addInitScript(() => {
    const timeline: TimelineEntry[] = [];
    (window as Window & { contentTimeline?: TimelineEntry[] }).contentTimeline = timeline;
    const contentOf = (event: Event) => {
      const video = event.target as HTMLVideoElement;
      return video.dataset?.player === 'content' ? video : undefined;
    };
    // Stamped at the call: under Playwright's clock, event.timeStamp dates from its first read.
    const changedAt = new WeakMap<HTMLMediaElement, { play?: number; pause?: number }>();
    const stamp = (media: HTMLMediaElement, type: 'play' | 'pause') =>
      changedAt.set(media, { ...changedAt.get(media), [type]: performance.now() });
    const { play, pause } = HTMLMediaElement.prototype;
    HTMLMediaElement.prototype.play = function (this: HTMLMediaElement) {
      if (this.paused) stamp(this, 'play');
      return play.call(this);
    };
    HTMLMediaElement.prototype.pause = function (this: HTMLMediaElement) {
      if (!this.paused) stamp(this, 'pause');
      pause.call(this);
    };
    // Media events do not bubble: listen in the capture phase.
    for (const type of ['pause', 'play', 'seeking'] as const) {
      document.addEventListener(
        type,
        (event) => {
          const video = contentOf(event);
          if (!video) return;
          const calls = changedAt.get(video);
          // When the element changed (its call, else the event's own time), not when this ran.
          const at = (type !== 'seeking' && calls?.[type]) || event.timeStamp;
          if (type !== 'seeking') delete calls?.[type];
          timeline.push({ type, time: video.currentTime, at });
        },
        true,
      );
    }
    document.addEventListener(
      'timeupdate',
      (event) => {
        const video = contentOf(event);
        if (video && video.currentTime > 8) video.playbackRate = 1;
      },
      true,
    );
  });
}

const contentTimeline = (page: Page) =>
  page.evaluate(
    () => (window as Window & { contentTimeline?: TimelineEntry[] }).contentTimeline ?? [],
  );

const errorsSince = async (serverUrl: string, since: number): Promise<TrackedEvent[]> =>
  (await trackedSince(serverUrl, since)).filter((event) => event.event === 'error');

/** The Error URL got the code once per faulty ad so far; an ad that never started left no impression. */
async function expectErrorPings(serverUrl: string, since: number, fault: AdFault, ads: number) {
  if (!fault.code) return;
  const expected = Array.from({ length: ads }, () =>
    expect.objectContaining({ ad: fault.ad, code: fault.code }),
  );
  await expect.poll(() => errorsSince(serverUrl, since), { intervals: often }).toEqual(expected);
  if (!fault.started) {
    expect(countsOf(await trackedSince(serverUrl, since), fault.ad ?? '').impression).toBe(
      undefined,
    );
  }
}

/** The break is over: no ad element, no overlay. */
async function expectNoAdOnScreen(page: Page) {
  await expect(adVideo(page)).toHaveCount(0);
  await expect(adRegion(page)).toBeHidden();
}

// The film's first pause after it began to play is the mid-roll's.
const isMidrollPause = (entry: TimelineEntry) => entry.type === 'pause' && entry.time > 1;

/** Waits for the mid-roll's pause of the film; from the timeline. */
async function midrollPause(page: Page): Promise<TimelineEntry> {
  let pause: TimelineEntry | undefined;
  await expect
    .poll(async () => (pause = (await contentTimeline(page)).find(isMidrollPause)), {
      timeout: 30_000,
      intervals: often,
    })
    .toBeDefined();
  if (!pause) throw new Error('unreachable');
  return pause;
}

// The hold's last second runs in real time: a shorter timeout firing in the jump ends it too early.
const realTailMs = 1000;

/** Once the fault's timer runs, jumps the page's clock to realTailMs short of the hold from `from`. */
async function jumpTowardsTimeout(page: Page, fault: AdFault, from: number) {
  await fault.timerRunning?.(page);
  const now = await page.evaluate(() => performance.now());
  const ahead = from + (fault.holdsAtLeastMs ?? 0) - realTailMs - now;
  if (ahead > 0) await page.clock.fastForward(ahead);
}

/** Waits for the mid-roll's pause of the film and the resume after it; both from the timeline. */
async function waitForMidroll(page: Page) {
  let pause: TimelineEntry | undefined;
  let resume: TimelineEntry | undefined;
  await expect
    .poll(
      async () => {
        const timeline = await contentTimeline(page);
        const index = timeline.findIndex(isMidrollPause);
        pause = timeline[index];
        const after = index === -1 ? [] : timeline.slice(index + 1);
        resume = after.find((entry) => entry.type === 'play');
        // A seek in between would mean the film did not resume where it stopped.
        return {
          paused: Boolean(pause),
          resumed: Boolean(resume),
          seeks: after.filter(
            (entry) => entry.type === 'seeking' && entry.at < (resume?.at ?? Infinity),
          ).length,
        };
      },
      { timeout: 30_000, intervals: often },
    )
    .toEqual({ paused: true, resumed: true, seeks: 0 });
  if (!pause || !resume) throw new Error('unreachable');
  return { pause, resume };
}

/**
 * The viewer's place is saved at least where the mid-roll stopped the film, locally and, once the
 * viewer leaves (the page's last save, rather than the next of the 10 s periodic ones), on the
 * server.
 */
async function expectSavedFrom(page: Page, serverUrl: string, seconds: number) {
  await expect
    .poll(() => localProgress(page, filmEpisodeId), { intervals: often })
    .toBeGreaterThanOrEqual(seconds);
  const now = await currentTime(page);
  expect(await localProgress(page, filmEpisodeId)).toBeLessThanOrEqual(now);
  await page.close({ runBeforeUnload: true });
  await expect
    .poll(() => serverProgress(page, serverUrl, 1, filmEpisodeId), { intervals: often })
    .toBeGreaterThanOrEqual(seconds);
  // Whole seconds, saved as the page went: never beyond where the film was then.
  expect(await serverProgress(page, serverUrl, 1, filmEpisodeId)).toBeLessThanOrEqual(now + 1);
}

test.describe('an ad error under a pre-roll and under a mid-roll: the code reaches the Error URL, the film goes on', () => {
  test.afterEach(async ({ serverUrl }) => clearFaults(serverUrl));

  for (const fault of adFaults) {
    test(fault.name, async ({ page, serverUrl }) => {
      test.setTimeout(120_000);
      const vastAnswer = await fault.vast(serverUrl);
      const faultyAd = { path: vastPath, times: 1, action: vastAnswer };
      // In request order: the pre-roll's two tags, then the mid-roll's one.
      await injectFaults(serverUrl, [faultyAd, noAdAnswer, faultyAd, ...(fault.mediaFaults ?? [])]);
      await fault.route?.(page);
      await recordContentTimeline(page);
      const since = await lastTrackedId(serverUrl);
      // A timeout's 8 s are mostly jumped over in the page's clock (from its start at 0).
      if (fault.holdsAtLeastMs) await page.clock.install();

      // The pre-roll: the film starts once the faulty ad is given up.
      await page.goto(`${serverUrl}/player/?${advertFilm}`);
      if (fault.holdsAtLeastMs) await jumpTowardsTimeout(page, fault, 0);
      await expectFilmPlaying(page);
      await expectNoAdOnScreen(page);
      await expectErrorPings(serverUrl, since, fault, 1);
      const [firstPlay] = (await contentTimeline(page)).filter((entry) => entry.type === 'play');
      expect(firstPlay?.time).toBeLessThan(0.5);
      if (fault.holdsAtLeastMs) expect(firstPlay?.at).toBeGreaterThan(fault.holdsAtLeastMs);

      // The mid-roll: watched time is media time, so a faster film reaches it sooner.
      await contentVideo(page).evaluate((video: HTMLVideoElement) => (video.playbackRate = 4));
      if (fault.holdsAtLeastMs)
        await jumpTowardsTimeout(page, fault, (await midrollPause(page)).at);
      const { pause, resume } = await waitForMidroll(page);
      expect(pause.time).toBeGreaterThan(9);
      // Where it stopped: never back, never past the second it paused at.
      expect(resume.time).toBeGreaterThanOrEqual(pause.time);
      expect(resume.time - pause.time).toBeLessThan(0.5);
      if (fault.holdsAtLeastMs) expect(resume.at - pause.at).toBeGreaterThan(fault.holdsAtLeastMs);
      await expect
        .poll(() => currentTime(page), { intervals: often })
        .toBeGreaterThan(pause.time + 0.5);
      await expect(contentVideo(page)).toHaveJSProperty('paused', false);
      await expectNoAdOnScreen(page);
      await expectErrorPings(serverUrl, since, fault, 2);
      if (!fault.code) expect(await trackedSince(serverUrl, since)).toEqual([]);
      await expectSavedFrom(page, serverUrl, Math.floor(pause.time));
    });
  }
});

test.describe('wrappers', () => {
  test.use({ serverAds: true });

  const vastRequests = (page: Page) => {
    const urls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes(vastPath)) urls.push(request.url());
    });
    return urls;
  };

  test('four wrappers lead to their ad, which plays before the film', async ({
    page,
    serverUrl,
  }) => {
    const since = await lastTrackedId(serverUrl);
    await openWithAds(page, serverUrl, [`${vastPath}?ad=wrapper&depth=4`]);
    await page.getByRole('button', { name: 'Воспроизвести' }).click();
    await expect(adVideo(page)).toHaveCount(1);
    await expectFilmPlaying(page);
    await expectNoAdOnScreen(page);
    await expect
      .poll(async () => countsOf(await trackedSince(serverUrl, since), 'preroll-short'))
      .toMatchObject({ impression: 1, complete: 1 });
    // Each wrapper's own tracking URLs count the ad it led to.
    await expect
      .poll(async () => countsOf(await trackedSince(serverUrl, since), 'wrapper'))
      .toMatchObject({ impression: 4, complete: 4 });
    expect(await errorsSince(serverUrl, since)).toEqual([]);
  });

  test('a fifth wrapper is refused: 302 reaches the wrappers’ Error URL, no ad, the film plays', async ({
    page,
    serverUrl,
  }) => {
    const since = await lastTrackedId(serverUrl);
    const requested = vastRequests(page);
    await openWithAds(page, serverUrl, [`${vastPath}?ad=wrapper&depth=5`]);
    await page.getByRole('button', { name: 'Воспроизвести' }).click();
    await expectFilmPlaying(page);
    await expectNoAdOnScreen(page);
    // Pinged by the VAST library: identical pixel URLs may be merged by the browser, so count kinds.
    await expect
      .poll(
        async () => new Set((await errorsSince(serverUrl, since)).map((e) => `${e.ad} ${e.code}`)),
      )
      .toEqual(new Set(['wrapper 302']));
    expect(countsOf(await trackedSince(serverUrl, since), 'wrapper').impression).toBeUndefined();
    // The inline ad behind the fifth wrapper is never even asked for.
    expect(requested.filter((url) => url.includes('ad=preroll-short'))).toEqual([]);
    expect(requested.filter((url) => url.includes('ad=wrapper'))).toHaveLength(5);
  });
});

test.describe('a javascript: click-through', () => {
  test.use({ serverAds: true });
  test.afterEach(async ({ serverUrl }) => clearFaults(serverUrl));

  test('is never offered nor run: clicking the ad opens nothing, the ad and then the film play on', async ({
    page,
    serverUrl,
  }) => {
    // The fixture's click-through, made to leave a trace if it ever ran.
    const xml = (await vastFixture(serverUrl, 'javascript-click')).replace(
      'javascript:alert(document.cookie)',
      'javascript:window.adClickRan=true;alert(document.cookie)',
    );
    expect(xml).toContain('javascript:window.adClickRan=true');
    await injectFaults(serverUrl, [{ path: vastPath, action: answerWith(xml) }]);
    const opened: string[] = [];
    page.on('popup', (popup) => opened.push(`popup ${popup.url()}`));
    page.on('dialog', (dialog) => {
      opened.push(`dialog ${dialog.message()}`);
      void dialog.dismiss();
    });
    const since = await lastTrackedId(serverUrl);
    await openWithAds(page, serverUrl, [`${vastPath}?ad=javascript-click`]);
    const playerUrl = page.url();
    await page.getByRole('button', { name: 'Воспроизвести' }).click();
    await expect(adVideo(page)).toHaveJSProperty('paused', false);
    await expect(adRegion(page).getByRole('button', { name: 'Пауза' })).toBeVisible();
    // Counted now, while the ad's overlay shows: a link would stay for as long as the ad plays.
    expect(await page.getByRole('link', { name: 'Перейти на сайт рекламодателя' }).count()).toBe(0);

    const box = await adVideo(page).boundingBox();
    if (!box) throw new Error('the ad video has no box');
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await expect(adVideo(page)).toHaveJSProperty('paused', false);
    expect(await page.evaluate(() => 'adClickRan' in window)).toBe(false);
    expect(opened).toEqual([]);
    expect(page.url()).toBe(playerUrl);

    await expectFilmPlaying(page);
    await expectNoAdOnScreen(page);
    expect(opened).toEqual([]);
    const tracked = async () => countsOf(await trackedSince(serverUrl, since), 'javascript-click');
    await expect.poll(tracked).toMatchObject({ impression: 1, complete: 1 });
    expect((await tracked()).click).toBeUndefined();
  });
});
