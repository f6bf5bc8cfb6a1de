import type { QoePlay } from './qoe-scenario';
import type { QoeTrace } from './qoe-traces';
import { summarize, type Summary } from './stats';
import type { KbpsByHeight } from './variant-bitrates';

/** One page's plays on one trace, summarized over the runs. */
export interface QoePageFigures {
  startupMs: Summary;
  firstFrameMs: Summary;
  stalls: Summary;
  stallMs: Summary;
  rebufferingRatio: Summary;
  averageKbps: Summary;
  switches: Summary;
  fullyBufferedMs: Summary;
  /** Runs whose film played to its end within the bench's time. */
  endedRuns: number;
}

/** One of our page's two aims against bare hls.js, on the runs' medians. */
export interface QoeAim {
  aim: string;
  ours: number;
  bare: number;
  /** ours / bare (NaN when bare is 0). */
  ratio: number;
  met: boolean;
}

export interface QoeTraceResults {
  trace: QoeTrace;
  /** By page name: ours, bare hls.js, then any variation of ours. */
  pages: Record<string, QoePageFigures>;
  aims: QoeAim[];
  /** Every run's figures. */
  raw: Record<string, QoePlay[]>;
}

export interface QoeResults {
  date: string;
  machine: string;
  runs: number;
  /** How long a play may last, ms after navigation start, if the film has not ended. */
  playUntilMs: number;
  /** The stream's variants, kbit/s by height, as its multivariant playlist gives them. */
  bitrates: KbpsByHeight;
  pages: string[];
  traces: QoeTraceResults[];
  notes: string[];
}

export const oursName = 'ours';
export const bareName = 'bare hls.js';
// Our page keeps at least this share of the bare page's average bitrate.
const bitrateShare = 0.95;

type SummaryName = Exclude<keyof QoePageFigures, 'endedRuns'>;

function pageFigures(plays: QoePlay[]): QoePageFigures {
  const of = (figure: (play: QoePlay) => number) => summarize(plays.map(figure));
  return {
    startupMs: of((play) => play.startupMs),
    firstFrameMs: of((play) => play.firstFrameMs),
    stalls: of((play) => play.stalls),
    stallMs: of((play) => play.stallMs),
    rebufferingRatio: of((play) => play.rebufferingRatio),
    averageKbps: of((play) => play.averageKbps),
    switches: of((play) => play.switches),
    fullyBufferedMs: of((play) => play.fullyBufferedMs),
    endedRuns: plays.filter((play) => play.ended).length,
  };
}

/** One trace's runs summarized by page, with our two aims. */
export function traceResults(trace: QoeTrace, plays: Record<string, QoePlay[]>): QoeTraceResults {
  const pages = Object.fromEntries(
    Object.entries(plays).map(([name, runs]) => [name, pageFigures(runs)]),
  );
  const ours = pages[oursName];
  const bare = pages[bareName];
  const aim = (text: string, figure: SummaryName, met: (o: number, b: number) => boolean) => {
    const o = ours?.[figure].median ?? Number.NaN;
    const b = bare?.[figure].median ?? Number.NaN;
    return { aim: text, ours: o, bare: b, ratio: b > 0 ? o / b : Number.NaN, met: met(o, b) };
  };
  return {
    trace,
    pages,
    aims: [
      aim('rebuffering ratio no more than bare hls.js', 'rebufferingRatio', (o, b) => o <= b),
      aim(
        `average bitrate at least ${bitrateShare} of bare hls.js`,
        'averageKbps',
        (o, b) => o >= bitrateShare * b,
      ),
    ],
    raw: plays,
  };
}

const range = (summary: Summary, show: (value: number) => string) =>
  Number.isFinite(summary.median)
    ? `${show(summary.median)} (${show(summary.min)}–${show(summary.max)})`
    : '–';
const whole = (value: number) => String(Math.round(value));
const seconds = (ms: number) => (ms / 1000).toFixed(1);
const percent = (ratio: number) => `${(ratio * 100).toFixed(1)} %`;

function aimLine({ aim, ours, bare, ratio, met }: QoeAim, show: (value: number) => string) {
  const ratioText = Number.isFinite(ratio) ? `, ratio ${ratio.toFixed(2)}` : '';
  return `- ${aim}: ours ${show(ours)}, bare ${show(bare)}${ratioText}: ${met ? 'met' : '**missed**'}`;
}

/** Every stall of the trace's runs, page by page: where in the film and for how long. */
function stallLines(results: QoeTraceResults, pageNames: string[]): string[] {
  return pageNames.flatMap((name) => {
    const stalls = (results.raw[name] ?? []).flatMap((play, run) =>
      play.stallList.map(
        (stall) =>
          `run ${run + 1} at ${stall.mediaSeconds.toFixed(1)} s of the film (${seconds(stall.atMs)} s after navigation start), ${whole(stall.ms)} ms`,
      ),
    );
    return stalls.length > 0 ? [`- stalls of ${name}: ${stalls.join('; ')}`] : [];
  });
}

function traceMarkdown(results: QoeTraceResults, pageNames: string[], runs: number): string {
  const rows = pageNames.map((name) => {
    const page = results.pages[name];
    if (!page) return `| ${name} | – | – | – | – | – | – | – | – | – |`;
    return `| ${name} | ${range(page.startupMs, whole)} | ${range(page.firstFrameMs, whole)} | ${range(page.stalls, whole)} | ${range(page.stallMs, whole)} | ${range(page.rebufferingRatio, percent)} | ${range(page.averageKbps, whole)} | ${range(page.switches, whole)} | ${range(page.fullyBufferedMs, seconds)} | ${page.endedRuns}/${runs} |`;
  });
  const [rebuffering, bitrate] = results.aims;
  return [
    `### ${results.trace.name}: ${results.trace.description}, ${results.trace.latencyMs} ms round trip`,
    '',
    '| page | startup (ms) | first frame (ms) | stalls | stall time (ms) | rebuffering | average bitrate (kbit/s) | switches | whole film buffered at (s) | played to the end |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...rows,
    '',
    ...(rebuffering ? [aimLine(rebuffering, percent)] : []),
    ...(bitrate ? [aimLine(bitrate, (kbps) => `${whole(kbps)} kbit/s`)] : []),
    ...stallLines(results, pageNames),
  ].join('\n');
}

/** The QoE figures as Markdown: the method, then one table and the two aims per trace. */
export function qoeMarkdown(results: QoeResults): string {
  return [
    '# Quality of experience',
    '',
    `${results.date}, ${results.machine}. Reproduce with \`npm run bench:qoe\`. Medians of ${results.runs} runs, (min–max).`,
    '',
    ...results.notes.map((note) => `- ${note}`),
    '',
    ...results.traces.flatMap((trace) => [traceMarkdown(trace, results.pages, results.runs), '']),
  ].join('\n');
}
