import { beforeAll, describe, expect, it } from 'vitest';
import { accessTokenOf } from './testing/access-token';
import { useTestServer } from './testing/use-test-server';

const server = useTestServer();

interface LoggedEvent {
  ad: string;
  event: string;
  code: string | null;
  query: string | null;
}

let admin: string;
let viewer: string;

beforeAll(async () => {
  admin = await accessTokenOf(server.origin, 'admin@example.com', 'admin-password');
  viewer = await accessTokenOf(server.origin, 'viewer@example.com', 'viewer-password');
});

const events = (token?: string) =>
  fetch(`${server.origin}/ads/events?limit=1`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

const lastEvent = async (): Promise<LoggedEvent | undefined> =>
  ((await (await events(admin)).json()) as LoggedEvent[])[0];

describe('the demo ad server’s pixel log', () => {
  it('is shown to an admin only: it holds what viewers’ players sent', async () => {
    await fetch(`${server.origin}/ads/track?ad=preroll-short&event=start`);
    expect((await events()).status).toBe(401);
    expect((await events(viewer)).status).toBe(403);
    const response = await events(admin);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual([
      expect.objectContaining({ ad: 'preroll-short', event: 'start' }),
    ]);
  });

  it('keeps only the ad, the event and the code of an ordinary ad’s pixel, not its query', async () => {
    const query =
      'ad=preroll-short&event=error&code=401&pageurl=https%3A%2F%2Fhost.example%2Fwatch%3Fuser%3D7' +
      '&ua=Mozilla%2F5.0%20(X11)&gdprconsent=CPXxRfAPXxRfAAfKABENB-CgAAAAAAAAAAYgAAAAAAAA';
    expect((await fetch(`${server.origin}/ads/track?${query}`)).status).toBe(204);
    expect(await lastEvent()).toEqual({
      id: expect.any(Number),
      ad: 'preroll-short',
      event: 'error',
      code: '401',
      query: null,
      createdAt: expect.any(String),
    });
  });

  it('keeps the raw query string of the macros ad’s pixels, every macro as the player filled it', async () => {
    const query =
      'ad=macros&event=start&at=00%3A00%3A01.250&size=960%2C540&ua=Mozilla%2F5.0%20(X11)&left=[IFA]';
    const response = await fetch(`${server.origin}/ads/track?${query}`);
    expect(response.status).toBe(204);
    expect(await lastEvent()).toMatchObject({ ad: 'macros', event: 'start', code: null, query });
  });

  it('keeps no query for a pixel without one, and at most 8000 characters of a long one', async () => {
    await fetch(`${server.origin}/ads/track`);
    expect(await lastEvent()).toMatchObject({ ad: 'unknown', event: 'unknown', query: null });
    const long = `ad=macros&event=start&pad=${'x'.repeat(9000)}`;
    await fetch(`${server.origin}/ads/track?${long}`);
    expect((await lastEvent())?.query).toBe(long.slice(0, 8000));
  });
});
