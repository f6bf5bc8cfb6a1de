import { afterEach, describe, expect, it, vi } from 'vitest';
import { AdErrorCode } from '../ad-types';
import { fakeAdServer, watchImagePings, type FakeAnswer } from '../vast/testing/fake-ad-server';
import {
  adServer,
  inlineVast,
  tagUrl,
  vast3Inline,
  wrapperVast,
} from '../vast/testing/vast-fixtures';
import { loadBreakVast } from './break-vast';
import { vmapBreaks } from './vmap-document';
import { inlineBreak, tagBreak, vmapOf, vmapUrl, xmlDocument } from './testing/vmap-fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** The VAST of the one break of this VMAP break element, from a fake ad server. */
function loadOnly(adBreakXml: string, answers: Record<string, FakeAnswer>) {
  watchImagePings();
  const server = fakeAdServer(answers);
  vi.stubGlobal('fetch', server.fetch);
  const [adBreak] = vmapBreaks(xmlDocument(vmapOf(adBreakXml)), vmapUrl);
  if (!adBreak) throw new Error('no break');
  const signal = new AbortController().signal;
  const vast = loadBreakVast(adBreak, { vmapUrl, headers: { 'X-Session-Context': 'd' }, signal });
  return { vast, requests: server.requests };
}

describe('the VAST of a VMAP break', () => {
  it('is its AdTagURI, requested as any VAST tag', async () => {
    const { vast, requests } = loadOnly(tagBreak('pre', 'start', tagUrl), {
      [tagUrl]: vast3Inline,
    });
    expect(vast.url).toBe(tagUrl);
    expect(await vast.answer).toMatchObject({ kind: 'ad', ad: { id: 'v3' } });
    expect(requests.map((request) => [request.url, request.headers])).toEqual([
      [tagUrl, { 'x-session-context': 'd' }],
    ]);
  });

  it('is the VAST the VMAP carries, read without a request and named after its break', async () => {
    const { vast, requests } = loadOnly(inlineBreak('mid', '50%', vast3Inline), {});
    expect(vast.url).toBe(`${vmapUrl}#mid`);
    expect(await vast.answer).toMatchObject({ kind: 'ad', ad: { id: 'v3' } });
    expect(requests).toEqual([]);
  });

  it('follows the wrapper the VMAP carries to its ad', async () => {
    const next = `${adServer}/inline.xml`;
    const { vast, requests } = loadOnly(inlineBreak('mid', '50%', wrapperVast('w1', next)), {
      [next]: inlineVast({ name: 'wrapped' }),
    });
    expect(await vast.answer).toMatchObject({ kind: 'ad', ad: { id: 'wrapped' } });
    expect(requests.map((request) => request.url)).toEqual([next]);
  });

  it('follows no wrapper when the VMAP says followRedirects="false" (302, as past the limit)', async () => {
    const next = `${adServer}/inline.xml`;
    const { vast, requests } = loadOnly(
      tagBreak('pre', 'start', tagUrl, { followRedirects: 'false' }),
      { [tagUrl]: wrapperVast('w1', next), [next]: inlineVast() },
    );
    expect(await vast.answer).toMatchObject({
      kind: 'error',
      code: AdErrorCode.wrapperLimitReached,
    });
    expect(requests.map((request) => request.url)).toEqual([tagUrl]);
  });

  it('is an error to report when the tag does not answer', async () => {
    const { vast } = loadOnly(tagBreak('pre', 'start', tagUrl), {});
    expect(await vast.answer).toMatchObject({ kind: 'error', code: AdErrorCode.noVastResponse });
  });
});
