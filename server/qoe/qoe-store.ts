import type { Database } from 'better-sqlite3';
import type { AnonymousRowKeeper } from '../anonymous-row-bounds';
import type { QoeRecord } from './qoe-record-schema';
import { qoeSummaryQuery, type QoeSummary } from './qoe-summary';

export interface QoeStore {
  /** Stores a record; the oldest beyond the bound go (anonymous-row-bounds.ts). */
  add(record: QoeRecord, receivedAt: Date): void;
  /** What the /qoe/ page draws, summed up over the records kept. */
  summary(): QoeSummary;
}

/** The QoE records in SQLite (table qoe_records, migrations 007 and 008). */
export function createQoeStore(db: Database, rows: AnonymousRowKeeper): QoeStore {
  const insert = db.prepare(`INSERT INTO qoe_records (received_at, video_id, episode_id,
    session_id, video_title, device_type, startup_time_ms, exit_before_start, rebuffer_count,
    rebuffer_duration_ms, bitrate_switches, avg_bitrate_kbps, dropped_frames, error_code,
    real_time_played_sec, pathway, pathway_switches) VALUES (@received_at, @video_id,
    @episode_id, @session_id, @video_title, @device_type, @startup_time_ms, @exit_before_start,
    @rebuffer_count, @rebuffer_duration_ms, @bitrate_switches, @avg_bitrate_kbps, @dropped_frames,
    @error_code, @real_time_played_sec, @pathway, @pathway_switches)`);
  const add = db.transaction((record: QoeRecord, receivedAt: Date) => {
    const { lastInsertRowid } = insert.run(columnsOf(record, receivedAt));
    rows.qoeRecorded(Number(lastInsertRowid));
  });
  return { add, summary: qoeSummaryQuery(db) };
}

// The record's columns, by name; the statistics payload's other fields are not kept.
function columnsOf(record: QoeRecord, receivedAt: Date) {
  return {
    received_at: receivedAt.toISOString(),
    video_id: record.video_id,
    episode_id: record.episode_id,
    session_id: record.session_id,
    video_title: record.video_title ?? null,
    device_type: record.device_type ?? null,
    startup_time_ms: record.startup_time_ms,
    exit_before_start: record.exit_before_start,
    rebuffer_count: record.rebuffer_count,
    rebuffer_duration_ms: record.rebuffer_duration_ms,
    bitrate_switches: record.bitrate_switches,
    avg_bitrate_kbps: record.avg_bitrate_kbps,
    dropped_frames: record.dropped_frames,
    error_code: record.error_code,
    real_time_played_sec: record.real_time_played_sec,
    // NULL, not 0, from a player that does not tell: it may have switched.
    pathway: record.pathway ?? null,
    pathway_switches: record.pathway_switches ?? null,
  };
}
