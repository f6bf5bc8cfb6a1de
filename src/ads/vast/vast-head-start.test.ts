import { afterEach, describe, expect, it, vi } from 'vitest';
import { startVastRequest } from './vast-head-start';

const tag = 'https://ads.test/vast.xml?ad=1';
const headers = { 'X-Session-Context': 'device-1' };

// Each request the page makes, with a response the test settles when it likes.
function stubFetch() {
  const requests: { url: string; init: RequestInit | undefined; respond(body: string): void }[] =
    [];
  vi.stubGlobal(
    'fetch',
    vi.fn(
      (url: string, init?: RequestInit) =>
        new Promise<Response>((resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
          requests.push({ url, init, respond: (body) => resolve(new Response(body)) });
        }),
    ),
  );
  return requests;
}

describe('startVastRequest', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('requests the tag at once, as loadVast would, and hands that answer to its first request', async () => {
    const requests = stubFetch();
    const { fetch: vastFetch } = startVastRequest(tag, {
      headers,
      signal: new AbortController().signal,
    });
    expect(requests.map(({ url, init }) => [url, init?.headers, init?.credentials])).toEqual([
      [tag, headers, 'omit'],
    ]);
    requests[0]?.respond('<VAST/>');
    const response = await vastFetch(tag, { headers, credentials: 'omit' });
    expect(await response.text()).toBe('<VAST/>');
    expect(requests).toHaveLength(1);
  });

  it('fetches a second request of the tag, and any other URL, anew', () => {
    const requests = stubFetch();
    const { fetch: vastFetch } = startVastRequest(tag, {
      headers,
      signal: new AbortController().signal,
    });
    void vastFetch(tag);
    void vastFetch(tag);
    void vastFetch('https://ads.test/wrapped.xml');
    expect(requests.map((request) => request.url)).toEqual([
      tag,
      tag,
      'https://ads.test/wrapped.xml',
    ]);
  });

  it('gives up the early request when its taker times out, or the page leaves', async () => {
    const requests = stubFetch();
    const page = new AbortController();
    const { fetch: vastFetch } = startVastRequest(tag, { headers, signal: page.signal });
    const timeout = new AbortController();
    const answer = vastFetch(tag, { signal: timeout.signal });
    timeout.abort('VAST request timeout');
    await expect(answer).rejects.toBe('VAST request timeout');
    expect(requests[0]?.init?.signal?.aborted).toBe(true);

    const other = startVastRequest(tag, { headers, signal: page.signal }).fetch;
    page.abort();
    await expect(other(tag)).rejects.toThrow();
  });

  it('gives a copy of the early answer’s text to look into, leaving the answer whole for loadVast', async () => {
    const requests = stubFetch();
    const early = startVastRequest(tag, { headers, signal: new AbortController().signal });
    requests[0]?.respond('<VAST version="4.0"/>');
    expect(await early.text).toBe('<VAST version="4.0"/>');
    expect(await (await early.fetch(tag)).text()).toBe('<VAST version="4.0"/>');
  });

  it('gives no text for a failed request', async () => {
    const requests = stubFetch();
    const page = new AbortController();
    const early = startVastRequest(tag, { headers, signal: page.signal });
    page.abort();
    expect(await early.text).toBeUndefined();
    expect(requests).toHaveLength(1);
  });
});
