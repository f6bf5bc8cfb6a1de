import { vi } from 'vitest';

/** What the fake ad server answers for a URL: a 200 body, another status, or nothing ever. */
export type FakeAnswer = string | { status: number; body?: string } | 'hang' | 'network-error';

/** One request the fake ad server saw. */
export interface RecordedRequest {
  url: string;
  headers: Record<string, string>;
  credentials: RequestCredentials | undefined;
}

/** A fetch that answers from a table (404 for anything else) and records every request. */
export function fakeAdServer(answers: Record<string, FakeAnswer>) {
  const requests: RecordedRequest[] = [];
  const fetch: typeof globalThis.fetch = (input, init) => {
    const url = String(input);
    requests.push({
      url,
      headers: Object.fromEntries(new Headers(init?.headers).entries()),
      credentials: init?.credentials,
    });
    const answer = answers[url] ?? { status: 404, body: 'Not found' };
    if (answer === 'network-error') return Promise.reject(new TypeError('Failed to fetch'));
    if (answer === 'hang') {
      // Like a real fetch, it gives up only when its signal aborts.
      return new Promise((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
      });
    }
    const { status, body } = typeof answer === 'string' ? { status: 200, body: answer } : answer;
    return Promise.resolve(
      new Response(body, { status, headers: { 'Content-Type': 'application/xml' } }),
    );
  };
  return { fetch, requests };
}

/**
 * Records the URLs the VAST library pings: it sets `new Image().src` in a browser.
 * Restore with vi.restoreAllMocks().
 */
export function watchImagePings(): string[] {
  const pings: string[] = [];
  vi.spyOn(HTMLImageElement.prototype, 'src', 'set').mockImplementation((url: string) => {
    pings.push(url);
  });
  return pings;
}
