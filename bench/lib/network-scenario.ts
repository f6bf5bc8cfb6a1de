import type { Browser, Page } from '@playwright/test';
import { applyNetworkProfile, type NetworkProfile } from './network-profiles';
import { openFresh, probeOf, type BenchPage } from './open-fresh';
import type { ProbeTimes } from './page-probe';
import { readWaterfall, type Waterfall } from './waterfall';

/** One load of a page: navigation start to the content's first frame and to loadedmetadata, ms. */
export interface LoadFigures {
  firstFrameMs: number;
  loadedMetadataMs: number;
}

/** A first visit in a fresh context and a repeat visit in the same context (warm HTTP cache). */
export interface VisitPair {
  first: LoadFigures;
  repeat: LoadFigures;
  /** The first visit's requests, when asked for. */
  waterfall?: Waterfall;
}

const figuresOf = (probe: ProbeTimes): LoadFigures => ({
  firstFrameMs: probe.firstFrame ?? Number.NaN,
  loadedMetadataMs: probe.loadedMetadata ?? Number.NaN,
});

/** Loads target again in page, on the same profile, and waits for its first frame. */
async function repeatVisit(page: Page, target: BenchPage, profile: NetworkProfile) {
  // Through about:blank: a fresh navigation (not a reload, which would revalidate the cache).
  await page.goto('about:blank');
  await applyNetworkProfile(page, profile);
  await page.goto(target.url);
  await page.waitForFunction(
    () => (window as unknown as { __benchProbe: ProbeTimes }).__benchProbe.firstFrame !== undefined,
    undefined,
    { timeout: 60_000 },
  );
  return figuresOf(await probeOf(page));
}

/** target on profile: a first visit to its first frame, then a repeat visit in the same context. */
export async function measureVisits(
  browser: Browser,
  target: BenchPage,
  profile: NetworkProfile,
  withWaterfall = false,
): Promise<VisitPair> {
  const { context, page } = await openFresh(browser, target, {
    beforeNavigation: (fresh) => applyNetworkProfile(fresh, profile),
  });
  try {
    const first = figuresOf(await probeOf(page));
    const waterfall = withWaterfall ? await readWaterfall(page, first.firstFrameMs) : undefined;
    const repeat = await repeatVisit(page, target, profile);
    return { first, repeat, ...(waterfall && { waterfall }) };
  } finally {
    await context.close();
  }
}
