import { escapeHtml } from './html-text';
import {
  cdnSwitchesSection,
  count,
  errorsSection,
  exitsSection,
  rebufferingSection,
  startupSection,
  viewCount,
} from './qoe-sections';
import type { QoeSummary } from './qoe-summary';

// An ISO 8601 time to the minute, as a person reads it.
const minute = (iso: string) => `${iso.slice(0, 16).replace('T', ' ')} UTC`;

function overview(summary: QoeSummary): string {
  const { views, contentCount, firstReceivedAt, lastReceivedAt } = summary;
  const span =
    firstReceivedAt && lastReceivedAt
      ? ` from ${minute(firstReceivedAt)} to ${minute(lastReceivedAt)}`
      : '';
  const contents = `${count(contentCount)} ${contentCount === 1 ? 'content' : 'contents'}`;
  return `<p class="totals">${escapeHtml(`${viewCount(views)} recorded${span}, of ${contents}.`)}</p>`;
}

const emptyState = `<p class="totals">No view has been recorded yet. A player sends a record after each
episode view when its embed setting <code>qoeUrl</code> names this server’s <code>/qoe</code>, as the
demo host page’s players do.</p>`;

/**
 * The /qoe/ page: how the players' episode views went, drawn from the stored records. No script;
 * its styles come from `stylesheetHref`, as the pages' CSP wants.
 */
export function qoePage(summary: QoeSummary, stylesheetHref: string): string {
  const body =
    summary.views === 0
      ? emptyState
      : [
          overview(summary),
          startupSection(summary),
          rebufferingSection(summary),
          cdnSwitchesSection(summary),
          exitsSection(summary),
          errorsSection(summary),
        ].join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Quality of experience</title>
<link rel="stylesheet" href="${escapeHtml(stylesheetHref)}">
</head>
<body>
<main>
<h1>Quality of experience</h1>
<p>How the players’ episode views went, from the record each player sends once per view (the
newest records kept).</p>
${body}
</main>
</body>
</html>
`;
}
