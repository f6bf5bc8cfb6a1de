/** One episode view's QoE record as the player sends it (src/analytics/qoe/qoe-record.ts). */
export interface QoeRecord {
  video_id: number;
  episode_id: number;
  session_id: string;
  video_title?: string;
  device_type?: string;
  startup_time_ms: number | null;
  exit_before_start: 0 | 1;
  rebuffer_count: number;
  rebuffer_duration_ms: number;
  bitrate_switches: number;
  avg_bitrate_kbps: number | null;
  dropped_frames: number;
  error_code: string | null;
  real_time_played_sec: number;
  /** The content steering pathway (CDN) of the view's last fragment; null on a stream of one CDN. */
  pathway?: string | null;
  /** How often the delivering pathway changed in the view. */
  pathway_switches?: number;
}

// No view lasts longer than a day: its times, and what can happen in them, are bounded by it.
const daySeconds = 24 * 60 * 60;
const dayMs = daySeconds * 1000;
const id = { type: 'integer', minimum: 1, maximum: Number.MAX_SAFE_INTEGER };
// More than one a second for a day.
const eventCount = { type: 'integer', minimum: 0, maximum: 100_000 };

/**
 * The record's JSON schema: the fields the page draws, bounded so that garbage is refused; the
 * statistics payload's other fields come along and are not kept.
 */
export const qoeRecordSchema = {
  type: 'object',
  required: [
    'video_id',
    'episode_id',
    'session_id',
    'startup_time_ms',
    'exit_before_start',
    'rebuffer_count',
    'rebuffer_duration_ms',
    'bitrate_switches',
    'avg_bitrate_kbps',
    'dropped_frames',
    'error_code',
    'real_time_played_sec',
  ],
  properties: {
    video_id: id,
    episode_id: id,
    // The view's CMCD session id (a UUID from the player, or one the server minted).
    session_id: { type: 'string', pattern: '^[A-Za-z0-9-]{1,64}$' },
    video_title: { type: 'string', maxLength: 300 },
    device_type: { type: 'string', maxLength: 20 },
    startup_time_ms: { type: ['integer', 'null'], minimum: 0, maximum: dayMs },
    exit_before_start: { enum: [0, 1] },
    rebuffer_count: eventCount,
    rebuffer_duration_ms: { type: 'integer', minimum: 0, maximum: dayMs },
    bitrate_switches: eventCount,
    // 1 Gbit/s: no stream's level comes near.
    avg_bitrate_kbps: { type: ['number', 'null'], minimum: 0, maximum: 1_000_000 },
    // A day at 240 frames a second, every one dropped.
    dropped_frames: { type: 'integer', minimum: 0, maximum: daySeconds * 240 },
    error_code: { type: ['string', 'null'], minLength: 1, maxLength: 100 },
    real_time_played_sec: { type: 'integer', minimum: 0, maximum: daySeconds },
    // Optional, as players older than CDN failover send neither.
    pathway: { type: ['string', 'null'], minLength: 1, maxLength: 64 },
    pathway_switches: eventCount,
  },
} as const;
