import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AdErrorCode } from '../ad-types';
import { macroContext } from '../testing/macro-context';
import { parsedAd } from '../testing/parsed-ad';
import { watchImagePings } from '../vast/testing/fake-ad-server';
import { fillUrlMacros } from './fill-url-macros';
import { macroValues, type AdMacroContext, type PingDetails } from './macro-values';

// The moment: the second ad of a mid-roll, 7.25 s in, the film paused at 12:34.5, the player
// 960×540 in fullscreen and muted, on a fixed clock and a fixed random number.
const ad = parsedAd({
  skipOffset: { seconds: 5 },
  clickThroughUrl: 'https://advertiser.example/landing',
  vastMacros: {
    adServingId: 'server-7c1e',
    adType: undefined,
    podSequence: '2',
    universalAdIds: ['ad-id.org CNPA0484000H', 'clearcast.co.uk ABC/DEF123/030'],
    categories: ['IAB1-6', 'IAB1-7'],
    blockedCategories: ['IAB8-5'],
  },
});
const moment: AdMacroContext = macroContext({
  ad,
  creative: {
    kind: 'video',
    file: { url: 'https://cdn.example/ads/a b.mp4', type: 'video/mp4', width: 640, height: 360 },
  },
  kind: 'mid-roll',
  adCount: 2,
  adPlayhead: 7.25,
  contentPlayhead: 754.5,
  playerSize: { width: 960.4, height: 539.6 },
  muted: true,
  fullscreen: true,
  autoplayed: true,
  contentId: 'player.example 1/101',
  transactionId: '123e4567-e89b-12d3-a456-426655440000',
  player: {
    pageUrl: 'https://www.host.example/films/1?utm=x',
    userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0',
    clientName: 'embed-video-player/0.1.0 vast-client/6.4.5',
    mediaTypes: ['video/mp4', 'video/webm', 'application/javascript'],
    limitAdTracking: false,
  },
});
const click: PingDetails = {
  errorCode: AdErrorCode.mediaDeliveryFailed,
  clickPosition: { x: 320.4, y: 180.6 },
};

/** What the macro becomes in a URL pinged at that moment. */
const filled = (macro: string, context = moment, details: PingDetails = click) =>
  fillUrlMacros(`https://ads.test/p?v=[${macro}]`, macroValues(context, details)).slice(
    'https://ads.test/p?v='.length,
  );

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-03-01T12:34:56.789Z'), toFake: ['Date'] });
  vi.spyOn(Math, 'random').mockReturnValue(0.04217309);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

// Every value URL-encoded as a whole, as vast-client does (so a list's commas are %2C).
const table: [macro: string, value: string][] = [
  ['ADCATEGORIES', 'IAB1-6%2CIAB1-7'],
  ['ADCOUNT', '2'],
  ['ADPLAYHEAD', '00%3A00%3A07.250'],
  ['ADSERVINGID', 'server-7c1e'],
  ['ADTYPE', 'video'],
  ['APIFRAMEWORKS', '2%2C8%2C9'],
  ['APPBUNDLE', '-1'],
  ['ASSETURI', 'https%3A%2F%2Fcdn.example%2Fads%2Fa%20b.mp4'],
  ['BLOCKEDADCATEGORIES', 'IAB8-5'],
  ['BREAKMAXADLENGTH', '-1'],
  ['BREAKMAXADS', '-1'],
  ['BREAKMAXDURATION', '-1'],
  ['BREAKMINADLENGTH', '-1'],
  ['BREAKMINDURATION', '-1'],
  ['BREAKPOSITION', '2'],
  ['CACHEBUSTING', '04217309'],
  ['CLICKPOS', '320%2C181'],
  ['CLICKTYPE', '1'],
  ['CLIENTUA', 'embed-video-player%2F0.1.0%20vast-client%2F6.4.5'],
  ['CONTENTID', 'player.example%201%2F101'],
  ['CONTENTPLAYHEAD', '00%3A12%3A34.500'],
  ['CONTENTURI', '-2'],
  ['DEVICEIP', '-1'],
  ['DEVICEUA', 'Mozilla%2F5.0%20%28X11%3B%20Linux%20x86_64%29%20Chrome%2F140.0'],
  ['DOMAIN', 'www.host.example'],
  ['ERRORCODE', '405'],
  ['EXTENSIONS', '-1'],
  ['GDPRCONSENT', '-1'],
  ['IFA', '-1'],
  ['IFATYPE', '-1'],
  ['INVENTORYSTATE', 'skippable%2Cmautoplayed'],
  ['LATLONG', '-1'],
  ['LIMITADTRACKING', '0'],
  ['MEDIAMIME', 'video%2Fmp4%2Cvideo%2Fwebm%2Capplication%2Fjavascript'],
  ['MEDIAPLAYHEAD', '00%3A12%3A34.500'],
  ['OMIDPARTNER', '-1'],
  ['PAGEURL', 'https%3A%2F%2Fwww.host.example%2Ffilms%2F1%3Futm%3Dx'],
  ['PLACEMENTTYPE', '1'],
  ['PLAYERCAPABILITIES', 'skip%2Cmute%2Cautoplay%2Cmautoplay%2Cfullscreen'],
  ['PLAYERSIZE', '960%2C540'],
  ['PLAYERSTATE', 'muted%2Cfullscreen'],
  ['PODSEQUENCE', '2'],
  ['REASON', '-1'],
  ['REGULATIONS', '-1'],
  ['SERVERSIDE', '0'],
  ['SERVERUA', '-1'],
  ['TIMESTAMP', '2026-03-01T12%3A34%3A56.789Z'],
  ['TRANSACTIONID', '123e4567-e89b-12d3-a456-426655440000'],
  ['UNIVERSALADID', 'ad-id.org%20CNPA0484000H%2Cclearcast.co.uk%20ABC%2FDEF123%2F030'],
  ['VASTVERSIONS', '2%2C3%2C5%2C6%2C7%2C8%2C11%2C12'],
  ['VERIFICATIONVENDORS', '-1'],
];

describe('the VAST macros at a given moment of a given ad', () => {
  it.each(table)('[%s] is %s', (macro, value) => {
    expect(filled(macro)).toBe(value);
  });

  it('cover every macro vast-client knows', () => {
    // vast-client does not export its list: it is read from the build the player bundles.
    const build = createRequire(import.meta.url).resolve(
      '@dailymotion/vast-client/dist/vast-client.js',
    );
    const listed = /const supportedMacros = \[([^\]]+)\]/.exec(readFileSync(build, 'utf8'))?.[1];
    const known = [...(listed ?? '').matchAll(/'([A-Z]+)'/g)].map((match) => match[1]);
    expect(known.length).toBeGreaterThan(40);
    expect(table.map(([macro]) => macro)).toEqual(expect.arrayContaining(known));
  });

  it('also fill the %%NAME%% form', () => {
    const url = fillUrlMacros('https://ads.test/p?a=%%ADCOUNT%%', macroValues(moment));
    expect(url).toBe('https://ads.test/p?a=2');
  });

  it('leave a URL without macros as it is, and send no pixel of vast-client’s own', () => {
    const pinged = watchImagePings();
    expect(fillUrlMacros('https://ads.test/p?a=1&b=%5B', macroValues(moment))).toBe(
      'https://ads.test/p?a=1&b=%5B',
    );
    filled('ADPLAYHEAD');
    expect(pinged).toEqual([]);
  });
});

describe('the macros that depend on the ping or the moment', () => {
  it('give [ERRORCODE] empty outside Error URLs, and [CLICKPOS] -1 outside a pointer’s click', () => {
    expect(filled('ERRORCODE', moment, {})).toBe('');
    expect(filled('CLICKPOS', moment, {})).toBe('-1');
  });

  it('give a pre-roll its position, an empty player state, and no autoplay when the viewer played', () => {
    const preroll = {
      ...moment,
      kind: 'pre-roll',
      muted: false,
      fullscreen: false,
      autoplayed: false,
    } as const;
    expect(filled('BREAKPOSITION', preroll)).toBe('1');
    expect(filled('BREAKPOSITION', { ...preroll, kind: 'post-roll' })).toBe('3');
    expect(filled('PLAYERSTATE', preroll)).toBe('');
    expect(filled('INVENTORYSTATE', preroll)).toBe('skippable');
    expect(filled('INVENTORYSTATE', { ...preroll, autoplayed: true })).toBe(
      'skippable%2Cautoplayed',
    );
  });

  it('give [CLICKTYPE] 0 to a video ad without a click-through and -1 to a VPAID or SIMID creative', () => {
    const noLink = { ...moment, ad: { ...ad, clickThroughUrl: 'javascript:alert(1)' } };
    expect(filled('CLICKTYPE', noLink)).toBe('0');
    const file = {
      url: 'https://cdn.example/vpaid.js',
      type: 'application/javascript',
      width: 0,
      height: 0,
    };
    expect(filled('CLICKTYPE', { ...moment, creative: { kind: 'vpaid', file } })).toBe('-1');
    const simid = { url: 'https://cdn.example/survey.html', variableDuration: false };
    expect(filled('CLICKTYPE', { ...moment, ad: { ...ad, simid } })).toBe('-1');
  });

  it('take the ad’s adType, and -1 for the ad’s own values before its VAST is in', () => {
    const audio = { ...moment, ad: { ...ad, vastMacros: { ...ad.vastMacros, adType: 'audio' } } };
    expect(filled('ADTYPE', audio)).toBe('audio');
    const failed = { ...moment, ad: undefined, creative: undefined };
    for (const macro of ['ADTYPE', 'ADSERVINGID', 'ASSETURI', 'UNIVERSALADID', 'CLICKTYPE'])
      expect(filled(macro, failed)).toBe('-1');
    expect(filled('INVENTORYSTATE', failed)).toBe('mautoplayed');
  });

  it('give [LIMITADTRACKING] 1 when the browser says not to track, and -1 for an unknown page', () => {
    const player = { ...moment.player, limitAdTracking: true, pageUrl: undefined };
    expect(filled('LIMITADTRACKING', { ...moment, player })).toBe('1');
    expect(filled('PAGEURL', { ...moment, player })).toBe('-1');
    expect(filled('DOMAIN', { ...moment, player })).toBe('-1');
  });
});
