// npm run soak (issue 10): one page of our player plays content 2 with the demo ads for
// SOAK_MINUTES (default 10), episode after episode, sampling what stays alive; writes
// bench/soak-results.md and bench/soak-results.json, and fails when the player shows an error
// screen or stops advancing.
import { writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { chromium, type Page } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../browser-kit/chromium-path';
import { repoPath } from '../server/paths';
import { startTestServer } from '../server/testing/test-server';
import { installLiveObjectsProbe, liveObjects } from '../browser-kit/live-objects';
import { seriesKeeper, soakCounts, soakState, type SoakState } from './lib/soak-page';
import { soakMarkdown, type SoakResults } from './lib/soak-report';
import { soakVerdicts, type SoakSample } from './lib/soak-verdict';

const minutes = Number(process.env.SOAK_MINUTES ?? 10);
const sampleEveryMs = 30_000;
const tickMs = 1_000;
// Nothing moved (content time, ad time, title, ads, episodes) for this long: the player is stuck.
const stallLimitMs = 60_000;
const warmedUp = 'first episode played';

async function sample(page: Page, startedAt: number, label: string): Promise<SoakSample> {
  const [objects, counts, state] = [
    await liveObjects(page),
    await soakCounts(page),
    await soakState(page),
  ];
  const { episodesStarted, episodesEnded, adsShown, adBreaks, errors } = counts;
  return {
    atSeconds: (Date.now() - startedAt) / 1000,
    label,
    objects,
    counts: { episodesStarted, episodesEnded, adsShown, adBreaks, errors },
    phase: state.phase,
    title: state.title,
  };
}

const signature = (state: SoakState, counts: { adsShown: number; episodesStarted: number }) =>
  [
    state.title,
    state.contentTime.toFixed(1),
    state.adTime?.toFixed(1),
    counts.adsShown,
    counts.episodesStarted,
  ].join('|');

/** Plays until the deadline, noting what it had to do; the reason it stopped early, if it did. */
async function soak(
  page: Page,
  startedAt: number,
  samples: SoakSample[],
  notes: string[],
): Promise<string | undefined> {
  const keepPlaying = seriesKeeper();
  const deadline = startedAt + minutes * 60_000;
  let nextSampleAt = startedAt + sampleEveryMs;
  let warm = false;
  let last = '';
  let lastMovedAt = Date.now();
  while (Date.now() < deadline) {
    const state = await soakState(page);
    if (state.errorScreen !== undefined)
      return `the player shows an error screen: '${state.errorScreen}'`;
    const counts = await soakCounts(page);
    const now = signature(state, counts);
    if (now !== last) {
      last = now;
      lastMovedAt = Date.now();
    } else if (Date.now() - lastMovedAt > stallLimitMs) {
      return `nothing advanced for ${stallLimitMs / 1000} s (${state.phase}: '${state.title}' at ${state.contentTime.toFixed(1)} s)`;
    }
    const note = await keepPlaying(page, state, counts);
    if (note) notes.push(`${Math.round((Date.now() - startedAt) / 1000)} s: ${note}`);
    if (!warm && counts.episodesEnded >= 1) {
      warm = true;
      samples.push(await sample(page, startedAt, warmedUp));
    }
    if (Date.now() >= nextSampleAt) {
      samples.push(await sample(page, startedAt, 'every 30 s'));
      nextSampleAt += sampleEveryMs;
    }
    await page.waitForTimeout(tickMs);
  }
  return undefined;
}

async function main() {
  const server = await startTestServer({ faults: false });
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
  const url = `${server.origin}/player/?movie_id=2&auto_play=1&advert=1`;
  const samples: SoakSample[] = [];
  const pageErrors: string[] = [];
  const notes: string[] = [];
  let failure: string | undefined;
  let stats: { events: Record<string, number>; lastError: string | undefined } | undefined;
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
    const page = await context.newPage();
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await installLiveObjectsProbe(page);
    await page.addInitScript({ path: repoPath('bench', 'pages', 'soak-probe.js') });
    await page.goto(url);
    await page.locator('video').first().waitFor({ state: 'attached', timeout: 30_000 });
    const startedAt = Date.now();
    samples.push(await sample(page, startedAt, 'start'));
    try {
      failure = await soak(page, startedAt, samples, notes);
    } catch (error) {
      failure = `the run broke: ${String(error)}`;
    }
    samples.push(await sample(page, startedAt, 'end'));
    const { events, lastError } = await soakCounts(page);
    stats = { events, lastError };
  } finally {
    await browser.close();
    await server.close();
  }
  if (pageErrors.length > 0 && !failure)
    failure = `the page threw: ${pageErrors.slice(0, 3).join('; ')}`;

  const results: SoakResults = {
    date: new Date().toISOString().slice(0, 10),
    machine: `${cpus().length} cores, Chromium headless`,
    url: url.replace(server.origin, ''),
    minutes,
    failure,
    statEvents: stats?.events ?? {},
    lastStatError: stats?.lastError,
    notes,
    pageErrors,
    samples,
    verdicts: soakVerdicts(samples, warmedUp),
  };
  writeFileSync(repoPath('bench', 'soak-results.json'), `${JSON.stringify(results, null, 2)}\n`);
  writeFileSync(repoPath('bench', 'soak-results.md'), soakMarkdown(results));
  process.stdout.write(soakMarkdown(results));
  if (failure) {
    process.stderr.write(`soak failed: ${failure}\n`);
    process.exit(1);
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${String(error)}\n`);
  process.exit(1);
});
