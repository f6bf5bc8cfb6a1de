import type { Page } from '@playwright/test';

/** One request of a page (or its navigation, or the first frame), in ms after navigation start. */
export interface WaterfallRow {
  name: string;
  startMs: number;
  endMs: number;
  /** Bytes on the wire (Resource Timing's transferSize; 0 from the cache or across origins without Timing-Allow-Origin). */
  transferBytes: number;
}

export interface Waterfall {
  firstFrameMs: number;
  rows: WaterfallRow[];
}

// A query longer than this hides the path in a table; it is cut to '?…'.
const longestQuery = 32;

/** url without the page's own origin, and without a long query. */
export function shortName(url: string, pageOrigin: string): string {
  const parsed = new URL(url);
  const where = parsed.origin === pageOrigin ? '' : parsed.host;
  const query = parsed.search.length > longestQuery ? '?…' : parsed.search;
  return `${where}${parsed.pathname}${query}`;
}

/** The navigation and every request the page started before its first frame, as Resource Timing saw them. */
export async function readWaterfall(page: Page, firstFrameMs: number): Promise<Waterfall> {
  const { origin, entries } = await page.evaluate(() => ({
    origin: location.origin,
    entries: [
      ...performance.getEntriesByType('navigation'),
      ...performance.getEntriesByType('resource'),
    ].map((entry) => {
      const timing = entry as PerformanceResourceTiming;
      return {
        url: timing.name,
        startMs: timing.startTime,
        endMs: timing.responseEnd,
        transferBytes: timing.transferSize,
      };
    }),
  }));
  const rows = entries
    .filter((entry) => entry.startMs <= firstFrameMs)
    .sort((a, b) => a.startMs - b.startMs)
    .map(({ url, ...times }) => ({ name: shortName(url, origin), ...times }));
  rows.push({ name: 'first frame', startMs: firstFrameMs, endMs: firstFrameMs, transferBytes: 0 });
  return { firstFrameMs, rows };
}

const barWidth = 60;
const longestName = 44;

/** One row's bar: a column of `barWidth` cells over 0 to the first frame, █ where the request was under way. */
function bar(row: WaterfallRow, firstFrameMs: number): string {
  const cell = firstFrameMs / barWidth;
  let text = '';
  for (let i = 0; i < barWidth; i++) {
    const from = i * cell;
    const to = from + cell;
    // A request shorter than a cell still shows as one; the last cell takes the first frame itself.
    const inCell = row.startMs < to || (i === barWidth - 1 && row.startMs <= firstFrameMs);
    text += inCell && row.endMs >= from ? '█' : '·';
  }
  return row.endMs > firstFrameMs ? `${text}→` : `${text} `;
}

const fit = (name: string) =>
  name.length > longestName ? `${name.slice(0, longestName - 1)}…` : name.padEnd(longestName);

/** The waterfall as a Markdown table and a fixed-width bar chart scaled to the first frame. */
export function waterfallMarkdown(waterfall: Waterfall): string {
  const { firstFrameMs, rows } = waterfall;
  const ms = (value: number) => Math.round(value).toString();
  const table = [
    '| # | request | start (ms) | end (ms) | took (ms) | transferred (kB) |',
    '| --- | --- | --- | --- | --- | --- |',
    ...rows.map(
      (row, i) =>
        `| ${i + 1} | \`${row.name}\` | ${ms(row.startMs)} | ${ms(row.endMs)} | ${ms(row.endMs - row.startMs)} | ${(row.transferBytes / 1000).toFixed(1)} |`,
    ),
  ];
  const chart = [
    `${''.padEnd(longestName)}  0 ms${`${ms(firstFrameMs)} ms`.padStart(barWidth - 4)}`,
    ...rows.map(
      (row) =>
        `${fit(row.name)}  ${bar(row, firstFrameMs)} ${ms(row.startMs).padStart(5)}–${ms(row.endMs)}`,
    ),
  ];
  return [
    ...table,
    '',
    `Each cell of a bar is ${(firstFrameMs / barWidth).toFixed(0)} ms; → : still under way at the first frame.`,
    '',
    '```text',
    ...chart,
    '```',
  ].join('\n');
}
