import type { Database } from 'better-sqlite3';

/** How many rows writers who are not signed in may leave in the database, each kind at most. */
export interface AnonymousRowBounds {
  /** The demo ad server's pixel log keeps its newest rows. */
  pixelLogRows: number;
  /** Devices whose progress, completed marks and history are kept; the least recently written go first. */
  devices: number;
  /** A device keeps its newest rows of each: time progress, completed marks, history. */
  rowsPerDevice: number;
  /** Abuse reports filed by a device or by no one known, newest kept. */
  anonymousAbuseReports: number;
  /** The players' QoE records (POST /qoe), newest kept. */
  qoeRecords: number;
}

/**
 * Production bounds (reasons in docs/security.md). At most, devices hold devices × rowsPerDevice
 * rows in each of three tables, 6 million in all (well under a GB); a real device holds a few.
 */
export const defaultAnonymousRowBounds: AnonymousRowBounds = {
  pixelLogRows: 5000,
  devices: 10_000,
  rowsPerDevice: 200,
  anonymousAbuseReports: 10_000,
  // About 200 bytes a record, its indexes included: 20 MB; the page sums them up in about 0.1 s.
  qoeRecords: 100_000,
};

/** What the handlers tell after a write, so that the rows it added stay within their bound. */
export interface AnonymousRowKeeper {
  /** After the pixel log took the row of this id. */
  pixelLogged(id: number): void;
  /** After a write of progress, a completed mark or history for this viewer (a user's is left alone). */
  viewerWrote(viewerKey: string): void;
  /** After an abuse report by this viewer (undefined: nobody known). */
  abuseReported(viewerKey: string | undefined): void;
  /** After the QoE records took the row of this id. */
  qoeRecorded(id: number): void;
}

// Each table a device writes to, and what makes one of its rows newer than another.
const deviceTables = [
  { table: 'time_progress', newestFirst: 'updated_at DESC, rowid DESC' },
  { table: 'completed_episodes', newestFirst: 'completed_at DESC, rowid DESC' },
  { table: 'history', newestFirst: 'id DESC' },
] as const;

const isDevice = (viewerKey: string | undefined) => viewerKey?.startsWith('device:') === true;

/** The keeper of the bounds: the defaults, or those of ServerOptions. */
export function anonymousRowKeeper(
  db: Database,
  overrides: Partial<AnonymousRowBounds> = {},
): AnonymousRowKeeper {
  const bounds = { ...defaultAnonymousRowBounds, ...overrides };
  // Pixel ids only grow (the newest row is never the one deleted), so the oldest are the lowest.
  const trimPixelLog = db.prepare('DELETE FROM ad_events WHERE id <= ?');
  // The same holds for the QoE records.
  const trimQoeRecords = db.prepare('DELETE FROM qoe_records WHERE id <= ?');

  const trimDeviceTables = deviceTables.map(({ table, newestFirst }) =>
    db.prepare(
      `DELETE FROM ${table} WHERE rowid IN
         (SELECT rowid FROM ${table} WHERE viewer = ? ORDER BY ${newestFirst} LIMIT -1 OFFSET ?)`,
    ),
  );
  const isKnownDevice = db.prepare('SELECT 1 FROM anonymous_devices WHERE viewer = ?').pluck();
  const markLatestWrite = db.prepare(
    `INSERT INTO anonymous_devices (viewer, last_write)
     VALUES (?, (SELECT coalesce(max(last_write), 0) + 1 FROM anonymous_devices))
     ON CONFLICT (viewer) DO UPDATE SET last_write = excluded.last_write`,
  );
  const deviceCount = db.prepare('SELECT count(*) FROM anonymous_devices').pluck();
  const leastRecentDevices = db
    .prepare('SELECT viewer FROM anonymous_devices ORDER BY last_write LIMIT ?')
    .pluck();
  const forgetDevice = [...deviceTables.map(({ table }) => table), 'anonymous_devices'].map(
    (table) => db.prepare(`DELETE FROM ${table} WHERE viewer = ?`),
  );

  const deviceWrote = db.transaction((viewer: string) => {
    for (const trim of trimDeviceTables) trim.run(viewer, bounds.rowsPerDevice);
    const isNew = isKnownDevice.get(viewer) === undefined;
    markLatestWrite.run(viewer);
    if (!isNew) return;
    const excess = (deviceCount.get() as number) - bounds.devices;
    if (excess <= 0) return;
    for (const forgotten of leastRecentDevices.all(excess)) {
      for (const forget of forgetDevice) forget.run(forgotten);
    }
  });

  // Reports of signed-in users are theirs to answer for; the rest keep their newest.
  const anonymousReports = "(viewer IS NULL OR viewer LIKE 'device:%')";
  const anonymousReportCount = db
    .prepare(`SELECT count(*) FROM abuse_reports WHERE ${anonymousReports}`)
    .pluck();
  const dropOldestReports = db.prepare(
    `DELETE FROM abuse_reports WHERE id IN
       (SELECT id FROM abuse_reports WHERE ${anonymousReports} ORDER BY id LIMIT ?)`,
  );

  return {
    pixelLogged(id) {
      trimPixelLog.run(id - bounds.pixelLogRows);
    },
    viewerWrote(viewerKey) {
      if (isDevice(viewerKey)) deviceWrote(viewerKey);
    },
    abuseReported(viewerKey) {
      if (viewerKey !== undefined && !isDevice(viewerKey)) return;
      const excess = (anonymousReportCount.get() as number) - bounds.anonymousAbuseReports;
      if (excess > 0) dropOldestReports.run(excess);
    },
    qoeRecorded(id) {
      trimQoeRecords.run(id - bounds.qoeRecords);
    },
  };
}
