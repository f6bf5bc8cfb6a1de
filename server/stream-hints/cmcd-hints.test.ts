import { validateCmcdRequest } from '@svta/cml-cmcd';
import { describe, expect, it } from 'vitest';
import { useStandInApp } from '../testing/use-stand-in-app';

/** The stream's preloads of a Link header, as the browser will request them. */
const streamPreloads = (header: string | string[] | number | undefined): string[] =>
  (typeof header === 'string' ? header.split(/,\s*(?=<)/) : [])
    .filter((entry) => entry.endsWith('; rel=preload; as=fetch; crossorigin=anonymous'))
    .map((entry) => entry.slice(1, entry.indexOf('>')));

/** The CMCD of a request to url, decoded and validated as CTA-5004 v2. */
function cmcdOf(url: string): Record<string, unknown> {
  const result = validateCmcdRequest({ url: new URL(url, 'http://server').href, method: 'GET' });
  expect(result.issues, url).toEqual([]);
  expect(result.valid, url).toBe(true);
  return result.data as Record<string, unknown>;
}

/** The stream's start the page's markup carries for its player. */
function writtenStart(html: string): { sessionId: string; requests: string[] } | undefined {
  const json = /<script type="application\/json" id="stream-start">(.*?)<\/script>/.exec(html)?.[1];
  return json === undefined ? undefined : JSON.parse(json);
}

describe('CMCD on the player page’s preloads', () => {
  const app = useStandInApp();

  it('carry the view’s CMCD v2: its session id, the content id, each object’s type, a fragment’s duration, bitrate and empty buffer, starting up', async () => {
    const page = await app.inject('/player/?movie_id=1&auto_play=1');
    const preloads = streamPreloads(page.headers.link);
    const cmcds = preloads.map(cmcdOf);
    const [sid] = cmcds.map((cmcd) => cmcd.sid);
    expect(sid).toMatch(/^[0-9a-f-]{36}$/);
    for (const cmcd of cmcds) {
      expect(cmcd).toMatchObject({ v: 2, sid, cid: '1/101', sf: 'h', st: 'v', su: true });
    }
    expect(cmcds.map((cmcd) => cmcd.ot)).toEqual(['m', 'm', 'm', 'm', 'i', 'i', 'v', 'a']);
    const [video, audio] = cmcds.slice(-2);
    expect(video).toMatchObject({ d: 4000, br: [328], bl: [0] });
    // The audio fragment's own duration (AAC frames do not end on the video's 4 s).
    expect(audio).toMatchObject({ d: 4011, br: [328], bl: [0] });
    // Nothing measured yet: no throughput the server would have to make up.
    expect(video).not.toHaveProperty('mtp');
  });

  it('hand the page the same requests and session id, a new session for each page', async () => {
    const first = await app.inject('/player/?movie_id=1');
    const start = writtenStart(first.body);
    expect(start?.requests).toEqual(streamPreloads(first.headers.link));
    expect(start?.sessionId).toBe(cmcdOf(start?.requests[0] ?? '').sid);
    const second = writtenStart((await app.inject('/player/?movie_id=1')).body);
    expect(second?.sessionId).not.toBe(start?.sessionId);
  });

  it('write no stream start into a page that preloads no stream', async () => {
    const page = await app.inject('/player/?movie_id=2');
    expect(streamPreloads(page.headers.link)).toEqual([]);
    expect(writtenStart(page.body)).toBeUndefined();
  });
});
