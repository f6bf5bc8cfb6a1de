import BetterSqlite3 from 'better-sqlite3';
import { beforeAll, describe, expect, it } from 'vitest';
import { accessTokenOf } from './testing/access-token';
import { postQoe, qoeRecord } from './testing/qoe-records';
import { useTestServer } from './testing/use-test-server';

// Small bounds, so that a test writes past each.
const server = useTestServer({
  anonymousRowBounds: {
    pixelLogRows: 5,
    devices: 3,
    rowsPerDevice: 2,
    anonymousAbuseReports: 3,
    qoeRecords: 3,
  },
});

let viewerToken: string;
beforeAll(async () => {
  viewerToken = await accessTokenOf(server.origin, 'viewer@example.com', 'viewer-password');
});

/** Reads the server's SQLite file as it is now. */
function rows<Row>(sql: string, ...params: unknown[]): Row[] {
  const db = new BetterSqlite3(server.databaseFile, { readonly: true });
  try {
    return db.prepare(sql).all(...params) as Row[];
  } finally {
    db.close();
  }
}

/** Calls the API as a device (a string) or a signed-in user ({ token }). */
async function write(method: string, path: string, as: string | { token: string }, body?: unknown) {
  const headers: Record<string, string> =
    typeof as === 'string' ? { 'X-Session-Context': as } : { authorization: `Bearer ${as.token}` };
  if (body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${server.origin}/api${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(response.status, `${method} ${path}`).toBeLessThan(300);
}

const saveProgress = (as: string, episodeId: number) =>
  write('POST', `/contents/2/episodes/${episodeId}/time-progress`, as, { time: episodeId });
const viewerRows = (table: string, viewer: string) =>
  rows<{ episode_id: number }>(`SELECT episode_id FROM ${table} WHERE viewer = ?`, viewer).map(
    (row) => row.episode_id,
  );

describe('what writers who are not signed in leave in the database stays within bounds', () => {
  it('the pixel log keeps its newest rows', async () => {
    for (let pixel = 1; pixel <= 8; pixel++) {
      await fetch(`${server.origin}/ads/track?ad=bounded&event=e${pixel}`);
    }
    expect(rows<{ event: string }>('SELECT event FROM ad_events ORDER BY id')).toEqual(
      ['e4', 'e5', 'e6', 'e7', 'e8'].map((event) => ({ event })),
    );
  });

  it('the QoE records keep their newest', async () => {
    for (let view = 1; view <= 5; view++) {
      expect((await postQoe(server.origin, qoeRecord({ episode_id: view }))).status).toBe(204);
    }
    expect(rows<{ episode_id: number }>('SELECT episode_id FROM qoe_records ORDER BY id')).toEqual(
      [3, 4, 5].map((episode_id) => ({ episode_id })),
    );
  });

  it('a device keeps its newest progress, completed marks and history; a user all of theirs', async () => {
    const device = 'bounded-device';
    const entry = { time: 1 };
    for (const episodeId of [201, 202, 203]) {
      await saveProgress(device, episodeId);
      await write('POST', `/contents/2/episodes/${episodeId}/completed`, device);
      await write('POST', `/contents/2/history?episodeId=${episodeId}`, device, entry);
    }
    for (const table of ['time_progress', 'completed_episodes', 'history']) {
      expect(viewerRows(table, `device:${device}`).sort(), table).toEqual([202, 203]);
    }
    const user = { token: viewerToken };
    for (const episodeId of [201, 202, 203]) {
      await write('POST', `/contents/2/history?episodeId=${episodeId}`, user, entry);
    }
    const [viewer] = rows<{ id: number }>(
      "SELECT id FROM users WHERE email = 'viewer@example.com'",
    );
    expect(viewerRows('history', `user:${viewer?.id}`).sort()).toEqual([201, 202, 203]);
  });

  it('past the devices kept, the least recently written device is forgotten', async () => {
    for (const device of ['d1', 'd2', 'd3', 'd1']) await saveProgress(device, 201);
    await write('POST', '/contents/2/history', 'd2', { time: 5 });
    await write('POST', '/contents/2/episodes/204/completed', 'd2');
    // d3 and the device of the test before wrote longest ago; d4 makes one too many.
    await saveProgress('d4', 201);
    const devices = (table: string) =>
      rows<{ viewer: string }>(`SELECT DISTINCT viewer FROM ${table} ORDER BY viewer`)
        .map(({ viewer }) => viewer)
        .filter((viewer) => viewer.startsWith('device:'));
    expect(devices('anonymous_devices')).toEqual(['device:d1', 'device:d2', 'device:d4']);
    expect(devices('time_progress')).toEqual(['device:d1', 'device:d2', 'device:d4']);
    expect(devices('completed_episodes')).toEqual(['device:d2']);
    expect(devices('history')).toEqual(['device:d2']);
  });

  it('abuse reports by devices and by nobody known keep their newest; a user’s stay', async () => {
    const report = (message: string) => ({ contentId: 2, reason: 'broken', message });
    await write('POST', '/abuse/new', { token: viewerToken }, report('user'));
    for (const message of ['a1', 'a2', 'a3', 'a4']) {
      await write('POST', '/abuse/new', 'reporting-device', report(message));
    }
    await fetch(`${server.origin}/api/abuse/new`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(report('a5')),
    });
    expect(rows<{ message: string }>('SELECT message FROM abuse_reports ORDER BY id')).toEqual(
      ['user', 'a3', 'a4', 'a5'].map((message) => ({ message })),
    );
  });
});
