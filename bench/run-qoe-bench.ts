// npm run bench:qoe: our page and bare hls.js play film 1 on three bandwidth traces (steady,
// mobile-like, a fall), measured alike from outside the player: startup, stalls, average bitrate
// and switches; writes bench/qoe-results.md and .json. It reports our two aims; it never fails on them.
import { execSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { chromium } from '@playwright/test';
import { format, resolveConfig } from 'prettier';
import { chromiumArgs, chromiumPath } from '../browser-kit/chromium-path';
import { repoPath } from '../server/paths';
import { startBenchPagesServer } from './lib/bench-pages-server';
import { startBenchServer } from './lib/bench-server';
import { qoePages } from './lib/qoe-pages';
import { qoeMarkdown, traceResults, type QoeResults } from './lib/qoe-report';
import { playOnTrace, type QoePlay } from './lib/qoe-scenario';
import { qoeTraces } from './lib/qoe-traces';
import { startShapingProxy } from './lib/shaping-proxy';
import { startPages } from './lib/start-pages';
import { fetchVariantBitrates } from './lib/variant-bitrates';

const runs = Number(process.env.BENCH_QOE_RUNS ?? 3);
// Film 1 lasts 30 s: a play ends with it, or at this time after navigation start at the latest.
const playUntilMs = 60_000;

/** list rotated by run, so that no page always goes first. */
const rotated = <T>(list: T[], run: number): T[] =>
  list.map((_, i) => list[(i + run) % list.length] as T);

// Written as Prettier would, so that `npm run lint` passes with the results in the tree.
async function writeFormatted(path: string, text: string): Promise<void> {
  const options = await resolveConfig(path);
  writeFileSync(path, await format(text, { ...options, filepath: path }));
}

async function main() {
  if (!process.env.BENCH_SKIP_BUILD) execSync('npm run build', { stdio: 'inherit' });
  const server = await startBenchServer();
  const pagesServer = await startBenchPagesServer();
  const { pages, stream } = qoePages(startPages(server, pagesServer.origin));
  const bitrates = await fetchVariantBitrates(stream);
  // Everything the browser loads passes the proxy, whose bandwidth the traces set.
  const proxy = await startShapingProxy(qoeTraces[0]?.steps[0]?.downMbit ?? 1);
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: chromiumArgs,
    proxy: { server: proxy.server },
  });
  const startedAt = Date.now();
  const traces: QoeResults['traces'] = [];
  try {
    for (const trace of qoeTraces) {
      const plays = new Map<string, QoePlay[]>(pages.map((page) => [page.name, []]));
      for (let run = 0; run < runs; run++) {
        for (const page of rotated(pages, run)) {
          process.stdout.write(`${trace.name} run ${run + 1}/${runs}: ${page.name}\n`);
          const setup = { trace, proxy, bitrates, untilMs: playUntilMs };
          const play = await playOnTrace(browser, page, setup).catch((error: unknown) => {
            throw new Error(`${trace.name}, ${page.name}: ${String(error)}`, { cause: error });
          });
          plays.get(page.name)?.push(play);
        }
      }
      traces.push(traceResults(trace, Object.fromEntries(plays)));
    }
  } finally {
    await browser.close();
    await proxy.close();
    await pagesServer.close();
    await server.close();
  }
  process.stdout.write(`${Math.round((Date.now() - startedAt) / 1000)} s of plays\n`);

  const results: QoeResults = {
    date: new Date().toISOString().slice(0, 10),
    machine: `${cpus().length} cores, Chromium headless`,
    runs,
    playUntilMs,
    bitrates,
    pages: pages.map((page) => page.name),
    traces,
    notes: [
      `Our page, the bare hls.js page, and our page without its response's stream preloads (?host_settings=1: the server writes none for a page that may take a host's settings, which an unframed page ignores) play film 1's default stream (${Object.entries(
        bitrates,
      )
        .map(([height, kbps]) => `${height}p at ${kbps} kbit/s`)
        .join(
          ', ',
        )}, 4 s fragments, 30 s long) from the reference server's media origin, with autoplay; each run in a fresh browser context, the pages alternating run by run. A play lasts until the film ends, or ${playUntilMs / 1000} s after navigation start at the latest.`,
      'The trace: its latency through the DevTools Protocol (Network.emulateNetworkConditions, set once before the navigation); its download bandwidth by the bench’s HTTP proxy (bench/lib/shaping-proxy.ts), through which the browser loads everything, one link shared by all responses, its bandwidth changed from the bench at each step (times counted from just before the navigation); upload not limited; the servers on loopback. Not DevTools’ throughput: in this Chromium, changing it lets every response in flight through at once (a 352 kB fragment at 1 Mbit/s took 2.9 s, and 1.0 s when the throughput changed 1 s in), which makes a trace with steps far kinder than its bandwidths.',
      'Measured alike on both pages by bench/pages/qoe-probe.js, added to the page before its scripts, from the content video (our page marks it data-player="content"; the bare page has one video): startup, navigation start to the first `playing` after which currentTime advanced; a stall, a `waiting` after the start until the next `playing` (a wait while seeking would not count; the bench does not seek), the rebuffering ratio being stall time / (playing time + stall time); the average bitrate, the BANDWIDTH of the variant whose RESOLUTION height is the video’s videoHeight, sampled every 250 ms while playing and weighted by time; a switch, a change of videoHeight while playing.',
      'Aims: our rebuffering ratio no more than the bare page’s, and our average bitrate at least 0.95 of the bare page’s, on each trace, on the medians. The bench reports them; it does not fail on them.',
    ],
  };
  const markdown = qoeMarkdown(results);
  await writeFormatted(repoPath('bench', 'qoe-results.json'), JSON.stringify(results));
  await writeFormatted(repoPath('bench', 'qoe-results.md'), markdown);
  process.stdout.write(markdown);
}

main().catch((error: unknown) => {
  process.stderr.write(`${String(error)}\n`);
  process.exit(1);
});
