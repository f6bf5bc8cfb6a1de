import type { Browser, Page } from '@playwright/test';
import { installProbe, type ProbeTimes } from './page-probe';
import { scriptsGzipBytes } from './script-bytes';

/** One page under measure: ours or a reference, and how to open it. */
export interface BenchPage {
  name: string;
  url: string;
  /** The player page's embed settings (window.playerEmbed), set before its scripts run. */
  embed?: Record<string, string>;
}

export interface StartFigures {
  firstFrameMs: number;
  loadedMetadataMs: number;
  /** Gzip bytes of the scripts that had arrived when the first frame showed. */
  scriptBytesBeforeFirstFrame: number;
}

export interface SteadyFigures {
  /** Main-thread task time over the window, ms. */
  busyMs: number;
  /** React commits a second (ours only). */
  commitsPerSecond: number | undefined;
}

const probeOf = (page: Page) =>
  page.evaluate(() => (window as unknown as { __benchProbe: ProbeTimes }).__benchProbe);

async function openFresh(browser: Browser, target: BenchPage, countCommits: boolean) {
  // A new context is a fresh profile: no cache, no storage, no cookies.
  const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
  const page = await context.newPage();
  if (target.embed) {
    await page.addInitScript((settings) => {
      (window as Window & { playerEmbed?: object }).playerEmbed = settings;
    }, target.embed);
  }
  await installProbe(page, countCommits);
  await page.goto(target.url);
  await page.waitForFunction(
    () => (window as unknown as { __benchProbe: ProbeTimes }).__benchProbe.firstFrame !== undefined,
    undefined,
    { timeout: 30_000 },
  );
  return { context, page };
}

/** Navigation start to the first frame and to loadedmetadata, and the scripts it took. */
export async function measureStart(browser: Browser, target: BenchPage): Promise<StartFigures> {
  const { context, page } = await openFresh(browser, target, false);
  try {
    const probe = await probeOf(page);
    const firstFrame = probe.firstFrame ?? Number.NaN;
    const scripts = await page.evaluate(
      (until) =>
        performance
          .getEntriesByType('resource')
          .filter((entry) => /\.m?js(\?|$)/.test(entry.name))
          .filter((entry) => (entry as PerformanceResourceTiming).responseEnd <= until)
          .map((entry) => entry.name),
      firstFrame,
    );
    return {
      firstFrameMs: firstFrame,
      loadedMetadataMs: probe.loadedMetadata ?? Number.NaN,
      scriptBytesBeforeFirstFrame: scriptsGzipBytes(scripts),
    };
  } finally {
    await context.close();
  }
}

/** Main-thread busy time (Chrome DevTools Protocol's TaskDuration) and React commits over a window of playback. */
export async function measureSteady(
  browser: Browser,
  target: BenchPage,
  windowMs: number,
): Promise<SteadyFigures> {
  const { context, page } = await openFresh(browser, target, true);
  try {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    const taskSeconds = async () => {
      const { metrics } = await cdp.send('Performance.getMetrics');
      return metrics.find((metric) => metric.name === 'TaskDuration')?.value ?? Number.NaN;
    };
    // Let the start settle: the window is steady playback only.
    await page.waitForTimeout(2_000);
    const commitsBefore = (await probeOf(page)).commits;
    const before = await taskSeconds();
    await page.waitForTimeout(windowMs);
    const after = await taskSeconds();
    const commitsAfter = (await probeOf(page)).commits;
    return {
      busyMs: (after - before) * 1000,
      commitsPerSecond:
        commitsAfter === undefined
          ? undefined
          : ((commitsAfter - (commitsBefore ?? 0)) * 1000) / windowMs,
    };
  } finally {
    await context.close();
  }
}
