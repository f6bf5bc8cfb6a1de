import type { Browser } from '@playwright/test';
import { openFresh, probeOf, type BenchPage, type OpenOptions } from './open-fresh';

/** Our page on film 1 on a server whose catalogue's own ad list names the demo pre-roll. */
export function cataloguePrerollPage(origin: string): BenchPage {
  return {
    name: "ours, pre-roll from the catalogue's ad list",
    url: `${origin}/player/?movie_id=1&auto_play=1`,
  };
}

/** Our page on film 1 with a host ad list of one pre-roll tag (the reference server's demo VAST). */
export function prerollPage(origin: string, vast = 'preroll-skippable'): BenchPage {
  const list = new URL(`${origin}/ads/list.json`);
  list.searchParams.append('vast', `${origin}/api/vast.xml?ad=${vast}`);
  return {
    name: `ours, pre-roll ${vast}`,
    url: `${origin}/player/?movie_id=1&auto_play=1`,
    embed: { adListUrl: list.href },
  };
}

/** Navigation start to the first presented frame of the pre-roll's ad video, ms; beforeNavigation may set network conditions. */
export async function measurePrerollStart(
  browser: Browser,
  target: BenchPage,
  options: Pick<OpenOptions, 'beforeNavigation'> = {},
): Promise<number> {
  const { context, page } = await openFresh(browser, target, { ...options, until: 'adFirstFrame' });
  try {
    return (await probeOf(page)).adFirstFrame ?? Number.NaN;
  } finally {
    await context.close();
  }
}
