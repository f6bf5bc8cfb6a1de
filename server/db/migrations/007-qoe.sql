-- The quality-of-experience records the players send, one per episode view (POST /qoe); the
-- newest are kept (server/anonymous-row-bounds.ts), and /qoe/ draws them.
CREATE TABLE qoe_records (
  id INTEGER PRIMARY KEY,
  received_at TEXT NOT NULL,
  video_id INTEGER NOT NULL,
  episode_id INTEGER NOT NULL,
  session_id TEXT NOT NULL,
  video_title TEXT,
  device_type TEXT,
  startup_time_ms INTEGER,
  exit_before_start INTEGER NOT NULL,
  rebuffer_count INTEGER NOT NULL,
  rebuffer_duration_ms INTEGER NOT NULL,
  bitrate_switches INTEGER NOT NULL,
  avg_bitrate_kbps REAL,
  dropped_frames INTEGER NOT NULL,
  error_code TEXT,
  real_time_played_sec INTEGER NOT NULL
);
CREATE INDEX qoe_records_by_video ON qoe_records (video_id);
-- The page's median and 90th percentile read the startup times in order.
CREATE INDEX qoe_records_by_startup ON qoe_records (startup_time_ms);
