import { describe, expect, it } from 'vitest';
import { useTestServer } from './testing/use-test-server';

const server = useTestServer();

interface LoggedEvent {
  ad: string;
  event: string;
  code: string | null;
  query: string | null;
}

const lastEvent = async (): Promise<LoggedEvent | undefined> =>
  ((await (await fetch(`${server.origin}/ads/events?limit=1`)).json()) as LoggedEvent[])[0];

describe('the demo ad server’s pixel log', () => {
  it('keeps the raw query string of each pixel, every macro as the player filled it', async () => {
    const query =
      'ad=macros&event=start&at=00%3A00%3A01.250&size=960%2C540&ua=Mozilla%2F5.0%20(X11)&left=[IFA]';
    const response = await fetch(`${server.origin}/ads/track?${query}`);
    expect(response.status).toBe(204);
    expect(await lastEvent()).toMatchObject({ ad: 'macros', event: 'start', code: null, query });
  });

  it('keeps no query for a pixel without one, and at most 8000 characters of a long one', async () => {
    await fetch(`${server.origin}/ads/track`);
    expect(await lastEvent()).toMatchObject({ ad: 'unknown', event: 'unknown', query: null });
    const long = `ad=long&event=start&pad=${'x'.repeat(9000)}`;
    await fetch(`${server.origin}/ads/track?${long}`);
    expect((await lastEvent())?.query).toBe(long.slice(0, 8000));
  });
});
