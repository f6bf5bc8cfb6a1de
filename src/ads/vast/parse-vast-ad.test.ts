import type * as VastClientModule from '@dailymotion/vast-client';
import { describe, expect, it } from 'vitest';
import type { ParsedAd } from '../ad-types';
import { parseVastAd } from './parse-vast-ad';
import {
  adServer,
  companionOnlyVast,
  errorTemplate,
  inlineVast,
  nonlinearVast,
  simidLinearInline,
  tagUrl,
  track,
  vast2Inline,
  vast3Inline,
  vast4Inline,
  vpaidInline,
} from './testing/vast-fixtures';

type VastClient = typeof VastClientModule;

// Vitest loads the package's Node build (its `main`); Vite bundles the browser build: test both.
const browserBuildPath = '@dailymotion/vast-client/dist/vast-client.min.js';
const builds: [string, VastClient][] = [
  ['the Node build', await import('@dailymotion/vast-client')],
  ['the browser build', await import(/* @vite-ignore */ browserBuildPath)],
];

const trackingOf = (ad: string, events: string[]) =>
  Object.fromEntries(events.map((event) => [event, [track(ad, event)]]));

/** The macros' values of a VAST that gives none of them. */
const noVastMacros = {
  adServingId: undefined,
  adType: undefined,
  podSequence: undefined,
  universalAdIds: [],
  categories: [],
  blockedCategories: [],
};

describe.each(builds)('parseVastAd on %s', (_build, { VASTParser }) => {
  async function parse(xml: string): Promise<ParsedAd | undefined> {
    const document = new DOMParser().parseFromString(xml, 'text/xml');
    const response = await new VASTParser().parseVAST(document, { url: tagUrl });
    return parseVastAd(response, { url: tagUrl, documents: [document] });
  }

  it('maps a VAST 2.0 ad', async () => {
    expect(await parse(vast2Inline)).toEqual({
      id: 'v2',
      duration: 15,
      skipOffset: undefined,
      mediaFiles: [
        { url: `${adServer}/ad-360.mp4`, type: 'video/mp4', width: 640, height: 360, bitrate: 350 },
      ],
      clickThroughUrl: `${adServer}/landing?ad=v2`,
      clickTrackingUrls: [track('v2', 'click')],
      impressionUrls: [track('v2', 'impression')],
      errorUrls: [errorTemplate('v2')],
      tracking: trackingOf('v2', [
        'start',
        'midpoint',
        'complete',
        'pause',
        'resume',
        'creativeView',
      ]),
      progressTracking: [],
      adParameters: undefined,
      adCount: 1,
      vastMacros: noVastMacros,
    } satisfies ParsedAd);
  });

  it('maps a VAST 3.0 ad with every tracking event, progress offsets and several media files', async () => {
    expect(await parse(vast3Inline)).toEqual({
      id: 'v3',
      duration: 30.5,
      skipOffset: { seconds: 5 },
      mediaFiles: [
        {
          url: `${adServer}/ad-720.webm`,
          type: 'video/webm',
          width: 1280,
          height: 720,
          bitrate: 1200,
        },
        { url: `${adServer}/ad-360.mp4`, type: 'video/mp4', width: 640, height: 360, bitrate: 350 },
        { url: `${adServer}/ad-1080.mp4`, type: 'video/mp4', width: 1920, height: 1080 },
      ],
      clickThroughUrl: `${adServer}/landing?ad=v3`,
      clickTrackingUrls: [track('v3', 'click'), track('v3', 'click2')],
      impressionUrls: [track('v3', 'impression'), track('v3', 'impression2')],
      errorUrls: [errorTemplate('v3')],
      tracking: trackingOf('v3', [
        'start',
        'firstQuartile',
        'midpoint',
        'thirdQuartile',
        'complete',
        'pause',
        'resume',
        'mute',
        'unmute',
        'skip',
      ]),
      progressTracking: [
        { offset: { seconds: 5 }, urls: [track('v3', 'progress5s')] },
        { offset: { percent: 25 }, urls: [track('v3', 'progress25')] },
      ],
      adParameters: undefined,
      adCount: 1,
      vastMacros: noVastMacros,
    } satisfies ParsedAd);
  });

  it('maps a VAST 4.1 ad: MM:SS skip offset, Impression ids, the loaded event, codec', async () => {
    expect(await parse(vast4Inline)).toEqual({
      id: 'v4',
      duration: 4,
      skipOffset: { seconds: 3 },
      mediaFiles: [
        {
          url: `${adServer}/ad-4s.mp4`,
          type: 'video/mp4',
          width: 640,
          height: 360,
          codec: 'avc1.4D401E',
        },
      ],
      clickThroughUrl: `${adServer}/landing?ad=v4`,
      clickTrackingUrls: [],
      impressionUrls: [track('v4', 'impression')],
      errorUrls: [errorTemplate('v4')],
      tracking: trackingOf('v4', ['loaded', 'start', 'complete']),
      progressTracking: [{ offset: { seconds: 2.5 }, urls: [track('v4', 'progress')] }],
      adParameters: undefined,
      adCount: 1,
      vastMacros: { ...noVastMacros, adServingId: 'v4-serving', universalAdIds: ['test v4'] },
    } satisfies ParsedAd);
  });

  it('reads what the macros ask of the VAST: serving id, type, sequence, universal ids, categories', async () => {
    const ad = await parse(`<VAST version="4.1">
      <Ad id="m" adType="hybrid" sequence="2">
        <InLine>
          <AdSystem>test</AdSystem>
          <AdTitle>m</AdTitle>
          <AdServingId>server-7c1e</AdServingId>
          <Impression><![CDATA[${track('m', 'impression')}]]></Impression>
          <Category authority="https://iabtechlab.com">IAB1-6</Category>
          <Category authority="https://iabtechlab.com">IAB1-7</Category>
          <Creatives>
            <Creative>
              <UniversalAdId idRegistry="ad-id.org">CNPA0484000H</UniversalAdId>
              <UniversalAdId idRegistry="clearcast.co.uk">ABC/DEF123/030</UniversalAdId>
              <Linear>
                <Duration>00:00:10</Duration>
                <MediaFiles>
                  <MediaFile delivery="progressive" type="video/mp4" width="640" height="360">${adServer}/m.mp4</MediaFile>
                </MediaFiles>
              </Linear>
            </Creative>
          </Creatives>
        </InLine>
      </Ad>
    </VAST>`);
    expect(ad?.vastMacros).toEqual({
      adServingId: 'server-7c1e',
      adType: 'hybrid',
      podSequence: '2',
      universalAdIds: ['ad-id.org CNPA0484000H', 'clearcast.co.uk ABC/DEF123/030'],
      categories: ['IAB1-6', 'IAB1-7'],
      blockedCategories: [],
    });
  });

  it('keeps a VPAID file with its apiFramework and the AdParameters', async () => {
    const ad = await parse(vpaidInline);
    expect(ad?.mediaFiles).toEqual([
      {
        url: `${adServer}/vpaid.js`,
        type: 'application/javascript',
        width: 640,
        height: 360,
        apiFramework: 'VPAID',
      },
    ]);
    expect(ad?.adParameters).toBe('{"clickUrl":"https://ads.test/c"}');
    expect(ad?.errorUrls).toEqual([]);
  });

  it.each([
    ['the Ad id', { adAttributes: 'id="ad-7"', creativeAttributes: 'id="creative-7"' }, 'ad-7'],
    [
      'the creative id without an Ad id',
      { adAttributes: '', creativeAttributes: 'id="creative-7"' },
      'creative-7',
    ],
    ['the VAST URL without either', { adAttributes: '', creativeAttributes: '' }, tagUrl],
  ])('takes %s as the id', async (_case, attributes, id) => {
    expect((await parse(inlineVast(attributes)))?.id).toBe(id);
  });

  it.each([
    ['', undefined],
    ['skipoffset="00:00:05.500"', { seconds: 5.5 }],
    ['skipoffset="00:07"', { seconds: 7 }],
    ['skipoffset="8"', { seconds: 8 }],
    ['skipoffset="25%"', { percent: 25 }],
    ['skipoffset="soon"', undefined],
    ['skipoffset="00:00:75"', undefined],
  ])('reads the skip offset of <Linear %s>', async (linearAttributes, skipOffset) => {
    expect((await parse(inlineVast({ linearAttributes })))?.skipOffset).toEqual(skipOffset);
  });

  it('reads the skip offset of the ad with no id attribute', async () => {
    const ad = await parse(
      inlineVast({ adAttributes: '', linearAttributes: 'skipoffset="00:02"' }),
    );
    expect(ad?.skipOffset).toEqual({ seconds: 2 });
  });

  it.each([
    ['00:00:10', 10],
    ['00:01:00.250', 60.25],
    ['12', 12],
    ['soon', undefined],
  ])('reads the duration %s', async (duration, seconds) => {
    expect((await parse(inlineVast({ duration })))?.duration).toBe(seconds);
  });

  it('gives nothing for an ad without a linear creative', async () => {
    expect(await parse(companionOnlyVast)).toBeUndefined();
  });

  it('keeps a linear ad’s SIMID creative, beside its media file', async () => {
    const ad = await parse(simidLinearInline);
    expect(ad?.simid).toEqual({ url: `${adServer}/simid/survey.html`, variableDuration: true });
    expect(ad?.mediaFiles.map((file) => file.url)).toEqual([`${adServer}/ad-360.mp4`]);
    expect(ad?.adParameters).toBe('[{"question":"?"}]');
    expect(ad?.tracking.creativeView).toEqual([track('simid', 'creativeView')]);
  });

  it('keeps no interactive file of another framework', async () => {
    const ad = await parse(
      simidLinearInline.replace('apiFramework="SIMID"', 'apiFramework="VPAID"'),
    );
    expect(ad?.simid).toBeUndefined();
  });

  it('maps an ad whose creative is a SIMID NonLinear to its overlay', async () => {
    expect(await parse(nonlinearVast('SIMID'))).toEqual({
      id: 'overlay',
      duration: undefined,
      skipOffset: undefined,
      mediaFiles: [],
      clickThroughUrl: `${adServer}/landing?ad=overlay`,
      clickTrackingUrls: [track('overlay', 'click')],
      impressionUrls: [track('overlay', 'impression')],
      errorUrls: [errorTemplate('overlay')],
      tracking: trackingOf('overlay', ['creativeView', 'acceptInvitation', 'collapse', 'close']),
      progressTracking: [],
      adParameters: '{"bannerText":"Hi"}',
      adCount: 1,
      vastMacros: noVastMacros,
      nonlinear: {
        url: `${adServer}/simid/banner.html`,
        width: 480,
        height: 70,
        minSuggestedDuration: 20,
      },
    } satisfies ParsedAd);
  });

  it.each([
    ['a static NonLinear', nonlinearVast('static', 'StaticResource')],
    ['a SIMID NonLinear with no IFrameResource', nonlinearVast('SIMID', 'HTMLResource')],
  ])('gives nothing for %s', async (_case, xml) => {
    expect(await parse(xml)).toBeUndefined();
  });
});
