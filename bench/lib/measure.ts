import type { Browser } from '@playwright/test';
import { openFresh, probeOf, type BenchPage } from './open-fresh';
import { scriptsGzipBytes } from './script-bytes';

export type { BenchPage } from './open-fresh';

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

/** Navigation start to the first frame and to loadedmetadata, and the scripts it took. */
export async function measureStart(browser: Browser, target: BenchPage): Promise<StartFigures> {
  const { context, page } = await openFresh(browser, target);
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
  const { context, page } = await openFresh(browser, target, { countCommits: true });
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
