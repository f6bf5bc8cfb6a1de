import { describe, expect, it } from 'vitest';
import { loadVast } from './load-vast';
import { peekMediaFiles } from './peek-media-files';
import {
  companionOnlyVast,
  emptyVast,
  hollowAdVast,
  htmlPage,
  inlineVast,
  noCreativesVast,
  tagUrl,
  taglessWrapperVast,
  twoAdsVast,
  vast2Inline,
  vast3Inline,
  vast4Inline,
  vpaidInline,
  wrapperVast,
  xhtmlPage,
} from './testing/vast-fixtures';

/** What the break plays from: the library's parse of the document, through loadVast. */
async function libraryMediaFiles(xml: string) {
  const result = await loadVast(tagUrl, { fetch: async () => new Response(xml) });
  return result.kind === 'ad' ? result.ad.mediaFiles : undefined;
}

describe('peekMediaFiles', () => {
  it.each([
    ['a VAST 2', vast2Inline],
    ['a VAST 3', vast3Inline],
    ['a VAST 4', vast4Inline],
    ['a VPAID', vpaidInline],
    ['a minimal', inlineVast()],
  ])('reads the media files of %s inline ad as the library does', async (_name, xml) => {
    const library = await libraryMediaFiles(xml);
    expect(library?.length).toBeGreaterThan(0);
    expect(peekMediaFiles(xml)).toEqual(library);
  });

  it.each([
    ['a wrapper', wrapperVast('hop', `${tagUrl}?next`)],
    ['a wrapper without a tag', taglessWrapperVast],
    ['no ad', emptyVast],
    ['two ads', twoAdsVast],
    ['an ad with neither InLine nor Wrapper', hollowAdVast],
    ['an inline ad without a linear creative', companionOnlyVast],
    ['an inline ad without creatives', noCreativesVast],
    ['an HTML page', htmlPage],
    ['an XHTML page', xhtmlPage],
    ['text that is not XML', 'Bad gateway'],
  ])('leaves %s to the library', (_name, xml) => {
    expect(peekMediaFiles(xml)).toBeUndefined();
  });
});
