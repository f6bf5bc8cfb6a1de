// npm run bench:network: our page, bare hls.js and video.js 8 on two real-network profiles
// (broadband; a phone on 4G with a CPU slowed 4x): first and repeat visits, our pre-roll start,
// and our page's request waterfall on broadband; writes bench/network-results.md and .json.
import { execSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { chromium, type Page } from '@playwright/test';
import { format, resolveConfig } from 'prettier';
import { chromiumArgs, chromiumPath } from '../browser-kit/chromium-path';
import { repoPath } from '../server/paths';
import { startBenchPagesServer } from './lib/bench-pages-server';
import { applyNetworkProfile, networkProfiles } from './lib/network-profiles';
import {
  networkMarkdown,
  profileResults,
  type NetworkProfileResults,
  type NetworkResults,
} from './lib/network-report';
import { measureVisits, type VisitPair } from './lib/network-scenario';
import type { BenchPage } from './lib/open-fresh';
import { cataloguePrerollPage, measurePrerollStart, prerollPage } from './lib/preroll-start';
import { startBenchServer, startPrerollBenchServer } from './lib/bench-server';
import { protectedFilmPage, startPages } from './lib/start-pages';
import { summarize } from './lib/stats';

const runs = Number(process.env.BENCH_NET_RUNS ?? 5);
// The profile whose waterfall of our page the report shows.
const waterfallProfile = 'broadband';

/** list rotated by run, so that no item always goes first. */
const rotated = <T>(list: T[], run: number): T[] =>
  list.map((_, i) => list[(i + run) % list.length] as T);

/** The measure's result, or its failure with the page's and profile's names in it. */
async function named<T>(what: string, measure: Promise<T>): Promise<T> {
  try {
    return await measure;
  } catch (error) {
    throw new Error(`${what}: ${String(error)}`, { cause: error });
  }
}

/** The run whose first frame lies nearest the median: the representative one. */
function medianRun(visits: VisitPair[]): number {
  const median = summarize(visits.map((visit) => visit.first.firstFrameMs)).median;
  let best = 0;
  visits.forEach((visit, run) => {
    const distance = Math.abs(visit.first.firstFrameMs - median);
    if (distance < Math.abs((visits[best]?.first.firstFrameMs ?? Infinity) - median)) best = run;
  });
  return best;
}

// Written as Prettier would, so that `npm run lint` passes with the results in the tree.
async function writeFormatted(path: string, text: string): Promise<void> {
  const options = await resolveConfig(path);
  writeFileSync(path, await format(text, { ...options, filepath: path }));
}

async function main() {
  if (!process.env.BENCH_SKIP_BUILD) execSync('npm run build', { stdio: 'inherit' });
  const server = await startBenchServer();
  const pagesServer = await startBenchPagesServer();
  const pages = [...startPages(server, pagesServer.origin), protectedFilmPage(server)];
  const adsServer = await startPrerollBenchServer(server.mediaOrigin);
  // The target's pre-roll: the catalogue's own ad list, which the page carries; and, for
  // comparison, a host's list, which costs the page a call.
  const preroll = cataloguePrerollPage(adsServer.origin);
  const hostPreroll = prerollPage(server.origin);
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
  const profiles: NetworkProfileResults[] = [];
  let waterfall: NetworkResults['waterfall'];
  try {
    for (const profile of networkProfiles) {
      const visits = new Map<string, VisitPair[]>(pages.map((page) => [page.name, []]));
      const prerollStarts: number[] = [];
      const hostPrerollStarts: number[] = [];
      const beforeNavigation = (page: Page) => applyNetworkProfile(page, profile);
      const withWaterfall = profile.name === waterfallProfile;
      const tasks: { page: BenchPage; measure: () => Promise<void> }[] = [
        ...pages.map((page) => ({
          page,
          measure: async () => {
            const ours = page === pages[0];
            const pair = await measureVisits(browser, page, profile, ours && withWaterfall);
            visits.get(page.name)?.push(pair);
          },
        })),
        {
          page: preroll,
          measure: async () => {
            prerollStarts.push(await measurePrerollStart(browser, preroll, { beforeNavigation }));
          },
        },
        {
          page: hostPreroll,
          measure: async () => {
            hostPrerollStarts.push(
              await measurePrerollStart(browser, hostPreroll, { beforeNavigation }),
            );
          },
        },
      ];
      for (let run = 0; run < runs; run++) {
        for (const task of rotated(tasks, run)) {
          process.stdout.write(`${profile.name} run ${run + 1}/${runs}: ${task.page.name}\n`);
          await named(`${profile.name}, ${task.page.name}`, task.measure());
        }
      }
      profiles.push(
        profileResults(profile, Object.fromEntries(visits), prerollStarts, hostPrerollStarts),
      );
      const ours = visits.get(pages[0]?.name ?? '') ?? [];
      const run = medianRun(ours);
      const chosen = ours[run]?.waterfall;
      if (withWaterfall && chosen) waterfall = { profile: profile.name, run, waterfall: chosen };
    }
  } finally {
    await browser.close();
    await pagesServer.close();
    await adsServer.close();
    await server.close();
  }

  const results: NetworkResults = {
    date: new Date().toISOString().slice(0, 10),
    machine: `${cpus().length} cores, Chromium headless`,
    runs,
    pages: pages.map((page) => page.name),
    profiles,
    ...(waterfall && { waterfall }),
    notes: [
      `Each profile is set through the DevTools Protocol on the page before it navigates (Network.emulateNetworkConditions; Emulation.setCPUThrottlingRate on the phone), alike for all pages; the servers themselves are on loopback.`,
      `Per profile, ${runs} runs of each page and of our page with a pre-roll (preroll-skippable): from the catalogue's own ad list, which the reference server writes into the page (a second reference server, its catalogue's list naming that pre-roll, its media on the first one's origin), and from a host's ad list (embed setting adListUrl), which the page must call for; the order rotating run by run. Each run is a fresh browser context: a first visit to the content's first frame, then, in the same context, about:blank and the same address again (a repeat visit, HTTP cache warm).`,
      'Our page is served by the reference server (its build precompressed, assets immutable, the page no-cache); the reference pages and their libraries by bench-pages-server, brotli or gzip by Accept-Encoding, libraries immutable, pages no-cache. All pages play film 1 from the reference server, but our protected film: film 6, film 1’s stream encrypted with Clear Key, its license from the reference server.',
      'First frame: navigation start to the first requestVideoFrameCallback of the content video; pre-roll: to the first frame of the ad video. Targets: our first frame at most 0.85 of bare hls.js and 0.7 of video.js; the pre-roll at most 1.2 of our first frame; the protected film’s first frame at most 1.15 of the clear film’s.',
    ],
  };
  const markdown = networkMarkdown(results);
  await writeFormatted(repoPath('bench', 'network-results.json'), JSON.stringify(results));
  await writeFormatted(repoPath('bench', 'network-results.md'), markdown);
  process.stdout.write(markdown);
}

main().catch((error: unknown) => {
  process.stderr.write(`${String(error)}\n`);
  process.exit(1);
});
