import type { QoeRecord } from '../qoe/qoe-record-schema';

/**
 * A QoE record as a player sends it: a started view of film 1 that played 30 s, with changes, from
 * its one CDN (no pathway).
 */
export function qoeRecord(fields: Partial<QoeRecord> = {}): QoeRecord {
  return {
    video_id: 1,
    episode_id: 101,
    session_id: '5f0c6a52-3f3e-4b8e-9d0b-2f3c1a9e7b10',
    video_title: 'Тестовый фильм',
    device_type: 'desktop',
    startup_time_ms: 800,
    exit_before_start: 0,
    rebuffer_count: 0,
    rebuffer_duration_ms: 0,
    bitrate_switches: 1,
    avg_bitrate_kbps: 758,
    dropped_frames: 0,
    error_code: null,
    real_time_played_sec: 30,
    pathway: null,
    pathway_switches: 0,
    ...fields,
  };
}

/** POSTs a body to the server's /qoe as a beacon does (text/plain), or as `type`. */
export function postQoe(
  origin: string,
  body: unknown,
  type = 'text/plain;charset=UTF-8',
  headers: Record<string, string> = {},
): Promise<Response> {
  return fetch(`${origin}/qoe`, {
    method: 'POST',
    headers: { 'Content-Type': type, ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}
