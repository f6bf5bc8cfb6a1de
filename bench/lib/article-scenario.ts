import type { Browser } from '@playwright/test';
import { recordRequests, type LedgerTotals } from './request-ledger';

export interface ArticleFigures extends LedgerTotals {
  /** For each of the six embeds, top to bottom: whether its player page loaded. */
  loaded: boolean[];
}

const quietWindowMs = 10_000;

/**
 * A host's article with six embeds down the page (bench/pages/article.html), nobody scrolling or
 * clicking: every byte from navigation to 10 s after the load event, and which embeds loaded.
 */
export async function measureArticle(
  browser: Browser,
  pagesOrigin: string,
  playerOrigin: string,
): Promise<ArticleFigures> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
  try {
    const page = await context.newPage();
    // The players of an article without ads: what the embeds themselves cost.
    await page.addInitScript((adListUrl) => {
      (window as Window & { playerEmbed?: object }).playerEmbed = { adListUrl };
    }, `${playerOrigin}/media/ads/no-ads.json`);
    const ledger = recordRequests(page);
    const url = `${pagesOrigin}/pages/article.html?player=${encodeURIComponent(playerOrigin)}`;
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForTimeout(quietWindowMs);
    ledger.freeze();
    const loaded = await page.evaluate(() =>
      [1, 2, 3, 4, 5, 6].map((i) => {
        const frame = document.querySelector<HTMLIFrameElement>(`#embed-${i} iframe`);
        // A frame without a src has fetched nothing; with one, its player page is loading.
        return Boolean(frame?.src.includes('/player/'));
      }),
    );
    return { ...(await ledger.totals()), loaded };
  } finally {
    await context.close();
  }
}
