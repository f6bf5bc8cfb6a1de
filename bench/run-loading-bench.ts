// npx tsx bench/run-loading-bench.ts: what an embed costs before anyone plays. An idle player
// (bytes and requests 15 s after load without a play, then a click timed to the first frame) and
// an article with six embeds (bytes before any interaction, which embeds loaded). With
// BENCH_BASELINE_DIST=<a dist/ of another build> the same scenarios run on that build too, side by
// side; writes bench/loading-results.md and .json.
import { execSync } from 'node:child_process';
import { statSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../browser-kit/chromium-path';
import { repoPath } from '../server/paths';
import { startTestServer, type TestServer } from '../server/testing/test-server';
import { measureArticle, type ArticleFigures } from './lib/article-scenario';
import { startBenchPagesServer } from './lib/bench-pages-server';
import { measureIdle, type IdleFigures } from './lib/idle-scenario';
import {
  loadingMarkdown,
  type LoadingBuildFigures,
  type LoadingResults,
} from './lib/loading-report';
import { summarize } from './lib/stats';

// The click's figure is the noisy one: more runs of the idle player than of the article.
const runs = Number(process.env.BENCH_LOADING_RUNS ?? 9);
const articleRuns = Number(process.env.BENCH_ARTICLE_RUNS ?? 3);
const baselineDist = process.env.BENCH_BASELINE_DIST;
// The article's embeds whose tops lie more than two viewports (2 x 720 px) down: 3 to 6.
const farEmbeds = [2, 3, 4, 5];

const film = (...path: string[]) => statSync(repoPath('media', 'films', 'film-1', ...path)).size;
// The most a player may fetch before a play: init and first fragment of each track.
const firstFragmentsBytes =
  Math.max(
    film('360p', 'init_0.mp4') + film('360p', 'seg_000.m4s'),
    film('720p', 'init_1.mp4') + film('720p', 'seg_000.m4s'),
  ) +
  film('audio_ru', 'init_2.mp4') +
  film('audio_ru', 'seg_000.m4s');

function buildFigures(idle: IdleFigures[], article: ArticleFigures[]): LoadingBuildFigures {
  const sum = (record: Record<string, number>) => Object.values(record).reduce((a, b) => a + b, 0);
  return {
    idle: {
      mediaBytes: summarize(idle.map((run) => run.bodyBytes.media)),
      mediaRequests: summarize(idle.map((run) => run.requests.media)),
      playlistBytes: summarize(idle.map((run) => run.bytes.playlists)),
      playlistRequests: summarize(idle.map((run) => run.requests.playlists)),
      javascriptBytes: summarize(idle.map((run) => run.bytes.javascript)),
      allBytes: summarize(idle.map((run) => sum(run.bytes))),
      allRequests: summarize(idle.map((run) => sum(run.requests))),
    },
    clickToFrameMs: summarize(idle.map((run) => run.clickToFrameMs)),
    article: {
      allBytes: summarize(article.map((run) => sum(run.bytes))),
      mediaBytes: summarize(article.map((run) => run.bytes.media)),
      javascriptBytes: summarize(article.map((run) => run.bytes.javascript)),
      allRequests: summarize(article.map((run) => sum(run.requests))),
    },
    articleLoaded: [0, 1, 2, 3, 4, 5].map((i) => article.filter((run) => run.loaded[i]).length),
  };
}

async function main() {
  if (!process.env.BENCH_SKIP_BUILD) execSync('npm run build', { stdio: 'inherit' });
  const servers: [string, TestServer][] = [
    ['this build', await startTestServer({ faults: false })],
  ];
  if (baselineDist) {
    const baseline = await startTestServer({
      faults: false,
      playerDir: join(baselineDist, 'player'),
      embedDir: join(baselineDist, 'embed'),
    });
    servers.push(['baseline', baseline]);
  }
  const pagesServer = await startBenchPagesServer();
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
  const idle = new Map<string, IdleFigures[]>();
  const article = new Map<string, ArticleFigures[]>();
  try {
    for (let run = 0; run < runs; run++) {
      // The builds alternate, the first one changing run by run.
      const order = run % 2 ? [...servers].reverse() : servers;
      for (const [name, server] of order) {
        process.stdout.write(`loading run ${run + 1}/${runs}: ${name}\n`);
        const idleRun = await measureIdle(browser, server.origin, true);
        idle.set(name, [...(idle.get(name) ?? []), idleRun]);
        if (run >= articleRuns) continue;
        const articleRun = await measureArticle(browser, pagesServer.origin, server.origin);
        article.set(name, [...(article.get(name) ?? []), articleRun]);
      }
    }
  } finally {
    await browser.close();
    await pagesServer.close();
    for (const [, server] of servers) await server.close();
  }

  const builds = Object.fromEntries(
    servers.map(([name]) => [name, buildFigures(idle.get(name) ?? [], article.get(name) ?? [])]),
  );
  const ours = builds['this build'] as LoadingBuildFigures;
  const baseline = builds.baseline;
  const clickRatio = baseline
    ? ours.clickToFrameMs.median / baseline.clickToFrameMs.median
    : undefined;
  const maxMedia = ours.idle.mediaBytes?.max ?? Number.NaN;
  const farLoaded = farEmbeds.reduce((count, i) => count + (ours.articleLoaded[i] ?? 0), 0);
  const results: LoadingResults = {
    date: new Date().toISOString().slice(0, 10),
    machine: `${cpus().length} cores, Chromium headless`,
    runs,
    articleRuns,
    builds,
    firstFragmentsBytes,
    targets: [
      {
        target: `idle player's media bytes at most the first fragment of each track (${(firstFragmentsBytes / 1000).toFixed(1)} kB with the init segments)`,
        value: `${(maxMedia / 1000).toFixed(1)} kB at most`,
        met: maxMedia <= firstFragmentsBytes,
      },
      {
        target: 'an embed more than two viewports away loads nothing (embeds 3 to 6)',
        value: `${farLoaded} loads in ${articleRuns} runs`,
        met: farLoaded === 0,
      },
      ...(clickRatio === undefined
        ? []
        : [
            {
              target: 'first frame after a click on an idle player within 1.1 times the baseline',
              value: `${clickRatio.toFixed(2)} times`,
              met: clickRatio <= 1.1,
            },
          ]),
    ],
    notes: [
      `${runs} runs of the idle player and ${articleRuns} of the article per build, each in a fresh browser context (no cache), the builds alternating; viewport 1280x720; no ads; bytes as the reference server sends them.`,
      'Idle: the player page (`movie_id=1`, no `auto_play`) from navigation to 15 s after its load event; bytes are on the wire (headers and bodies, media as bodies only, to compare with the files); then a click on play, timed from the click event to the presentation of the first frame past the start (requestVideoFrameCallback).',
      'Article: bench/pages/article.html on another origin, six embeds made by the embed script with its default loading strategy, their tops at 100, 1000, 2600, 5000, 8000 and 12000 px; every request of the page and its frames from navigation to 10 s after the load event, nobody scrolling.',
    ],
  };
  writeFileSync(repoPath('bench', 'loading-results.json'), `${JSON.stringify(results, null, 2)}\n`);
  writeFileSync(repoPath('bench', 'loading-results.md'), loadingMarkdown(results));
  process.stdout.write(loadingMarkdown(results));
}

main().catch((error: unknown) => {
  process.stderr.write(`${String(error)}\n`);
  process.exit(1);
});
