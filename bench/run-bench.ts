// npm run bench: our player page against a bare hls.js page and a video.js 8 page, side by side,
// on the stream film 1 plays; writes bench/results.md and bench/results.json.
import { execSync } from 'node:child_process';
import { readdirSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../e2e/chromium-path';
import { repoPath } from '../server/paths';
import { startTestServer } from '../server/testing/test-server';
import { startBenchPagesServer } from './lib/bench-pages-server';
import { measureStart, measureSteady, type BenchPage } from './lib/measure';
import { resultsMarkdown, type BenchResults, type ChunkRow } from './lib/report';
import { gzipBytes } from './lib/script-bytes';
import { summarize } from './lib/stats';

const runs = Number(process.env.BENCH_RUNS ?? 9);
const steadyRuns = Number(process.env.BENCH_STEADY_RUNS ?? 3);
const steadyWindowMs = 20_000;

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
  const server = await startTestServer({ faults: false });
  const pagesServer = await startBenchPagesServer();
  const stream = `${server.origin}/media/films/film-1/voice-ru.m3u8`;
  const noAds = `${server.origin}/media/ads/no-ads.json`;
  const pages: BenchPage[] = [
    {
      name: 'ours',
      url: `${server.origin}/player/?movie_id=1&auto_play=1`,
      // No ads: the first frame of the film itself.
      embed: { adListUrl: noAds },
    },
    {
      name: 'bare hls.js',
      url: `${pagesServer.origin}/pages/bare-hls.html?src=${encodeURIComponent(stream)}`,
    },
    {
      name: 'video.js 8',
      url: `${pagesServer.origin}/pages/videojs.html?src=${encodeURIComponent(stream)}`,
    },
  ];
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
  const starts = new Map(
    pages.map((page) => [page.name, [] as Awaited<ReturnType<typeof measureStart>>[]]),
  );
  const steadies = new Map(
    pages.map((page) => [page.name, [] as Awaited<ReturnType<typeof measureSteady>>[]]),
  );
  try {
    for (let run = 0; run < runs; run++) {
      // Alternate the order run by run, so no page always goes first.
      const order = pages.map((_, i) => pages[(i + run) % pages.length] as BenchPage);
      for (const page of order) {
        process.stdout.write(`start run ${run + 1}/${runs}: ${page.name}\n`);
        starts.get(page.name)?.push(await named(page, measureStart(browser, page)));
      }
    }
    for (let run = 0; run < steadyRuns; run++) {
      for (const page of pages.map((_, i) => pages[(i + run) % pages.length] as BenchPage)) {
        process.stdout.write(`steady run ${run + 1}/${steadyRuns}: ${page.name}\n`);
        steadies
          .get(page.name)
          ?.push(await named(page, measureSteady(browser, page, steadyWindowMs)));
      }
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
    ],
    chunks: builtChunks(),
  };
  writeFileSync(repoPath('bench', 'results.json'), `${JSON.stringify(results, null, 2)}\n`);
  writeFileSync(repoPath('bench', 'results.md'), resultsMarkdown(results));
  process.stdout.write(resultsMarkdown(results));
}

main().catch((error: unknown) => {
  process.stderr.write(`${String(error)}\n`);
  process.exit(1);
});
