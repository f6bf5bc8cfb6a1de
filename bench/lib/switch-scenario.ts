import type { Browser, Page } from '@playwright/test';
import { repoPath } from '../../server/paths';
import {
  installLiveObjectsProbe,
  liveObjects,
  type LiveObjects,
} from '../../browser-kit/live-objects';
import { openFresh, type BenchPage } from './open-fresh';
import {
  episodeInMenu,
  episodeTitle,
  nextEpisodeButton,
  startOverIfAsked,
  wakeControls,
} from './player-ui';

/** One episode switch: how it was asked for, and the click to the new episode's first frame. */
export interface EpisodeSwitch {
  via: 'next' | 'menu';
  from: string;
  to: string;
  /** Click to the first frame presented from the new episode's source, ms. */
  frameMs: number;
  /** Click to the content video's loadstart of the new source, ms. */
  sourceMs: number;
}

export interface SwitchRun {
  switches: EpisodeSwitch[];
  afterFirst: LiveObjects;
  afterLast: LiveObjects;
}

interface SwitchRecord {
  clickAt?: number;
  sourceAt?: number;
  frameAt?: number;
}

/** Our page on the series (content 2), without ads, from its first episode. */
export function seriesPage(origin: string): BenchPage {
  return {
    name: 'ours, content 2',
    url: `${origin}/player/?movie_id=2&auto_play=1`,
    embed: { adListUrl: `${origin}/media/ads/no-ads.json` },
  };
}

// Content 2's last episode (season 2 has 2): it has no next one.
const lastEpisode = /^2 сезон, 2 серия/;

const switchRecord = (page: Page) =>
  page.evaluate(() =>
    (window as unknown as { __benchSwitch: { result(): SwitchRecord } }).__benchSwitch.result(),
  );

/** Arms the switch probe, clicks, and waits for the first frame of the episode the click loads. */
async function timedClick(page: Page, click: () => Promise<void>): Promise<Required<SwitchRecord>> {
  await page.evaluate(() =>
    (window as unknown as { __benchSwitch: { arm(): void } }).__benchSwitch.arm(),
  );
  await click();
  await page
    .waitForFunction(
      () =>
        (window as unknown as { __benchSwitch: { result(): SwitchRecord } }).__benchSwitch.result()
          .frameAt !== undefined,
      undefined,
      { timeout: 20_000 },
    )
    .catch(async (error: unknown) => {
      throw new Error(`no new frame in 20 s: ${JSON.stringify(await switchRecord(page))}`, {
        cause: error,
      });
    });
  const { clickAt, sourceAt, frameAt } = await switchRecord(page);
  if (clickAt === undefined || sourceAt === undefined || frameAt === undefined)
    throw new Error('the switch probe missed the click or the source');
  return { clickAt, sourceAt, frameAt };
}

/** 'Следующая серия' while there is a next episode, else season 1's first episode from the menu. */
async function switchEpisode(page: Page): Promise<EpisodeSwitch> {
  const from = await episodeTitle(page);
  await wakeControls(page);
  const via = lastEpisode.test(from) ? 'menu' : 'next';
  const next = nextEpisodeButton(page);
  // The controls may render only after the first frame: wait for the button.
  if (via === 'next') await next.waitFor({ state: 'attached', timeout: 10_000 });
  const entry = via === 'next' ? next : await episodeInMenu(page, 1, /Пилот/);
  const record = await timedClick(page, () => entry.click()).catch((error: unknown) => {
    throw new Error(`switch from '${from}' by ${via}: ${String(error)}`, { cause: error });
  });
  await startOverIfAsked(page);
  let to = await episodeTitle(page);
  for (let tries = 0; to === from && tries < 50; tries++) {
    await page.waitForTimeout(100);
    to = await episodeTitle(page);
  }
  if (to === from) throw new Error(`still on '${from}' after the switch`);
  return {
    via,
    from,
    to,
    frameMs: record.frameAt - record.clickAt,
    sourceMs: record.sourceAt - record.clickAt,
  };
}

/**
 * Opens the series and switches episodes `count` times through the UI, each once the episode
 * before has shown its first frame; what lives in the page after the first and the last switch.
 */
export async function measureSwitches(
  browser: Browser,
  target: BenchPage,
  count: number,
): Promise<SwitchRun> {
  const { context, page } = await openFresh(browser, target, {
    initScripts: [repoPath('bench', 'pages', 'switch-probe.js')],
    beforeNavigation: installLiveObjectsProbe,
  });
  try {
    const switches: EpisodeSwitch[] = [];
    let afterFirst: LiveObjects | undefined;
    for (let i = 0; i < count; i++) {
      switches.push(await switchEpisode(page));
      if (i === 0) afterFirst = await liveObjects(page);
    }
    const afterLast = await liveObjects(page);
    return { switches, afterFirst: afterFirst ?? afterLast, afterLast };
  } finally {
    await context.close();
  }
}
