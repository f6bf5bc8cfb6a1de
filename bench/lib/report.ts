import type { Summary } from './stats';

export interface FigureRow {
  figure: string;
  unit: string;
  /** By page name: ours, bare hls.js, video.js. */
  values: Record<string, Summary | undefined>;
}

export interface ChunkRow {
  file: string;
  gzipBytes: number;
}

export interface BenchResults {
  date: string;
  machine: string;
  runs: number;
  pages: string[];
  figures: FigureRow[];
  chunks: ChunkRow[];
}

const format = (value: number, unit: string) =>
  Number.isFinite(value) ? `${unit === 'KiB' ? value.toFixed(1) : Math.round(value)}` : '–';

function cell(summary: Summary | undefined, unit: string): string {
  if (!summary || !Number.isFinite(summary.median)) return '–';
  return `${format(summary.median, unit)} (${format(summary.min, unit)}–${format(summary.max, unit)})`;
}

function ratio(ours: Summary | undefined, reference: Summary | undefined): string {
  if (!ours || !reference || !(reference.median > 0)) return '–';
  return (ours.median / reference.median).toFixed(2);
}

/** The results as Markdown: medians with min–max, and our figure as a ratio to each reference. */
export function resultsMarkdown(results: BenchResults): string {
  const [ours = '', ...references] = results.pages;
  const header = [
    'figure',
    ...results.pages.map((page) => `${page}: median (min–max)`),
    ...references.map((page) => `ours / ${page}`),
  ];
  const rows = results.figures.map((row) => [
    `${row.figure} (${row.unit})`,
    ...results.pages.map((page) => cell(row.values[page], row.unit)),
    ...references.map((page) => ratio(row.values[ours], row.values[page])),
  ]);
  const table = (cells: string[][]) => cells.map((line) => `| ${line.join(' | ')} |`).join('\n');
  const separator = header.map(() => '---');
  const chunks = results.chunks.map((chunk) => [chunk.file, (chunk.gzipBytes / 1024).toFixed(1)]);
  return [
    '# Benchmark results',
    '',
    `${results.date}, ${results.machine}; ${results.runs} runs of each page, alternating, each in a fresh browser profile. Reproduce with \`npm run bench\`.`,
    '',
    table([header, separator, ...rows]),
    '',
    '## Built chunks (gzip)',
    '',
    table([['file', 'KiB gzip'], ['---', '---'], ...chunks]),
    '',
  ].join('\n');
}
