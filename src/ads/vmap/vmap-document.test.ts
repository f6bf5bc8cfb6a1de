import { describe, expect, it } from 'vitest';
import { adServer, tagUrl, vast3Inline } from '../vast/testing/vast-fixtures';
import { parseVmapTimeOffset, vmapBreaks } from './vmap-document';
import {
  breakTrack,
  inlineBreak,
  tagBreak,
  vmapOf,
  vmapUrl,
  xmlDocument,
} from './testing/vmap-fixtures';

const breaksOf = (...adBreaks: string[]) => vmapBreaks(xmlDocument(vmapOf(...adBreaks)), vmapUrl);

describe('a VMAP timeOffset', () => {
  it.each([
    ['start', 'start'],
    ['end', 'end'],
    [' START ', 'start'],
    ['00:00:10', { seconds: 10 }],
    ['01:02:03.250', { seconds: 3723.25 }],
    ['00:10:23.125', { seconds: 623.125 }],
    ['50%', { percent: 50 }],
    ['0%', { percent: 0 }],
    ['100%', { percent: 100 }],
    ['12.5%', { percent: 12.5 }],
    ['#1', { position: 1 }],
    ['#12', { position: 12 }],
  ])('reads %j as %j', (text, offset) => {
    expect(parseVmapTimeOffset(text)).toEqual(offset);
  });

  it.each([null, '', 'middle', '150%', '-5%', '#0', '#-1', '#', '#1.5', '00:61:00', '1:2:3:4'])(
    'refuses %j',
    (text) => {
      expect(parseVmapTimeOffset(text)).toBeUndefined();
    },
  );
});

describe('the breaks of a VMAP document', () => {
  it('reads each linear break: its id, offset, VAST tag, redirects and tracking, in order', () => {
    const breaks = breaksOf(
      tagBreak('pre', 'start', tagUrl),
      tagBreak('mid', '50%', `${adServer}/mid.xml`, { followRedirects: 'false' }),
      tagBreak('post', 'end', `${adServer}/post.xml`, { templateType: 'vast4' }),
    );
    expect(
      breaks.map(({ id, offset, source, followRedirects }) => [
        id,
        offset,
        source,
        followRedirects,
      ]),
    ).toEqual([
      ['pre', 'start', { kind: 'tag', url: tagUrl }, true],
      ['mid', { percent: 50 }, { kind: 'tag', url: `${adServer}/mid.xml` }, false],
      ['post', 'end', { kind: 'tag', url: `${adServer}/post.xml` }, true],
    ]);
    expect(breaks[0]?.tracking).toEqual({
      breakStart: [breakTrack('pre', 'breakStart')],
      breakEnd: [breakTrack('pre', 'breakEnd')],
      error: [`${breakTrack('pre', 'error')}&code=[ERROR_CODE]`],
    });
  });

  it('keeps the VAST a break carries, as a document of its own', () => {
    const [adBreak] = breaksOf(inlineBreak('mid', '00:00:10', vast3Inline));
    if (adBreak?.source.kind !== 'inline') throw new Error('no inline VAST');
    const vast = xmlDocument(adBreak.source.xml);
    expect(vast.documentElement.nodeName).toBe('VAST');
    expect(vast.querySelector('Ad')?.getAttribute('id')).toBe('v3');
    expect(adBreak.id).toBe('mid');
  });

  it('reads VMAP without a namespace prefix, and names a break without breakId by its place', () => {
    const xml = `<VMAP version="1.0"><AdBreak timeOffset="#2" breakType="nonlinear,linear">
      <AdSource><AdTagURI>${tagUrl}</AdTagURI></AdSource></AdBreak></VMAP>`;
    expect(vmapBreaks(xmlDocument(xml), vmapUrl)).toMatchObject([
      { id: '1', offset: { position: 2 }, source: { kind: 'tag', url: tagUrl } },
    ]);
  });

  it('reads relative addresses against the VMAP’s own, and drops any that is not http(s)', () => {
    const [adBreak] = breaksOf(tagBreak('pre', 'start', 'vast/pre.xml'));
    expect(adBreak?.source).toEqual({ kind: 'tag', url: `${adServer}/vast/pre.xml` });
    expect(breaksOf(tagBreak('pre', 'start', 'javascript:alert(1)'))).toEqual([]);
  });

  it.each([
    ['a nonlinear break', tagBreak('a', 'start', tagUrl, { breakType: 'nonlinear' })],
    ['a display break', tagBreak('a', 'start', tagUrl, { breakType: 'display' })],
    ['a break without breakType', tagBreak('a', 'start', tagUrl, { breakType: '' })],
    ['an unreadable timeOffset', tagBreak('a', 'soon', tagUrl)],
    ['a proprietary template', tagBreak('a', 'start', tagUrl, { templateType: 'mytemplate' })],
    ['an empty AdTagURI', tagBreak('a', 'start', '')],
    [
      'a CustomAdData source',
      `<vmap:AdBreak timeOffset="start" breakType="linear"><vmap:AdSource>
        <vmap:CustomAdData templateType="other"><![CDATA[data]]></vmap:CustomAdData>
      </vmap:AdSource></vmap:AdBreak>`,
    ],
    ['a break without AdSource', `<vmap:AdBreak timeOffset="start" breakType="linear"/>`],
  ])('leaves out %s, keeping the others', (_name, bad) => {
    expect(breaksOf(bad, tagBreak('ok', 'end', tagUrl)).map((adBreak) => adBreak.id)).toEqual([
      'ok',
    ]);
  });

  it('finds no break in a VMAP without any', () => {
    expect(breaksOf()).toEqual([]);
  });
});
