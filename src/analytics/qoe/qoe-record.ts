import type { QoeMoment, QoeViewIds } from './qoe-moments';
import { createQoeTracker, type QoeRecordFigures } from './qoe-tracker';

/**
 * The fields videoplayer_qoe adds to the statistics payload; real_time_played_sec is the view's
 * own (the rebuffering ratio is taken against it).
 */
export function qoeFields(ids: QoeViewIds, figures: QoeRecordFigures) {
  return {
    session_id: ids.sessionId,
    episode_id: ids.episodeId,
    startup_time_ms: figures.startupTimeMs,
    exit_before_start: figures.exitBeforeStart ? 1 : 0,
    rebuffer_count: figures.rebufferCount,
    rebuffer_duration_ms: figures.rebufferDurationMs,
    bitrate_switches: figures.bitrateSwitches,
    avg_bitrate_kbps: figures.avgBitrateKbps,
    dropped_frames: figures.droppedFrames,
    error_code: figures.errorCode,
    pathway: figures.pathway,
    pathway_switches: figures.pathwaySwitches,
    real_time_played_sec: Math.round(figures.playingMs / 1000),
  };
}

/**
 * The record to url as a beacon, which a closing page still delivers: a string body, sent as
 * text/plain (no CORS preflight); fetch with keepalive where the browser refuses the beacon.
 */
export function sendQoeBeacon(url: string, record: Record<string, unknown>): void {
  const body = JSON.stringify(record);
  try {
    if (navigator.sendBeacon(url, body)) return;
  } catch {
    // An address the beacon cannot take (not http(s)): fetch says why in the console.
  }
  void fetch(url, { method: 'POST', body, keepalive: true, mode: 'no-cors' }).catch(() => {});
}

/**
 * What the session's QoE moments come to (this chunk's entry): each view's record to the
 * statistics (`report` sends videoplayer_qoe and returns its payload) and, given one, to qoeUrl.
 */
export function qoeReports(
  report: (fields: Record<string, unknown>) => Record<string, unknown>,
  qoeUrl: string | undefined,
): (moment: QoeMoment) => void {
  return createQoeTracker((ids, figures) => {
    const record = report(qoeFields(ids, figures));
    if (qoeUrl) sendQoeBeacon(qoeUrl, record);
  }).take;
}
