import { afterEach, describe, expect, it, vi } from 'vitest';
import { AdErrorCode } from '../ad-types';
import { loadVast } from './load-vast';
import { fakeAdServer, watchImagePings, type FakeAnswer } from './testing/fake-ad-server';
import {
  adServer,
  companionOnlyVast,
  emptyVast,
  errorPing,
  errorTemplate,
  hollowAdVast,
  htmlPage,
  inlineVast,
  noCreativesVast,
  taglessWrapperVast,
  tagUrl,
  track,
  twoAdsVast,
  vast2Inline,
  vast3Inline,
  vast4Inline,
  wrapperVast,
  xhtmlPage,
} from './testing/vast-fixtures';

afterEach(() => {
  vi.restoreAllMocks();
});

const wrapperUrl = (name: string) => `${adServer}/${name}.xml`;

/** Answers for a chain of `count` wrappers w1..wN from tagUrl, the last pointing at `last`. */
function wrapperChain(count: number, last: string): Record<string, FakeAnswer> {
  const answers: Record<string, FakeAnswer> = {};
  for (let depth = 1; depth <= count; depth += 1) {
    const next = depth === count ? last : wrapperUrl(`w${depth + 1}`);
    answers[depth === 1 ? tagUrl : wrapperUrl(`w${depth}`)] = wrapperVast(`w${depth}`, next);
  }
  return answers;
}

async function load(
  answers: Record<string, FakeAnswer>,
  options: Parameters<typeof loadVast>[1] = {},
) {
  const pings = watchImagePings();
  const server = fakeAdServer(answers);
  const result = await loadVast(tagUrl, { fetch: server.fetch, ...options });
  return { result, pings, requests: server.requests };
}

describe('loadVast: inline ads', () => {
  it('loads an inline ad with one request and no pings', async () => {
    const { result, pings, requests } = await load({ [tagUrl]: vast3Inline });
    expect(result.kind).toBe('ad');
    expect(result.kind === 'ad' && result.ad.id).toBe('v3');
    expect(requests.map((request) => request.url)).toEqual([tagUrl]);
    expect(pings).toEqual([]);
  });

  it.each([
    ['2.0', vast2Inline, 'v2', undefined],
    ['4.1', vast4Inline, 'v4', { seconds: 3 }],
  ])('loads a VAST %s ad', async (_version, xml, id, skipOffset) => {
    const { result } = await load({ [tagUrl]: xml });
    expect(result).toMatchObject({ kind: 'ad', ad: { id, skipOffset, adCount: 1 } });
  });

  it('sends the page headers without credentials', async () => {
    const headers = { 'X-Session-Context': 'device-1', 'Accept-Language': 'en' };
    const { requests } = await load({ [tagUrl]: vast3Inline }, { headers });
    expect(requests).toEqual([
      {
        url: tagUrl,
        headers: { 'x-session-context': 'device-1', 'accept-language': 'en' },
        credentials: 'omit',
      },
    ]);
  });
});

describe('loadVast: wrappers', () => {
  it('merges the tracking of every wrapper into the inline ad, resolving a relative tag URL', async () => {
    const inlineUrl = `${adServer}/inline.xml`;
    const { result, pings } = await load({
      [tagUrl]: wrapperVast('w1', wrapperUrl('w2')),
      [wrapperUrl('w2')]: wrapperVast('w2', 'inline.xml'),
      [inlineUrl]: vast3Inline,
    });
    expect(pings).toEqual([]);
    expect(result.kind).toBe('ad');
    if (result.kind !== 'ad') return;
    const { ad } = result;
    expect(ad.id).toBe('v3');
    expect(ad.skipOffset).toEqual({ seconds: 5 });
    expect(ad.impressionUrls).toEqual([
      track('w1', 'impression'),
      track('w2', 'impression'),
      track('v3', 'impression'),
      track('v3', 'impression2'),
    ]);
    expect(ad.errorUrls).toEqual([errorTemplate('w1'), errorTemplate('w2'), errorTemplate('v3')]);
    expect(ad.tracking.start).toEqual([
      track('v3', 'start'),
      track('w2', 'start'),
      track('w1', 'start'),
    ]);
    expect(ad.tracking.complete).toEqual([
      track('v3', 'complete'),
      track('w2', 'complete'),
      track('w1', 'complete'),
    ]);
    expect(ad.tracking.midpoint).toEqual([track('v3', 'midpoint')]);
    expect(ad.clickTrackingUrls).toEqual([
      track('v3', 'click'),
      track('v3', 'click2'),
      track('w2', 'click'),
      track('w1', 'click'),
    ]);
    expect(ad.progressTracking).toEqual([
      {
        offset: { seconds: 5 },
        urls: [track('v3', 'progress5s'), track('w2', 'progress5s'), track('w1', 'progress5s')],
      },
      { offset: { percent: 25 }, urls: [track('v3', 'progress25')] },
    ]);
  });

  it('gathers the wrappers’ blocked ad categories into the ad, for [BLOCKEDADCATEGORIES]', async () => {
    const blocking = wrapperVast('w1', `${adServer}/inline.xml`).replace(
      '</Creatives>',
      '</Creatives><BlockedAdCategories authority="https://iabtechlab.com">IAB8-5</BlockedAdCategories>',
    );
    const { result } = await load({ [tagUrl]: blocking, [`${adServer}/inline.xml`]: vast3Inline });
    expect(result.kind === 'ad' && result.ad.vastMacros.blockedCategories).toEqual(['IAB8-5']);
  });

  it('sends the page headers on every hop', async () => {
    const headers = { 'X-Session-Context': 'device-1' };
    const { requests } = await load(wrapperChain(2, wrapperUrl('inline')), { headers });
    expect(requests).toEqual(
      [tagUrl, wrapperUrl('w2'), wrapperUrl('inline')].map((url) => ({
        url,
        headers: { 'x-session-context': 'device-1' },
        credentials: 'omit',
      })),
    );
  });

  it('follows four wrappers by default', async () => {
    const { result, pings, requests } = await load({
      ...wrapperChain(4, wrapperUrl('inline')),
      [wrapperUrl('inline')]: vast3Inline,
    });
    expect(result.kind).toBe('ad');
    expect(requests).toHaveLength(5);
    expect(pings).toEqual([]);
  });

  it('fails a fifth wrapper with 302, which the library pings to every wrapper', async () => {
    const { result, pings, requests } = await load({
      ...wrapperChain(5, wrapperUrl('inline')),
      [wrapperUrl('inline')]: vast3Inline,
    });
    const wrappers = ['w1', 'w2', 'w3', 'w4', 'w5'];
    expect(result).toEqual({
      kind: 'error',
      code: AdErrorCode.wrapperLimitReached,
      errorUrls: wrappers.map(errorTemplate),
      reportedByLibrary: true,
      message: expect.any(String),
    });
    expect(pings).toEqual(wrappers.map((name) => errorPing(name, 302)));
    expect(requests).toHaveLength(5);
  });

  it.each([
    [0, 1, false],
    [1, 1, true],
    [1, 2, false],
    [2, 2, true],
  ])(
    'with wrapperLimit %d, a chain of %d wrapper(s) plays: %s',
    async (wrapperLimit, count, plays) => {
      const { result } = await load(
        { ...wrapperChain(count, wrapperUrl('inline')), [wrapperUrl('inline')]: vast3Inline },
        { wrapperLimit },
      );
      expect(result.kind === 'ad' ? 'ad' : result.code).toBe(plays ? 'ad' : 302);
    },
  );

  it.each<[string, FakeAnswer]>([
    ['answers 404', { status: 404 }],
    ['answers 500', { status: 500, body: 'oops' }],
    ['fails on the network', 'network-error'],
    ['answers HTML', htmlPage],
    ['answers XML that is not VAST', xhtmlPage],
    ['answers nothing', ''],
  ])('fails with 301, pinged by the library, when the wrapped tag %s', async (_case, answer) => {
    const { result, pings } = await load({
      ...wrapperChain(2, wrapperUrl('inline')),
      [wrapperUrl('inline')]: answer,
    });
    expect(result).toEqual({
      kind: 'error',
      code: AdErrorCode.wrapperFailed,
      errorUrls: [errorTemplate('w1'), errorTemplate('w2')],
      reportedByLibrary: true,
      message: expect.any(String),
    });
    expect(pings).toEqual([errorPing('w1', 301), errorPing('w2', 301)]);
  });

  it('fails with 301 when a wrapped tag does not answer in time', async () => {
    const { result, pings } = await load(
      { [tagUrl]: wrapperVast('w1', wrapperUrl('inline')), [wrapperUrl('inline')]: 'hang' },
      { timeoutMs: 30 },
    );
    expect(result).toMatchObject({ kind: 'error', code: 301, reportedByLibrary: true });
    expect(pings).toEqual([errorPing('w1', 301)]);
  });

  it('fails with 303, pinged by the library, when a wrapper leads to an empty VAST', async () => {
    const { result, pings } = await load({
      [tagUrl]: wrapperVast('w1', wrapperUrl('inline')),
      [wrapperUrl('inline')]: emptyVast,
    });
    expect(result).toEqual({
      kind: 'error',
      code: AdErrorCode.noVastResponse,
      errorUrls: [errorTemplate('w1'), errorTemplate('empty')],
      reportedByLibrary: true,
      message: expect.any(String),
    });
    expect(pings).toEqual([errorPing('w1', 303), errorPing('empty', 303)]);
  });

  it('fails with 901, not pinged, when a wrapper leads to two ads', async () => {
    const { result, pings } = await load({
      [tagUrl]: wrapperVast('w1', wrapperUrl('inline')),
      [wrapperUrl('inline')]: twoAdsVast,
    });
    expect(result).toEqual({
      kind: 'error',
      code: AdErrorCode.vpaidOrEmpty,
      errorUrls: [errorTemplate('w1'), errorTemplate('first'), errorTemplate('second')],
      reportedByLibrary: false,
      message: expect.any(String),
    });
    expect(pings).toEqual([]);
  });
});

describe('loadVast: errors of the tag itself', () => {
  it.each<[string, AdErrorCode, FakeAnswer]>([
    ['answers 404', 303, { status: 404 }],
    ['answers 500', 303, { status: 500, body: '<VAST version="3.0"/>' }],
    ['answers 204', 303, { status: 204 }],
    ['fails on the network', 303, 'network-error'],
    ['answers an empty body', 303, '  \n'],
    ['answers text', 100, 'Bad gateway'],
    ['answers truncated XML', 100, vast3Inline.slice(0, 400)],
    ['answers an HTML page', 100, htmlPage],
    ['answers XML that is not VAST', 100, xhtmlPage],
  ])('when the tag %s: code %i, no Error URLs, no pings', async (_case, code, answer) => {
    const { result, pings } = await load({ [tagUrl]: answer });
    expect(result).toEqual({
      kind: 'error',
      code,
      errorUrls: [],
      reportedByLibrary: false,
      message: expect.any(String),
    });
    expect(pings).toEqual([]);
  });

  it('gives 350 when the tag does not answer in time', async () => {
    const started = Date.now();
    const { result, pings } = await load({ [tagUrl]: 'hang' }, { timeoutMs: 30 });
    expect(result).toEqual({
      kind: 'error',
      code: AdErrorCode.vastLoadTimeout,
      errorUrls: [],
      reportedByLibrary: false,
      message: expect.any(String),
    });
    expect(Date.now() - started).toBeLessThan(1000);
    expect(pings).toEqual([]);
  });

  it.each([
    ['no ad', emptyVast, [errorTemplate('empty')]],
    ['two ads', twoAdsVast, [errorTemplate('first'), errorTemplate('second')]],
  ])(
    'gives 901 with the Error URLs, not pinged, for a VAST with %s',
    async (_case, xml, errorUrls) => {
      const { result, pings } = await load({ [tagUrl]: xml });
      expect(result).toEqual({
        kind: 'error',
        code: AdErrorCode.vpaidOrEmpty,
        errorUrls,
        reportedByLibrary: false,
        message: expect.any(String),
      });
      expect(pings).toEqual([]);
    },
  );

  it('gives 901, not pinged, for an ad with no linear creative', async () => {
    const { result, pings } = await load({ [tagUrl]: companionOnlyVast });
    expect(result).toEqual({
      kind: 'error',
      code: AdErrorCode.vpaidOrEmpty,
      errorUrls: [errorTemplate('companion')],
      reportedByLibrary: false,
      message: expect.any(String),
    });
    expect(pings).toEqual([]);
  });

  it('gives 303, pinged by the library to the ad and root Error URLs, for an ad with no creatives', async () => {
    const { result, pings } = await load({ [tagUrl]: noCreativesVast });
    expect(result).toEqual({
      kind: 'error',
      code: AdErrorCode.noVastResponse,
      errorUrls: [errorTemplate('root'), errorTemplate('bare')],
      reportedByLibrary: true,
      message: expect.any(String),
    });
    expect(pings).toEqual([errorPing('bare', 303), errorPing('root', 303)]);
  });

  it('gives 303, pinged by the library, for an ad with no media files', async () => {
    const { result, pings } = await load({ [tagUrl]: inlineVast({ mediaFiles: '' }) });
    expect(result).toEqual({
      kind: 'error',
      code: AdErrorCode.noVastResponse,
      errorUrls: [errorTemplate('custom')],
      reportedByLibrary: true,
      message: expect.any(String),
    });
    expect(pings).toEqual([errorPing('custom', 303)]);
  });

  it('gives 303 for a wrapper with no tag URL, after the library pinged 101 and 303 to the root Error URL', async () => {
    const { result, pings, requests } = await load({ [tagUrl]: taglessWrapperVast });
    expect(result).toEqual({
      kind: 'error',
      code: AdErrorCode.noVastResponse,
      errorUrls: [errorTemplate('root'), errorTemplate('tagless')],
      reportedByLibrary: true,
      message: expect.any(String),
    });
    expect(pings).toEqual([errorPing('root', 101), errorPing('root', 303)]);
    expect(requests).toHaveLength(1);
  });

  it('gives 901, not pinged, for an Ad with neither InLine nor Wrapper', async () => {
    const { result, pings } = await load({ [tagUrl]: hollowAdVast });
    expect(result).toEqual({
      kind: 'error',
      code: AdErrorCode.vpaidOrEmpty,
      errorUrls: [errorTemplate('root')],
      reportedByLibrary: false,
      message: expect.any(String),
    });
    expect(pings).toEqual([]);
  });

  it('gives 900 when something unexpected breaks', async () => {
    const notAResponse = { ok: true, status: 200, text: async () => 42 };
    const result = await loadVast(tagUrl, {
      fetch: async () => notAResponse as unknown as Response,
    });
    expect(result).toEqual({
      kind: 'error',
      code: AdErrorCode.undefinedError,
      errorUrls: [],
      reportedByLibrary: false,
      message: expect.any(String),
    });
  });
});

describe('loadVast: abort', () => {
  it('rejects at once with the reason of an aborted signal, requesting nothing', async () => {
    const server = fakeAdServer({ [tagUrl]: vast3Inline });
    const signal = AbortSignal.abort();
    await expect(loadVast(tagUrl, { fetch: server.fetch, signal })).rejects.toMatchObject({
      name: 'AbortError',
    });
    expect(server.requests).toEqual([]);
  });

  it('rejects with the abort reason while the tag loads', async () => {
    const server = fakeAdServer({ [tagUrl]: 'hang' });
    const controller = new AbortController();
    const loading = loadVast(tagUrl, { fetch: server.fetch, signal: controller.signal });
    controller.abort(new Error('left the page'));
    await expect(loading).rejects.toThrow('left the page');
  });

  it('rejects while a wrapper hop loads, and the library pings nothing afterwards', async () => {
    const pings = watchImagePings();
    const controller = new AbortController();
    const server = fakeAdServer({
      [tagUrl]: wrapperVast('w1', wrapperUrl('inline')),
      [wrapperUrl('inline')]: 'hang',
    });
    const loading = loadVast(tagUrl, { fetch: server.fetch, signal: controller.signal });
    await vi.waitFor(() => expect(server.requests).toHaveLength(2));
    controller.abort();
    await expect(loading).rejects.toMatchObject({ name: 'AbortError' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(pings).toEqual([]);
  });
});
