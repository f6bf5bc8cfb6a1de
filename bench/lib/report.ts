import type { SeekFigures } from './seek-scenario';
import type { Summary } from './stats';
import type { SwitchRun } from './switch-scenario';

export interface FigureRow {
  figure: string;
  unit: string;
  /** By page name: ours, bare hls.js, video.js. */
  values: Record<string, Summary | undefined>;
}

/** A figure of our page alone, against another of ours and a target of issue 9. */
export interface OurFigureRow {
  figure: string;
  unit: string;
  value: Summary | undefined;
  /** The figure this one is compared with, by the ratio of their medians. */
  reference?: { figure: string; value: Summary | undefined };
  /** The target in words, and whether this bench run met it. */
  target?: { text: string; met: boolean };
}

export interface ChunkRow {
  file: string;
  gzipBytes: number;
}

export interface BenchResults {
  date: string;
  machine: string;
  runs: number;
  /** How many runs each scenario had, in words. */
  runNotes: string[];
  pages: string[];
  figures: FigureRow[];
  ours: OurFigureRow[];
  chunks: ChunkRow[];
  /** The figures other runners write beside these (their own files, so each can run alone). */
  seeAlso?: Record<string, string>;
  /** The raw figures behind our own table and the seeks, for whoever wants to look closer. */
  raw: {
    content2FirstFrameMs: number[];
    prerollFirstFrameMs: number[];
    seeks: Record<string, SeekFigures[]>;
    switchRuns: SwitchRun[];
  };
}

const format = (value: number, unit: string) => {
  if (!Number.isFinite(value)) return '–';
  if (unit === 'KiB') return value.toFixed(1);
  if (unit === 'MB') return value.toFixed(2);
  // Counts: a median of two runs may fall between whole numbers.
  if (unit === '') return Number.isInteger(value) ? String(value) : value.toFixed(1);
  return `${Math.round(value)}`;
};

function cell(summary: Summary | undefined, unit: string): string {
  if (!summary || !Number.isFinite(summary.median)) return '–';
  return `${format(summary.median, unit)} (${format(summary.min, unit)}–${format(summary.max, unit)})`;
}

function ratio(ours: Summary | undefined, reference: Summary | undefined): string {
  if (!ours || !reference || !(reference.median > 0)) return '–';
  return (ours.median / reference.median).toFixed(2);
}

const label = (figure: string, unit: string) => (unit ? `${figure} (${unit})` : figure);

const table = (cells: string[][]) => cells.map((line) => `| ${line.join(' | ')} |`).join('\n');

function sideBySide(results: BenchResults): string {
  const [ours = '', ...references] = results.pages;
  const header = [
    'figure',
    ...results.pages.map((page) => `${page}: median (min–max)`),
    ...references.map((page) => `ours / ${page}`),
  ];
  const rows = results.figures.map((row) => [
    label(row.figure, row.unit),
    ...results.pages.map((page) => cell(row.values[page], row.unit)),
    ...references.map((page) => ratio(row.values[ours], row.values[page])),
  ]);
  return table([header, header.map(() => '---'), ...rows]);
}

function ourTable(rows: OurFigureRow[]): string {
  const header = ['figure', 'ours: median (min–max)', 'compared with', 'ratio', 'target', 'met'];
  const lines = rows.map((row) => [
    label(row.figure, row.unit),
    cell(row.value, row.unit),
    row.reference ? `${row.reference.figure}: ${cell(row.reference.value, row.unit)}` : '–',
    row.reference ? ratio(row.value, row.reference.value) : '–',
    row.target?.text ?? '–',
    row.target ? (row.target.met ? 'yes' : '**no**') : '–',
  ]);
  return table([header, header.map(() => '---'), ...lines]);
}

/** The results as Markdown: medians with min–max, our figures as ratios to the references, and our own figures against their targets. */
export function resultsMarkdown(results: BenchResults): string {
  const chunks = results.chunks.map((chunk) => [chunk.file, (chunk.gzipBytes / 1024).toFixed(1)]);
  return [
    '# Benchmark results',
    '',
    `${results.date}, ${results.machine}; the pages alternate run by run, each run in a fresh browser profile. Reproduce with \`npm run bench\`.`,
    '',
    ...results.runNotes.map((note) => `- ${note}`),
    '',
    '## Our page and the references',
    '',
    sideBySide(results),
    '',
    '## Our page: episode switches, pre-roll, what stays alive',
    '',
    ourTable(results.ours),
    '',
    '## Built chunks (gzip)',
    '',
    table([['file', 'KiB gzip'], ['---', '---'], ...chunks]),
    '',
    '## Real networks',
    '',
    "The three pages on a broadband and a phone profile (first and repeat visits, our pre-roll, our page's request waterfall): [network-results.md](network-results.md) and .json, written by `npm run bench:network`, which `npm run bench` runs after the loading scenarios ([loading-results.md](loading-results.md)).",
    '',
  ].join('\n');
}
