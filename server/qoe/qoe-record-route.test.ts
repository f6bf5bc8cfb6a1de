import BetterSqlite3 from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { postQoe, qoeRecord } from '../testing/qoe-records';
import { useTestServer } from '../testing/use-test-server';

const server = useTestServer();

/** The stored records, oldest first, as the server's SQLite file holds them now. */
function storedRecords(): Record<string, unknown>[] {
  const db = new BetterSqlite3(server.databaseFile, { readonly: true });
  try {
    return db.prepare('SELECT * FROM qoe_records ORDER BY id').all() as Record<string, unknown>[];
  } finally {
    db.close();
  }
}

describe('POST /qoe', () => {
  it('stores a record sent as a beacon (text/plain), leaving the payload’s other fields out', async () => {
    const before = storedRecords().length;
    // The server's clock, a day ahead of the real one: the arrival is read from it.
    server.clock.advance(24 * 60 * 60 * 1000);
    const sentAt = server.clock.now();
    const answer = await postQoe(server.origin, {
      ...qoeRecord({ video_id: 3, startup_time_ms: 1234, error_code: 'fragLoadError' }),
      current_time: 12.5,
      isTrailer: 0,
      countries: ['ru'],
    });
    expect(answer.status).toBe(204);
    expect(await answer.text()).toBe('');
    const stored = storedRecords();
    expect(stored).toHaveLength(before + 1);
    const { id, received_at, ...columns } = stored.at(-1) ?? {};
    expect(id).toEqual(expect.any(Number));
    const receivedAt = Date.parse(String(received_at));
    expect(receivedAt).toBeGreaterThanOrEqual(sentAt);
    expect(receivedAt).toBeLessThanOrEqual(server.clock.now());
    expect(columns).toEqual({
      ...qoeRecord({ video_id: 3, startup_time_ms: 1234, error_code: 'fragLoadError' }),
    });
  });

  it('stores a record sent as application/json, the optional title and device type left out', async () => {
    // Fields left undefined are left out of the JSON.
    const bare = qoeRecord({
      video_title: undefined,
      device_type: undefined,
      video_id: 4,
      startup_time_ms: null,
      exit_before_start: 1,
      avg_bitrate_kbps: null,
      real_time_played_sec: 0,
    });
    const answer = await postQoe(server.origin, bare, 'application/json');
    expect(answer.status).toBe(204);
    expect(storedRecords().at(-1)).toMatchObject({
      ...bare,
      video_title: null,
      device_type: null,
    });
  });

  it('stores the CDN a view ended on and its CDN switches; an older player’s record, without them, as NULL', async () => {
    const failedOver = qoeRecord({
      video_id: 7,
      episode_id: 701,
      pathway: 'b',
      pathway_switches: 2,
    });
    expect((await postQoe(server.origin, failedOver)).status).toBe(204);
    expect(storedRecords().at(-1)).toMatchObject({ pathway: 'b', pathway_switches: 2 });

    const older = qoeRecord({ pathway: undefined, pathway_switches: undefined });
    expect(Object.keys(JSON.parse(JSON.stringify(older)))).not.toContain('pathway');
    expect((await postQoe(server.origin, older)).status).toBe(204);
    expect(storedRecords().at(-1)).toMatchObject({ pathway: null, pathway_switches: null });
  });

  it.each([
    [
      'a missing field',
      { ...qoeRecord(), video_id: undefined },
      "must have required property 'video_id'",
    ],
    [
      'a wrong type',
      qoeRecord({ rebuffer_duration_ms: '3000' as never }),
      'body/rebuffer_duration_ms must be integer',
    ],
    [
      'a fraction where a count goes',
      qoeRecord({ rebuffer_count: 1.5 }),
      'body/rebuffer_count must be integer',
    ],
    ['a negative time', qoeRecord({ startup_time_ms: -5 }), 'body/startup_time_ms must be >= 0'],
    [
      'a startup over a day',
      qoeRecord({ startup_time_ms: 86_400_001 }),
      'body/startup_time_ms must be <= 86400000',
    ],
    ['an id of 0', qoeRecord({ episode_id: 0 }), 'body/episode_id must be >= 1'],
    [
      'exit_before_start not 0 or 1',
      qoeRecord({ exit_before_start: 2 as never }),
      'body/exit_before_start must be equal to one of the allowed values',
    ],
    [
      'a session id with other characters',
      qoeRecord({ session_id: '<script>' }),
      'body/session_id must match pattern',
    ],
    [
      'a session id over 64 characters',
      qoeRecord({ session_id: 'a'.repeat(65) }),
      'body/session_id must match pattern',
    ],
    [
      'an error code over 100 characters',
      qoeRecord({ error_code: 'e'.repeat(101) }),
      'body/error_code must NOT have more than 100 characters',
    ],
    [
      'a title over 300 characters',
      qoeRecord({ video_title: 't'.repeat(301) }),
      'body/video_title must NOT have more than 300 characters',
    ],
    [
      'a pathway over 64 characters',
      qoeRecord({ pathway: 'p'.repeat(65) }),
      'body/pathway must NOT have more than 64 characters',
    ],
    [
      'an empty pathway',
      qoeRecord({ pathway: '' }),
      'body/pathway must NOT have fewer than 1 characters',
    ],
    [
      'a negative count of CDN switches',
      qoeRecord({ pathway_switches: -1 }),
      'body/pathway_switches must be >= 0',
    ],
    [
      'a fraction of a CDN switch',
      qoeRecord({ pathway_switches: 0.5 }),
      'body/pathway_switches must be integer',
    ],
    ['JSON that is not an object', [qoeRecord()], 'body must be object'],
    ['a body that is not JSON', '{"video_id": 1', 'The body must be a QoE record in JSON'],
    ['no body', '', 'The body must be a QoE record in JSON'],
  ])('refuses %s with a 400 saying why, and stores nothing', async (_name, body, message) => {
    const before = storedRecords().length;
    const answer = await postQoe(server.origin, body);
    expect(answer.status).toBe(400);
    expect(await answer.json()).toEqual({
      error: 'Bad Request',
      message: expect.stringContaining(message),
    });
    expect(storedRecords()).toHaveLength(before);
  });

  it('refuses a body over 8 KiB with a 413', async () => {
    const answer = await postQoe(server.origin, { ...qoeRecord(), padding: 'x'.repeat(8 * 1024) });
    expect(answer.status).toBe(413);
    expect(await answer.json()).toMatchObject({ error: 'Payload Too Large' });
  });

  it('refuses another media type with a 415', async () => {
    const answer = await postQoe(server.origin, 'video_id=1', 'application/x-www-form-urlencoded');
    expect(answer.status).toBe(415);
    expect(await answer.json()).toEqual({
      error: 'Unsupported Media Type',
      message: 'The body must be JSON, sent as text/plain or application/json',
    });
  });

  it('takes records from a player on any origin, a JSON one’s preflight included', async () => {
    const elsewhere = 'https://player.elsewhere.example';
    const preflight = await fetch(`${server.origin}/qoe`, {
      method: 'OPTIONS',
      headers: {
        Origin: elsewhere,
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(elsewhere);
    expect(preflight.headers.get('access-control-allow-credentials')).toBe('true');
    expect(preflight.headers.get('access-control-allow-methods')).toContain('POST');
    expect(preflight.headers.get('access-control-allow-headers')).toContain('Content-Type');

    const answer = await postQoe(server.origin, qoeRecord(), 'application/json', {
      Origin: elsewhere,
    });
    expect(answer.status).toBe(204);
    expect(answer.headers.get('access-control-allow-origin')).toBe(elsewhere);
    // The API's CORS stays as it was: only the server's own origins and CORS_ORIGINS.
    const api = await fetch(`${server.origin}/api/contents/1`, { headers: { Origin: elsewhere } });
    expect(api.headers.get('access-control-allow-origin')).toBeNull();
  });
});
