import type { Browser } from '@playwright/test';
import { repoPath } from '../../server/paths';
import { recordRequests, type LedgerTotals } from './request-ledger';

export interface IdleFigures extends LedgerTotals {
  /** The click on 'Воспроизвести' to the first new frame on screen, ms. */
  clickToFrameMs: number;
}

const idleWindowMs = 15_000;

interface ClickProbe {
  __clickToFrame?: number;
}

/**
 * An embed nobody plays: the player page without autoplay or ads, counted from navigation to 15 s
 * after its load event; then a click on play, timed to the first frame that moves on.
 */
export async function measureIdle(
  browser: Browser,
  origin: string,
  withClick: boolean,
): Promise<IdleFigures> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
  try {
    const page = await context.newPage();
    await page.addInitScript((adListUrl) => {
      (window as Window & { playerEmbed?: object }).playerEmbed = { adListUrl };
    }, `${origin}/media/ads/no-ads.json`);
    await page.addInitScript({ path: repoPath('bench', 'pages', 'click-probe.js') });
    const ledger = recordRequests(page);
    await page.goto(`${origin}/player/?movie_id=1`, { waitUntil: 'load' });
    await page.waitForTimeout(idleWindowMs);
    ledger.freeze();
    const totals = await ledger.totals();
    let clickToFrameMs = Number.NaN;
    if (withClick) {
      const play = page.getByRole('button', { name: 'Воспроизвести' }).first();
      await play.waitFor();
      await play.click();
      const probe = await page.waitForFunction(
        () => (window as unknown as ClickProbe).__clickToFrame,
      );
      clickToFrameMs = Number(await probe.jsonValue());
    }
    return { ...totals, clickToFrameMs };
  } finally {
    await context.close();
  }
}
