import type { Browser, BrowserContext, Page } from '@playwright/test';
import { installProbe, type ProbeTimes } from './page-probe';

/** One page under measure: ours or a reference, and how to open it. */
export interface BenchPage {
  name: string;
  url: string;
  /** The player page's embed settings (window.playerEmbed), set before its scripts run. */
  embed?: Record<string, string>;
}

export interface OpenOptions {
  /** Count React commits (the probe's stand-in for the DevTools hook). */
  countCommits?: boolean;
  /** More plain scripts to run before the page's own (paths). */
  initScripts?: string[];
  /** More to do before the navigation, e.g. network conditions. */
  beforeNavigation?: (page: Page) => Promise<void>;
  /** The probe's time to wait for: the content's first frame (default) or the first ad's. */
  until?: 'firstFrame' | 'adFirstFrame';
}

/** What the probe has recorded in page so far. */
export const probeOf = (page: Page): Promise<ProbeTimes> =>
  page.evaluate(() => (window as unknown as { __benchProbe: ProbeTimes }).__benchProbe);

/** Opens target in a new context (a fresh profile: no cache, no storage, no cookies) and waits for its first frame. */
export async function openFresh(
  browser: Browser,
  target: BenchPage,
  options: OpenOptions = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
  try {
    const page = await context.newPage();
    if (target.embed) {
      await page.addInitScript((settings) => {
        (window as Window & { playerEmbed?: object }).playerEmbed = settings;
      }, target.embed);
    }
    await installProbe(page, options.countCommits ?? false);
    for (const path of options.initScripts ?? []) await page.addInitScript({ path });
    await options.beforeNavigation?.(page);
    await page.goto(target.url);
    await page.waitForFunction(
      (key) => (window as unknown as { __benchProbe: ProbeTimes }).__benchProbe[key] !== undefined,
      options.until ?? 'firstFrame',
      { timeout: 30_000 },
    );
    return { context, page };
  } catch (error) {
    await context.close();
    throw error;
  }
}
