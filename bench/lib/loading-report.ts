import type { Summary } from './stats';

/** One build's figures of the loading scenarios, summarized over the runs. */
export interface LoadingBuildFigures {
  idle: Record<string, Summary>;
  clickToFrameMs: Summary;
  article: Record<string, Summary>;
  /** For each of the article's six embeds: in how many runs its player page loaded. */
  articleLoaded: number[];
}

export interface LoadingResults {
  date: string;
  machine: string;
  runs: number;
  articleRuns: number;
  builds: Record<string, LoadingBuildFigures>;
  /** Init segment and first fragment of the largest video level and of the default audio, bytes. */
  firstFragmentsBytes: number;
  targets: { target: string; value: string; met: boolean }[];
  notes: string[];
}

const kb = (bytes: number) => (bytes / 1000).toFixed(1);
const cell = (summary: Summary | undefined, format: (value: number) => string) =>
  summary ? `${format(summary.median)} (${format(summary.min)}–${format(summary.max)})` : '–';

const idleRows: [string, string, (value: number) => string][] = [
  ['idle.mediaBytes', 'idle player, media segments, kB', kb],
  ['idle.mediaRequests', 'idle player, media requests', String],
  ['idle.playlistBytes', 'idle player, playlists, kB', kb],
  ['idle.playlistRequests', 'idle player, playlist requests', String],
  ['idle.javascriptBytes', 'idle player, JavaScript, kB', kb],
  ['idle.allBytes', 'idle player, everything, kB', kb],
  ['idle.allRequests', 'idle player, requests', String],
  ['article.allBytes', 'article with six embeds, everything, kB', kb],
  ['article.mediaBytes', 'article with six embeds, media segments, kB', kb],
  ['article.javascriptBytes', 'article with six embeds, JavaScript, kB', kb],
  ['article.allRequests', 'article with six embeds, requests', String],
];

function figure(build: LoadingBuildFigures, key: string): Summary | undefined {
  const [scenario, name] = key.split('.') as ['idle' | 'article', string];
  return build[scenario][name];
}

/** The loading scenarios' results as Markdown: one column per build, side by side. */
export function loadingMarkdown(results: LoadingResults): string {
  const names = Object.keys(results.builds);
  const builds = names.map((name) => results.builds[name] as LoadingBuildFigures);
  const header = `| figure | ${names.join(' | ')} |\n| --- | ${names.map(() => '---').join(' | ')} |`;
  const rows = idleRows.map(
    ([key, label, format]) =>
      `| ${label} | ${builds.map((build) => cell(figure(build, key), format)).join(' | ')} |`,
  );
  rows.push(
    `| click on play to the first new frame, idle player, ms | ${builds
      .map((build) => cell(build.clickToFrameMs, (value) => value.toFixed(0)))
      .join(' | ')} |`,
    `| article: embeds whose player page loaded (runs of ${results.articleRuns}, top to bottom) | ${builds
      .map((build) => build.articleLoaded.join(' · '))
      .join(' | ')} |`,
  );
  const targets = results.targets.map(
    ({ target, value, met }) => `| ${target} | ${value} | ${met ? 'met' : 'MISSED'} |`,
  );
  return [
    `# What an embed costs before anyone plays (${results.date}, ${results.machine})`,
    '',
    header,
    ...rows,
    '',
    '| target | this run | verdict |',
    '| --- | --- | --- |',
    ...targets,
    '',
    ...results.notes.map((note) => `- ${note}`),
    '',
  ].join('\n');
}
