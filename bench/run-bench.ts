// npm run bench: our player page against a bare hls.js page and a video.js 8 page, side by side,
// on the stream film 1 plays, and our page's own episode switches and pre-roll start; writes
// bench/results.md and bench/results.json; then the loading scenarios (run-loading-bench.ts) and
// the real-network profiles (run-network-bench.ts).
import { execSync } from 'node:child_process';
import { readdirSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../browser-kit/chromium-path';
import { repoPath } from '../server/paths';
import { startBenchPagesServer } from './lib/bench-pages-server';
import {
  measureStart,
  measureSteady,
  type BenchPage,
  type StartFigures,
  type SteadyFigures,
} from './lib/measure';
import { ourFigureRows } from './lib/our-figures';
import { measurePrerollStart, prerollPage } from './lib/preroll-start';
import { resultsMarkdown, type BenchResults, type ChunkRow } from './lib/report';
import { gzipBytes } from './lib/script-bytes';
import { measureSeeks, type SeekFigures } from './lib/seek-scenario';
import { summarize } from './lib/stats';
import { startBenchServer } from './lib/bench-server';
import { startPages } from './lib/start-pages';
import { measureSwitches, seriesPage, type SwitchRun } from './lib/switch-scenario';

const runs = Number(process.env.BENCH_RUNS ?? 9);
const steadyRuns = Number(process.env.BENCH_STEADY_RUNS ?? 3);
const switchRuns = Number(process.env.BENCH_SWITCH_RUNS ?? 3);
const steadyWindowMs = 20_000;
const switchesPerRun = 10;

/** list rotated by run, so that no item always goes first. */
const rotated = <T>(list: T[], run: number): T[] =>
  list.map((_, i) => list[(i + run) % list.length] as T);

function push<T>(map: Map<string, T[]>, key: string, value: T): void {
  map.set(key, [...(map.get(key) ?? []), value]);
}

/** The measure's result, or its failure with the page's name in it. */
async function named<T>(page: BenchPage, measure: Promise<T>): Promise<T> {
  try {
    return await measure;
  } catch (error) {
    throw new Error(`${page.name}: ${String(error)}`, { cause: error });
  }
}

function builtChunks(): ChunkRow[] {
  const rows: ChunkRow[] = [];
  for (const dir of ['dist/player/assets', 'dist/embed']) {
    for (const file of readdirSync(repoPath(dir)).filter((name) => /\.m?js$/.test(name))) {
      rows.push({ file: `${dir}/${file}`, gzipBytes: gzipBytes(join(repoPath(dir), file)) });
    }
  }
  return rows.sort((a, b) => b.gzipBytes - a.gzipBytes);
}

async function main() {
  if (!process.env.BENCH_SKIP_BUILD) execSync('npm run build', { stdio: 'inherit' });
  const server = await startBenchServer();
  const pagesServer = await startBenchPagesServer();
  const pages = startPages(server, pagesServer.origin);
  const ours = pages[0] as BenchPage;
  const series = seriesPage(server.origin);
  const preroll = prerollPage(server.origin);
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
  const starts = new Map<string, StartFigures[]>();
  const prerollStarts: number[] = [];
  const seeks = new Map<string, SeekFigures[]>();
  const steadies = new Map<string, SteadyFigures[]>();
  const switches: SwitchRun[] = [];
  // The start runs: the three pages, our page on the series, and our page with a pre-roll.
  const startTasks = [
    ...[...pages, series].map((page) => ({
      page,
      measure: async () => push(starts, page.name, await measureStart(browser, page)),
    })),
    {
      page: preroll,
      measure: async () => void prerollStarts.push(await measurePrerollStart(browser, preroll)),
    },
  ];
  try {
    for (let run = 0; run < runs; run++) {
      for (const task of rotated(startTasks, run)) {
        process.stdout.write(`start run ${run + 1}/${runs}: ${task.page.name}\n`);
        await named(task.page, task.measure());
      }
    }
    for (let run = 0; run < runs; run++) {
      for (const page of rotated(pages, run)) {
        process.stdout.write(`seek run ${run + 1}/${runs}: ${page.name}\n`);
        push(seeks, page.name, await named(page, measureSeeks(browser, page)));
      }
    }
    for (let run = 0; run < steadyRuns; run++) {
      for (const page of rotated(pages, run)) {
        process.stdout.write(`steady run ${run + 1}/${steadyRuns}: ${page.name}\n`);
        push(steadies, page.name, await named(page, measureSteady(browser, page, steadyWindowMs)));
      }
    }
    for (let run = 0; run < switchRuns; run++) {
      process.stdout.write(`switch run ${run + 1}/${switchRuns}: ${series.name}\n`);
      switches.push(await named(series, measureSwitches(browser, series, switchesPerRun)));
    }
  } finally {
    await browser.close();
    await pagesServer.close();
    await server.close();
  }

  const byPage = <T>(source: Map<string, T[]>, pick: (value: T) => number | undefined) =>
    Object.fromEntries(
      pages.map((page) => {
        const values = (source.get(page.name) ?? [])
          .map(pick)
          .filter((v): v is number => v !== undefined);
        return [page.name, values.length ? summarize(values) : undefined];
      }),
    );
  const results: BenchResults = {
    date: new Date().toISOString().slice(0, 10),
    machine: `${cpus().length} cores, Chromium headless`,
    runs,
    runNotes: [
      `Start figures and seeks: ${runs} runs of each page; our page also on content 2 and with a pre-roll (${preroll.name}), in the same rotation.`,
      `Main-thread busy time and React commits: ${steadyRuns} runs of ${steadyWindowMs / 1000} s of playback.`,
      `Seeks: after 3 s of playback on a network throttled to 2 Mbit/s (unthrottled, the whole 30 s film is buffered within a second), the content video's currentTime is set 1 s ahead (buffered); then, at full speed again, to 24 s (not buffered); each is timed to the presentation of the first frame at the target (requestVideoFrameCallback's presentationTime).`,
      `Episode switches: ${switchRuns} runs of ${switchesPerRun} switches on content 2 without ads, each once the episode before showed its first frame: 'Следующая серия', and the seasons menu back to season 1's first episode after the last one. What stays alive is read after a forced garbage collection (MB = 10^6 bytes).`,
    ],
    pages: pages.map((page) => page.name),
    figures: [
      { figure: 'first frame', unit: 'ms', values: byPage(starts, (s) => s.firstFrameMs) },
      { figure: 'loadedmetadata', unit: 'ms', values: byPage(starts, (s) => s.loadedMetadataMs) },
      {
        figure: 'JavaScript before the first frame',
        unit: 'KiB',
        values: byPage(starts, (s) => s.scriptBytesBeforeFirstFrame / 1024),
      },
      {
        figure: `main-thread busy over ${steadyWindowMs / 1000} s of playback`,
        unit: 'ms',
        values: byPage(steadies, (s) => s.busyMs),
      },
      {
        figure: 'React commits a second while playing',
        unit: '/s',
        values: byPage(steadies, (s) => s.commitsPerSecond),
      },
      {
        figure: 'seek 1 s ahead (buffered), to the frame at the target',
        unit: 'ms',
        values: byPage(seeks, (s) => s.bufferedMs),
      },
      {
        figure: 'seek to 24 s (not buffered), to the frame at the target',
        unit: 'ms',
        values: byPage(seeks, (s) => s.unbufferedMs),
      },
    ],
    ours: ourFigureRows({
      firstFrameMs: (starts.get(ours.name) ?? []).map((s) => s.firstFrameMs),
      content2FirstFrameMs: (starts.get(series.name) ?? []).map((s) => s.firstFrameMs),
      prerollFirstFrameMs: prerollStarts,
      switchRuns: switches,
    }),
    chunks: builtChunks(),
    seeAlso: { loading: 'loading-results.json', realNetworks: 'network-results.json' },
    raw: {
      content2FirstFrameMs: (starts.get(series.name) ?? []).map((s) => s.firstFrameMs),
      prerollFirstFrameMs: prerollStarts,
      seeks: Object.fromEntries(seeks),
      switchRuns: switches,
    },
  };
  writeFileSync(repoPath('bench', 'results.json'), `${JSON.stringify(results, null, 2)}\n`);
  writeFileSync(repoPath('bench', 'results.md'), resultsMarkdown(results));
  process.stdout.write(resultsMarkdown(results));
  // What an embed costs before anyone plays: its own runner, on the build just measured.
  execSync('tsx bench/run-loading-bench.ts', {
    stdio: 'inherit',
    env: { ...process.env, BENCH_SKIP_BUILD: '1' },
  });
  // The same pages on real networks' round trips and bandwidth: its own runner too.
  execSync('tsx bench/run-network-bench.ts', {
    stdio: 'inherit',
    env: { ...process.env, BENCH_SKIP_BUILD: '1' },
  });
}

main().catch((error: unknown) => {
  process.stderr.write(`${String(error)}\n`);
  process.exit(1);
});
