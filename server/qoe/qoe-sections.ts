import { barChart, type Bar } from './bar-chart';
import { escapeHtml, htmlTable } from './html-text';
import { startupBuckets, type QoeContent, type QoeSummary } from './qoe-summary';

export const count = (n: number) => n.toLocaleString('en-US');
export const viewCount = (n: number) => `${count(n)} ${n === 1 ? 'view' : 'views'}`;
export const percent = (share: number) => `${(share * 100).toFixed(1)}%`;
const seconds = (ms: number, digits = 2) => `${(ms / 1000).toFixed(digits)} s`;
const contentName = (content: QoeContent) =>
  content.title ? `${content.title} (${content.videoId})` : `Content ${content.videoId}`;

// "under 0.5 s", "0.5–1 s", …, "8 s or more".
const bucketLabels = startupBuckets.map((bound, index) => {
  const next = startupBuckets[index + 1];
  if (index === 0 && next !== undefined) return `under ${next / 1000} s`;
  return next === undefined ? `${bound / 1000} s or more` : `${bound / 1000}–${next / 1000} s`;
});

/** A section: its heading, what it shows in words, then a chart and its figures as a table. */
function section(heading: string, words: string, figures = ''): string {
  return `<section>\n<h2>${escapeHtml(heading)}</h2>\n<p>${escapeHtml(words)}</p>\n${figures}\n</section>`;
}

// Said under a list the page cut short.
const listed = (shown: number, all: number, what: string) =>
  shown < all ? ` The ${shown} ${what} of ${count(all)}.` : '';

export function startupSection({ startup }: QoeSummary): string {
  const heading = 'Startup time';
  if (startup.timedViews === 0 || startup.medianMs === null || startup.p90Ms === null) {
    return section(heading, 'No view has a startup time yet: none reached its first frame.');
  }
  const bars: Bar[] = startup.bucketViews.map((views, index) => ({
    label: bucketLabels[index] ?? '',
    value: views,
    text: viewCount(views),
  }));
  return section(
    heading,
    `From the play asked to the first frame, ad breaks left out, over ${viewCount(startup.timedViews)}: median ${seconds(startup.medianMs)}, 90th percentile ${seconds(startup.p90Ms)}.`,
    barChart(`Views by startup time`, bars) +
      htmlTable(
        'Views by startup time',
        ['Startup time', 'Views', 'Share'],
        startup.bucketViews.map((views, index) => [
          bucketLabels[index] ?? '',
          count(views),
          percent(views / startup.timedViews),
        ]),
      ),
  );
}

export function rebufferingSection({ contents, contentCount }: QoeSummary): string {
  const bars = contents.map((content) => ({
    label: contentName(content),
    value: content.rebufferingRatio,
    text: percent(content.rebufferingRatio),
  }));
  return section(
    'Rebuffering per content',
    `Time stalled after the start, as a share of the time stalled and playing, over all the content's views.${listed(contents.length, contentCount, 'most viewed contents')}`,
    barChart('Rebuffering ratio per content', bars) +
      htmlTable(
        'Rebuffering per content',
        ['Content', 'Views', 'Stalled', 'Played', 'Rebuffering ratio'],
        contents.map((content) => [
          contentName(content),
          count(content.views),
          seconds(content.stalledMs, 1),
          seconds(content.playedMs, 1),
          percent(content.rebufferingRatio),
        ]),
      ),
  );
}

export function cdnSwitchesSection({ contents, contentCount }: QoeSummary): string {
  const heading = 'CDN switches per content';
  // Only streams on more than one CDN (content steering, redundant variants) name theirs.
  const onSeveral = contents.filter((content) => content.pathwayViews > 0);
  if (onSeveral.length === 0) {
    return section(heading, 'No view played a stream from more than one CDN.');
  }
  return section(
    heading,
    `Views of a stream from more than one CDN in which the CDN delivering the film changed (a failover or the steering server's new order), and how often it changed in them all.${listed(contents.length, contentCount, 'most viewed contents')}`,
    htmlTable(
      'CDN switches per content',
      ['Content', 'Views from several CDNs', 'Views that switched CDN', 'Switches'],
      onSeveral.map((content) => [
        contentName(content),
        count(content.pathwayViews),
        count(content.pathwaySwitchedViews),
        count(content.pathwaySwitches),
      ]),
    ),
  );
}

export function exitsSection(summary: QoeSummary): string {
  const { contents, contentCount } = summary;
  const exitShare = (content: QoeContent) => content.exitsBeforeStart / content.views;
  const bars = contents.map((content) => ({
    label: contentName(content),
    value: exitShare(content),
    text: `${percent(exitShare(content))} (${count(content.exitsBeforeStart)} of ${count(content.views)})`,
  }));
  return section(
    'Exits before start',
    `Views in which a play was asked and that ended before their first frame: ${count(summary.exitsBeforeStart)} of ${viewCount(summary.views)} (${percent(summary.exitsBeforeStart / summary.views)}) in all.${listed(contents.length, contentCount, 'most viewed contents')}`,
    barChart('Exits before start per content', bars) +
      htmlTable(
        'Exits before start per content',
        ['Content', 'Views', 'Exits before start', 'Share'],
        contents.map((content) => [
          contentName(content),
          count(content.views),
          count(content.exitsBeforeStart),
          percent(exitShare(content)),
        ]),
      ),
  );
}

export function errorsSection({ errors, errorCodeCount, failedViews, views }: QoeSummary): string {
  const heading = 'Errors by code';
  if (failedViews === 0) return section(heading, 'No view stopped on an error.');
  const bars = errors.map((error) => ({
    label: error.code,
    value: error.views,
    text: viewCount(error.views),
  }));
  return section(
    heading,
    `Views that stopped on an error, by the error's code: ${count(failedViews)} of ${viewCount(views)}.${listed(errors.length, errorCodeCount, 'most frequent codes')}`,
    barChart('Views by error code', bars) +
      htmlTable(
        'Views by error code',
        ['Error code', 'Views'],
        errors.map((error) => [error.code, count(error.views)]),
      ),
  );
}
