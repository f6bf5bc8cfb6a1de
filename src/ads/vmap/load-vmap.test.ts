import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeAdServer, type FakeAnswer } from '../vast/testing/fake-ad-server';
import { tagUrl, vast3Inline } from '../vast/testing/vast-fixtures';
import { loadVmap } from './load-vmap';
import { tagBreak, vmapOf, vmapUrl } from './testing/vmap-fixtures';

let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

function load(answer: FakeAnswer, url: unknown = vmapUrl, signal = new AbortController().signal) {
  const server = fakeAdServer({ [vmapUrl]: answer });
  const breaks = loadVmap(url, {
    headers: { 'X-Session-Context': 'device-1' },
    signal,
    timeoutMs: 8000,
    fetch: server.fetch,
  });
  return { breaks, requests: server.requests };
}

describe('loading a VMAP schedule', () => {
  it('requests it as a VAST tag is (the page’s headers, no cookies) and gives its breaks', async () => {
    const { breaks, requests } = load(
      vmapOf(tagBreak('pre', 'start', tagUrl), tagBreak('post', 'end', tagUrl)),
    );
    expect((await breaks).map((adBreak) => adBreak.id)).toEqual(['pre', 'post']);
    expect(requests).toEqual([
      { url: vmapUrl, headers: { 'x-session-context': 'device-1' }, credentials: 'omit' },
    ]);
    expect(warn).not.toHaveBeenCalled();
  });

  // Whatever the VMAP's failure, the schedule is empty: the film plays without ads.
  it.each<[string, FakeAnswer]>([
    ['a 404', { status: 404, body: 'Not found' }],
    ['a server error', { status: 500 }],
    ['a network failure', 'network-error'],
    ['an empty answer', ''],
    ['text that is not XML', 'this is not <xml'],
    ['an HTML page', '<!doctype html><html><body>Ads</body></html>'],
    ['a VAST document instead', vast3Inline],
    ['a VMAP without breaks', vmapOf()],
    [
      'a VMAP whose breaks all have bad offsets',
      vmapOf(
        tagBreak('a', 'soon', tagUrl),
        tagBreak('b', '120%', tagUrl),
        tagBreak('c', '#0', tagUrl),
      ),
    ],
  ])('gives no break for %s, and says why on the console', async (_name, answer) => {
    const { breaks } = load(answer);
    expect(await breaks).toEqual([]);
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('gives no break when the VMAP does not answer within its time', async () => {
    vi.useFakeTimers();
    const { breaks } = load('hang');
    await vi.advanceTimersByTimeAsync(7999);
    let settled = false;
    void breaks.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await breaks).toEqual([]);
    expect(String(warn.mock.calls[0]?.[1])).toContain('8000 ms');
  });

  it('gives no break, silently, when the player stops first', async () => {
    const stop = new AbortController();
    const { breaks } = load('hang', vmapUrl, stop.signal);
    stop.abort();
    expect(await breaks).toEqual([]);
    expect(warn).not.toHaveBeenCalled();
  });

  it.each([42, null, { url: vmapUrl }])(
    'gives no break, without a request, for a vmapUrl that is no string (%j)',
    async (url) => {
      const { breaks, requests } = load(vmapOf(tagBreak('pre', 'start', tagUrl)), url);
      expect(await breaks).toEqual([]);
      expect(requests).toEqual([]);
    },
  );

  it('reads a relative vmapUrl against the page, and the breaks’ addresses against the VMAP', async () => {
    const server = fakeAdServer({
      [`${window.location.origin}/ads/schedule.vmap`]: vmapOf(tagBreak('pre', 'start', 'pre.xml')),
    });
    const signal = new AbortController().signal;
    const [adBreak] = await loadVmap('/ads/schedule.vmap', {
      headers: {},
      signal,
      fetch: server.fetch,
    });
    expect(adBreak?.source).toEqual({ kind: 'tag', url: `${window.location.origin}/ads/pre.xml` });
  });
});
