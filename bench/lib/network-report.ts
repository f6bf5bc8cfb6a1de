import type { VisitPair } from './network-scenario';
import type { NetworkProfile } from './network-profiles';
import { describeProfile } from './network-profiles';
import { summarize, type Summary } from './stats';
import { protectedPageName } from './start-pages';
import { waterfallMarkdown, type Waterfall } from './waterfall';

/** One page's loads on one profile, summarized over the runs. */
export interface NetworkPageFigures {
  firstFrameMs: Summary;
  loadedMetadataMs: Summary;
  repeatFirstFrameMs: Summary;
  repeatLoadedMetadataMs: Summary;
}

/** A ratio of two medians against its target (at most `limit`). */
export interface NetworkTarget {
  ratio: string;
  value: number;
  limit: number;
  met: boolean;
}

export interface NetworkProfileResults {
  profile: NetworkProfile;
  /** By page name: ours, bare hls.js, video.js 8. */
  pages: Record<string, NetworkPageFigures>;
  /** The pre-roll from the catalogue's own ad list (the target's), and from a host's list. */
  prerollFirstFrameMs: Summary;
  hostPrerollFirstFrameMs: Summary;
  targets: NetworkTarget[];
  /** Every run's figures, for whoever wants to look closer. */
  raw: {
    visits: Record<string, VisitPair[]>;
    prerollFirstFrameMs: number[];
    hostPrerollFirstFrameMs: number[];
  };
}

export interface NetworkResults {
  date: string;
  machine: string;
  runs: number;
  pages: string[];
  profiles: NetworkProfileResults[];
  /** Our page's first visit on one profile: the run whose first frame was the median. */
  waterfall?: { profile: string; run: number; waterfall: Waterfall };
  notes: string[];
}

// Issue targets: our first frame against the references', and the pre-roll against our own.
const targets: [string, string, number][] = [
  ['our first frame / bare hls.js', 'bare hls.js', 0.85],
  ['our first frame / video.js', 'video.js 8', 0.7],
];
const prerollLimit = 1.2;
// A protected film costs one license round trip more than a clear one, and little else.
const protectedLimit = 1.15;

const ratioTarget = (ratio: string, value: number, limit: number): NetworkTarget => ({
  ratio,
  value,
  limit,
  met: value <= limit,
});

/** One profile's runs summarized: medians by page, the pre-roll, and the three targets. */
export function profileResults(
  profile: NetworkProfile,
  visits: Record<string, VisitPair[]>,
  prerollFirstFrameMs: number[],
  hostPrerollFirstFrameMs: number[],
): NetworkProfileResults {
  const pages = Object.fromEntries(
    Object.entries(visits).map(([name, runs]) => [
      name,
      {
        firstFrameMs: summarize(runs.map((run) => run.first.firstFrameMs)),
        loadedMetadataMs: summarize(runs.map((run) => run.first.loadedMetadataMs)),
        repeatFirstFrameMs: summarize(runs.map((run) => run.repeat.firstFrameMs)),
        repeatLoadedMetadataMs: summarize(runs.map((run) => run.repeat.loadedMetadataMs)),
      },
    ]),
  );
  const ours = pages.ours?.firstFrameMs.median ?? Number.NaN;
  const preroll = summarize(prerollFirstFrameMs);
  return {
    profile,
    pages,
    prerollFirstFrameMs: preroll,
    hostPrerollFirstFrameMs: summarize(hostPrerollFirstFrameMs),
    targets: [
      ...targets.map(([ratio, page, limit]) =>
        ratioTarget(ratio, ours / (pages[page]?.firstFrameMs.median ?? Number.NaN), limit),
      ),
      ratioTarget('pre-roll first frame / our first frame', preroll.median / ours, prerollLimit),
      ratioTarget(
        'protected film first frame / our first frame',
        (pages[protectedPageName]?.firstFrameMs.median ?? Number.NaN) / ours,
        protectedLimit,
      ),
    ],
    // Waterfalls are reported once, on their own.
    raw: {
      visits: Object.fromEntries(
        Object.entries(visits).map(([name, runs]) => [
          name,
          runs.map(({ first, repeat }) => ({ first, repeat })),
        ]),
      ),
      prerollFirstFrameMs,
      hostPrerollFirstFrameMs,
    },
  };
}

const cell = (summary: Summary | undefined) =>
  summary && Number.isFinite(summary.median)
    ? `${Math.round(summary.median)} (${Math.round(summary.min)}–${Math.round(summary.max)})`
    : '–';

function profileMarkdown(results: NetworkProfileResults, pages: string[]): string {
  const rows = pages.map((name) => {
    const figures = results.pages[name];
    return `| ${name} | ${cell(figures?.firstFrameMs)} | ${cell(figures?.loadedMetadataMs)} | ${cell(figures?.repeatFirstFrameMs)} | ${cell(figures?.repeatLoadedMetadataMs)} |`;
  });
  return [
    `### ${results.profile.name}: ${describeProfile(results.profile)}`,
    '',
    '| page | first frame (ms) | loadedmetadata (ms) | repeat first frame (ms) | repeat loadedmetadata (ms) |',
    '| --- | --- | --- | --- | --- |',
    ...rows,
    `| ours, pre-roll from the catalogue's ad list (the ad's first frame) | ${cell(results.prerollFirstFrameMs)} | – | – | – |`,
    `| ours, pre-roll from a host's ad list (the ad's first frame) | ${cell(results.hostPrerollFirstFrameMs)} | – | – | – |`,
    '',
    ...results.targets.map(
      (target) =>
        `- \`${target.ratio}\` = ${Number.isFinite(target.value) ? target.value.toFixed(2) : '–'} (target ≤ ${target.limit}): ${target.met ? 'met' : '**missed**'}`,
    ),
  ].join('\n');
}

/** The real-network figures as Markdown: one table and four ratios per profile, then our waterfall. */
export function networkMarkdown(results: NetworkResults): string {
  const waterfall = results.waterfall;
  return [
    '# Real networks',
    '',
    `${results.date}, ${results.machine}. Reproduce with \`npm run bench:network\` (also run by \`npm run bench\`). Medians of ${results.runs} runs, (min–max).`,
    '',
    ...results.notes.map((note) => `- ${note}`),
    '',
    ...results.profiles.flatMap((profile) => [profileMarkdown(profile, results.pages), '']),
    ...(waterfall
      ? [
          `## Our page's requests, first visit on ${waterfall.profile} (run ${waterfall.run + 1}, its first frame the median)`,
          '',
          waterfallMarkdown(waterfall.waterfall),
          '',
        ]
      : []),
  ].join('\n');
}
