import type { SoakSample, SoakVerdict } from './soak-verdict';

export interface SoakResults {
  date: string;
  machine: string;
  url: string;
  minutes: number;
  /** Why the run stopped early, if it did. */
  failure: string | undefined;
  /** How often the player called sendStat, by event. */
  statEvents: Record<string, number>;
  /** The error_type of the last videoplayer_error, if any. */
  lastStatError: string | undefined;
  /** What the run had to do to keep the series going, with when. */
  notes: string[];
  /** Uncaught errors of the page. */
  pageErrors: string[];
  samples: SoakSample[];
  verdicts: SoakVerdict[];
}

const table = (cells: string[][]) => cells.map((line) => `| ${line.join(' | ')} |`).join('\n');

const fixed = (value: number, unit: string) =>
  Number.isFinite(value) ? (unit === 'MB' ? value.toFixed(2) : String(value)) : '–';

function samplesTable(samples: SoakSample[]): string {
  const header = [
    's',
    'sample',
    'showing',
    'JS heap (MB)',
    '`<video>` in document',
    'live video elements',
    'live hls.js',
    'timeouts',
    'intervals',
    'episodes started',
    'episodes ended',
    'ad breaks',
    'ads',
  ];
  const rows = samples.map((sample) => [
    String(Math.round(sample.atSeconds)),
    sample.label,
    `${sample.phase}: ${sample.title}`,
    (sample.objects.jsHeapUsedBytes / 1e6).toFixed(2),
    String(sample.objects.videoElements),
    String(sample.objects.liveVideoElements),
    String(sample.objects.liveHlsInstances ?? '–'),
    String(sample.objects.timers.timeouts),
    String(sample.objects.timers.intervals),
    String(sample.counts.episodesStarted),
    String(sample.counts.episodesEnded),
    String(sample.counts.adBreaks),
    String(sample.counts.adsShown),
  ]);
  return table([header, header.map(() => '---'), ...rows]);
}

function verdictTable(verdicts: SoakVerdict[]): string {
  const header = [
    'figure',
    'median, first third',
    'median, last third',
    'change',
    'trend a minute',
    'max',
    'verdict',
  ];
  const rows = verdicts.map((row) => [
    row.unit ? `${row.figure} (${row.unit})` : row.figure,
    fixed(row.firstThird, row.unit),
    fixed(row.lastThird, row.unit),
    `${row.change >= 0 ? '+' : ''}${fixed(row.change, row.unit)}`,
    Number.isFinite(row.perMinute)
      ? `${row.perMinute >= 0 ? '+' : ''}${row.perMinute.toFixed(row.unit === 'MB' ? 3 : 2)}`
      : '–',
    fixed(row.max, row.unit),
    row.verdict === 'growing' ? '**growing**' : row.verdict,
  ]);
  return table([header, header.map(() => '---'), ...rows]);
}

/** The soak run as Markdown: how it went, the verdicts and every sample. */
export function soakMarkdown(results: SoakResults): string {
  const events = Object.entries(results.statEvents)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, count]) => `${name} ${count}`)
    .join(', ');
  return [
    '# Soak run',
    '',
    `${results.date}, ${results.machine}: one page of \`${results.url}\` for ${results.minutes} min, ` +
      'episode after episode with the demo pre-roll and mid-rolls; after the last episode the run ' +
      "picks season 1's first episode from the seasons menu. Samples after a forced garbage " +
      'collection every 30 s (MB = 10^6 bytes). Reproduce with `npm run soak` (`SOAK_MINUTES`).',
    '',
    results.failure ? `**The run failed: ${results.failure}**` : 'The run played to its end.',
    '',
    '## Verdicts',
    '',
    'Median of the last third of the samples after warm-up (from the end of the first episode) ' +
      'against the first third; growing means up by 1 or more (counts), or by more than 0.5 MB and ' +
      '5% (heap). The trend is the least-squares slope of the samples after warm-up.',
    '',
    verdictTable(results.verdicts),
    '',
    '## Samples',
    '',
    samplesTable(results.samples),
    '',
    `Statistics events: ${events || 'none'}${results.lastStatError ? ` (the last videoplayer_error: ${results.lastStatError})` : ''}.`,
    '',
    ...(results.notes.length
      ? [
          'What the run did to keep the series going:',
          '',
          ...results.notes.map((note) => `- ${note}`),
          '',
        ]
      : []),
    results.pageErrors.length
      ? `Uncaught errors of the page: ${results.pageErrors.join('; ')}`
      : 'No uncaught errors in the page.',
    '',
  ].join('\n');
}
