-- The anonymous devices (X-Session-Context) that stored progress, completed marks or history, in
-- the order of their last write, so that the least recently written is forgotten first when there
-- are too many (server/anonymous-row-bounds.ts): a new device id costs nothing to make up.
CREATE TABLE anonymous_devices (
  viewer TEXT PRIMARY KEY,  -- 'device:<device_fp>', as in time_progress
  last_write INTEGER NOT NULL  -- larger is more recent: a sequence, not a time
);
CREATE INDEX anonymous_devices_by_last_write ON anonymous_devices (last_write);

-- Devices from before this table count as the least recently written.
INSERT INTO anonymous_devices (viewer, last_write)
  SELECT viewer, 0 FROM time_progress WHERE viewer LIKE 'device:%'
  UNION SELECT viewer, 0 FROM completed_episodes WHERE viewer LIKE 'device:%'
  UNION SELECT viewer, 0 FROM history WHERE viewer LIKE 'device:%';
