import { describe, expect, it } from 'vitest';
import type { ReceivedErrorEvent } from './routes/error-reports';
import { accessTokenOf } from './testing/access-token';
import { useTestServer } from './testing/use-test-server';

const server = useTestServer();

const eventId = '0123456789abcdef0123456789abcdef';
const event = {
  event_id: eventId,
  tags: { project: 'player-demo' },
  exception: { values: [{ type: 'StreamFailure', value: 'The stream failed: unsupported' }] },
};
// A compressed replay item: binary, newlines inside, its length in its header.
const binary = Buffer.from([0x78, 0x9c, 0x0a, 0x00, 0x0a, 0xff]);

function envelope(): Buffer {
  return Buffer.concat([
    Buffer.from(`${JSON.stringify({ event_id: eventId, sent_at: new Date().toISOString() })}\n`),
    Buffer.from(`${JSON.stringify({ type: 'replay_recording', length: binary.length })}\n`),
    binary,
    Buffer.from(`\n${JSON.stringify({ type: 'event' })}\n${JSON.stringify(event)}\n`),
  ]);
}

// What came in is for an admin's eyes only (the test server's admin password is known).
async function received(): Promise<ReceivedErrorEvent[]> {
  const accessToken = await accessTokenOf(server.origin, 'admin@example.com', 'admin-password');
  const response = await fetch(`${server.origin}/sentry/events`, {
    headers: { authorization: `Bearer ${accessToken}` },
  });
  return (await response.json()) as ReceivedErrorEvent[];
}

describe('the error-report collector', () => {
  it('takes an envelope in text or bytes and lists its error events', async () => {
    const asText = await fetch(`${server.origin}/sentry/api/7/envelope/?sentry_key=abc`, {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain;charset=UTF-8' },
      body: envelope(),
    });
    expect(asText.status).toBe(200);
    expect(asText.headers.get('access-control-allow-origin')).toBe('*');
    const asBytes = await fetch(`${server.origin}/sentry/api/7/envelope/`, {
      method: 'POST',
      body: new Uint8Array(envelope()),
    });
    expect(asBytes.status).toBe(200);
    const expected = {
      project: '7',
      eventId,
      message: 'StreamFailure: The stream failed: unsupported',
      tags: { project: 'player-demo' },
    };
    expect(await received()).toEqual([expected, expected]);
  });

  it('answers 400, and records nothing, for a body that is no envelope', async () => {
    const before = (await received()).length;
    const response = await fetch(`${server.origin}/sentry/api/7/envelope/`, {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain' },
      body: '{"event_id":"x"}\nnot json\n{}',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: 'Bad Request' });
    expect(await received()).toHaveLength(before);
  });
});
