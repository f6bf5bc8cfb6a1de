import { escapeHtml } from './html-text';

export interface Bar {
  label: string;
  value: number;
  /** The value as the chart writes it beside its bar. */
  text: string;
}

const rowHeight = 28;
const labelWidth = 250;
const barWidth = 320;
const width = labelWidth + barWidth + 110;
// What fits in labelWidth at the chart's font size, in Cyrillic too; the table has the whole label.
const labelChars = 28;

/** The label cut to labelChars, keeping its closing '(…)' (a content's id). */
function shortened(label: string): string {
  if (label.length <= labelChars) return label;
  const [, name = label, id = ''] = /^(.*?)( \([^()]*\))?$/.exec(label) ?? [];
  return `${name.slice(0, labelChars - id.length - 1).trimEnd()}…${id}`;
}

/** The chart's accessible name: what it shows, and every bar's figure. */
export function chartSummary(name: string, bars: Bar[]): string {
  return `${name}: ${bars.map((bar) => `${bar.label} ${bar.text}`).join('; ')}.`;
}

/**
 * A horizontal bar chart as SVG: a row per bar with its label, its bar to scale (the largest value
 * spans the full width) and its value written. It is one image to a screen reader, named by its
 * figures; the page shows the same figures as a table beside it.
 */
export function barChart(name: string, bars: Bar[]): string {
  const largest = Math.max(0, ...bars.map((bar) => bar.value));
  const rows = bars.map((bar, index) => {
    const y = index * rowHeight;
    // A value above nothing still shows as a sliver.
    const length = largest > 0 && bar.value > 0 ? Math.max(2, (bar.value / largest) * barWidth) : 0;
    return [
      `<text x="${labelWidth - 8}" y="${y + 18}" text-anchor="end">${escapeHtml(shortened(bar.label))}</text>`,
      `<rect class="bar" x="${labelWidth}" y="${y + 5}" width="${length.toFixed(1)}" height="${rowHeight - 10}"/>`,
      `<text x="${(labelWidth + length + 6).toFixed(1)}" y="${y + 18}">${escapeHtml(bar.text)}</text>`,
    ].join('');
  });
  const height = Math.max(1, bars.length) * rowHeight;
  const summary = escapeHtml(chartSummary(name, bars));
  return [
    `<svg role="img" aria-label="${summary}" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">`,
    `<title>${summary}</title>`,
    ...rows,
    '</svg>',
  ].join('');
}
