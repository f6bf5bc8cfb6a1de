import type { Database } from 'better-sqlite3';

/** One content's views, as the page draws them. */
export interface QoeContent {
  videoId: number;
  /** The newest title its records gave; null when none gave one. */
  title: string | null;
  views: number;
  exitsBeforeStart: number;
  stalledMs: number;
  playedMs: number;
  /** stalled / (stalled + played), 0 when neither. */
  rebufferingRatio: number;
  /** Views that named the CDN (content steering pathway) they came from: of a stream on several. */
  pathwayViews: number;
  /** Views in which the CDN delivering the film changed, and how often it changed in them all. */
  pathwaySwitchedViews: number;
  pathwaySwitches: number;
}

/** What the /qoe/ page draws, every figure aggregated in SQLite over the records kept. */
export interface QoeSummary {
  views: number;
  exitsBeforeStart: number;
  /** The first and last record's arrival (ISO 8601); null when there is none. */
  firstReceivedAt: string | null;
  lastReceivedAt: string | null;
  startup: {
    /** Views with a startup time (not those that never started, nor resumed ones). */
    timedViews: number;
    /** Views per bucket, in the order of startupBuckets. */
    bucketViews: number[];
    /** Nearest-rank percentiles of the timed views; null when there is none. */
    medianMs: number | null;
    p90Ms: number | null;
  };
  /** The most viewed contents first, at most listedAtMost of contentCount. */
  contents: QoeContent[];
  contentCount: number;
  /** Views that stopped on an error. */
  failedViews: number;
  /** Views per error code, the most frequent first, at most listedAtMost of errorCodeCount. */
  errors: { code: string; views: number }[];
  errorCodeCount: number;
}

/** The startup time's buckets: each from its bound (ms) up to the next one's. */
export const startupBuckets = [0, 500, 1000, 2000, 4000, 8000] as const;

/** The contents and error codes the page lists at most. */
export const listedAtMost = 20;

const bucketOf = `CASE ${startupBuckets
  .map((bound, index) => `WHEN startup_time_ms >= ${bound} THEN ${index}`)
  .reverse()
  .join(' ')} END`;

/** The summary's statements, prepared once; each call sums up the records as they are then. */
export function qoeSummaryQuery(db: Database): () => QoeSummary {
  const totals = db.prepare(`SELECT count(*) AS views,
      coalesce(sum(exit_before_start), 0) AS exitsBeforeStart,
      min(received_at) AS firstReceivedAt, max(received_at) AS lastReceivedAt,
      count(startup_time_ms) AS timedViews,
      count(DISTINCT video_id) AS contentCount, count(error_code) AS failedViews,
      count(DISTINCT error_code) AS errorCodeCount
    FROM qoe_records`);
  const buckets = db.prepare(`SELECT ${bucketOf} AS bucket, count(*) AS views
    FROM qoe_records WHERE startup_time_ms IS NOT NULL GROUP BY bucket`);
  // The nearest rank: the timed startup at this (0-based) place in order.
  const startupAtRank = db
    .prepare(
      `SELECT startup_time_ms FROM qoe_records WHERE startup_time_ms IS NOT NULL
      ORDER BY startup_time_ms LIMIT 1 OFFSET ?`,
    )
    .pluck();
  const contents = db.prepare(`SELECT video_id AS videoId,
      (SELECT video_title FROM qoe_records AS newest
        WHERE newest.video_id = viewed.video_id AND video_title IS NOT NULL
        ORDER BY id DESC LIMIT 1) AS title,
      count(*) AS views, sum(exit_before_start) AS exitsBeforeStart,
      sum(rebuffer_duration_ms) AS stalledMs, sum(real_time_played_sec) * 1000 AS playedMs,
      coalesce(sum(rebuffer_duration_ms) * 1.0
        / nullif(sum(rebuffer_duration_ms) + sum(real_time_played_sec) * 1000, 0), 0)
        AS rebufferingRatio,
      count(pathway) AS pathwayViews,
      count(CASE WHEN pathway_switches > 0 THEN 1 END) AS pathwaySwitchedViews,
      coalesce(sum(pathway_switches), 0) AS pathwaySwitches
    FROM qoe_records AS viewed GROUP BY video_id ORDER BY views DESC, video_id LIMIT ?`);
  const errors = db.prepare(`SELECT error_code AS code, count(*) AS views FROM qoe_records
    WHERE error_code IS NOT NULL GROUP BY error_code ORDER BY views DESC, code LIMIT ?`);

  const percentile = (share: number, timedViews: number) =>
    timedViews === 0
      ? null
      : ((startupAtRank.get(Math.ceil(share * timedViews) - 1) as number | undefined) ?? null);

  // better-sqlite3 is synchronous: no write comes between these reads.
  return () => {
    const { timedViews, ...total } = totals.get() as Totals;
    const viewsIn = new Map(
      (buckets.all() as { bucket: number; views: number }[]).map((row) => [row.bucket, row.views]),
    );
    return {
      ...total,
      startup: {
        timedViews,
        bucketViews: startupBuckets.map((_, index) => viewsIn.get(index) ?? 0),
        medianMs: percentile(0.5, timedViews),
        p90Ms: percentile(0.9, timedViews),
      },
      contents: contents.all(listedAtMost) as QoeContent[],
      errors: errors.all(listedAtMost) as QoeSummary['errors'],
    };
  };
}

type Totals = Omit<QoeSummary, 'startup' | 'contents' | 'errors'> & { timedViews: number };
