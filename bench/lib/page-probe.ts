import type { Page } from '@playwright/test';
import { repoPath } from '../../server/paths';

/** What the probe (bench/pages/probe.js) records in a page, in ms since navigation start. */
export interface ProbeTimes {
  loadedMetadata?: number;
  firstFrame?: number;
  /** Our page's first ad video's first presented frame. */
  adFirstFrame?: number;
  commits?: number;
}

/** Installs the probe in page, before its scripts; with countCommits it counts React commits too. */
export async function installProbe(page: Page, countCommits: boolean): Promise<void> {
  if (countCommits) await page.addInitScript({ content: 'window.__benchCountCommits = true;' });
  await page.addInitScript({ path: repoPath('bench', 'pages', 'probe.js') });
}
