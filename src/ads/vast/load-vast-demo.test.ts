import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startServerProcess, type ServerProcess } from '../../../server/testing/server-process';
import { AdErrorCode } from '../ad-types';
import { chooseCreative } from './choose-creative';
import { loadVast } from './load-vast';
import { watchImagePings } from './testing/fake-ad-server';

// The demo ad server's templates, loaded with the real fetch: what the e2e tests will play.
let server: ServerProcess;

beforeAll(async () => {
  server = await startServerProcess();
});

afterAll(async () => {
  await server.close();
});

afterEach(() => {
  vi.restoreAllMocks();
});

const vastUrl = (query: string) => `${server.origin}/api/vast.xml?${query}`;
const tracked = (ad: string, event: string) => `${server.origin}/ads/track?ad=${ad}&event=${event}`;
const errorTemplate = (ad: string) => tracked(ad, 'error&code=[ERRORCODE]');
const playsMp4 = (type: string) => type === 'video/mp4';
const player = { width: 640, height: 360 };

describe('loadVast on the demo ad server', () => {
  it('loads preroll-short with its whole tracking set', async () => {
    const result = await loadVast(vastUrl('ad=preroll-short'));
    expect(result).toEqual({
      kind: 'ad',
      ad: {
        id: 'preroll-short',
        duration: 4,
        skipOffset: undefined,
        mediaFiles: [
          {
            url: `${server.origin}/media/ads/ad-4s.mp4`,
            type: 'video/mp4',
            width: 640,
            height: 360,
            bitrate: 350,
          },
        ],
        clickThroughUrl: `${server.origin}/ads/landing?ad=preroll-short`,
        clickTrackingUrls: [tracked('preroll-short', 'click')],
        impressionUrls: [tracked('preroll-short', 'impression')],
        errorUrls: [errorTemplate('preroll-short')],
        tracking: Object.fromEntries(
          [
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
          ].map((event) => [event, [tracked('preroll-short', event)]]),
        ),
        progressTracking: [
          { offset: { seconds: 2 }, urls: [tracked('preroll-short', 'progress')] },
        ],
        adParameters: undefined,
        adCount: 1,
        vastMacros: {
          adServingId: undefined,
          adType: undefined,
          podSequence: undefined,
          universalAdIds: [],
          categories: [],
          blockedCategories: [],
        },
      },
    });
  });

  it.each([
    ['preroll-skippable', { seconds: 5 }, 15],
    ['preroll-nonskippable', undefined, 4],
    ['preroll-vast2', undefined, 4],
    ['preroll-vast4', { seconds: 3 }, 4],
  ])('loads %s: skip offset %j, %d s', async (name, skipOffset, duration) => {
    const result = await loadVast(vastUrl(`ad=${name}`));
    expect(result).toMatchObject({ kind: 'ad', ad: { id: name, skipOffset, duration } });
    expect(result.kind === 'ad' && chooseCreative(result.ad, player, playsMp4)?.kind).toBe('video');
  });

  it('follows three wrappers to preroll-short, merging their tracking', async () => {
    const result = await loadVast(vastUrl('ad=wrapper&depth=3'));
    expect(result.kind).toBe('ad');
    if (result.kind !== 'ad') return;
    expect(result.ad.id).toBe('preroll-short');
    expect(result.ad.impressionUrls).toEqual([
      ...Array(3).fill(tracked('wrapper', 'impression')),
      tracked('preroll-short', 'impression'),
    ]);
    expect(result.ad.tracking.start).toEqual([
      tracked('preroll-short', 'start'),
      ...Array(3).fill(tracked('wrapper', 'start')),
    ]);
  });

  it('stops a chain of five wrappers with 302, pinged by the library', async () => {
    const pings = watchImagePings();
    const result = await loadVast(vastUrl('ad=wrapper&depth=5'));
    expect(result).toMatchObject({
      kind: 'error',
      code: AdErrorCode.wrapperLimitReached,
      reportedByLibrary: true,
    });
    expect(pings).toEqual(Array(5).fill(tracked('wrapper', 'error&code=302')));
  });

  it.each(['empty', 'two-ads'])('gives 901 for %s, for the player to report', async (name) => {
    const pings = watchImagePings();
    expect(await loadVast(vastUrl(`ad=${name}`))).toEqual({
      kind: 'error',
      code: AdErrorCode.vpaidOrEmpty,
      // Both ads of two-ads share one Error URL.
      errorUrls: [errorTemplate(name)],
      reportedByLibrary: false,
      message: expect.any(String),
    });
    expect(pings).toEqual([]);
  });

  it('loads unsupported-media, which has no creative to play', async () => {
    const result = await loadVast(vastUrl('ad=unsupported-media'));
    expect(result.kind === 'ad' && chooseCreative(result.ad, player, playsMp4)).toBeUndefined();
  });

  it('loads media-missing: the missing file is found only when played', async () => {
    const result = await loadVast(vastUrl('ad=media-missing'));
    expect(result.kind === 'ad' && chooseCreative(result.ad, player, playsMp4)).toEqual({
      kind: 'video',
      file: expect.objectContaining({ url: `${server.origin}/media/ads/missing.mp4` }),
    });
  });

  it('keeps the javascript: click-through of javascript-click as data, for the player to refuse', async () => {
    const result = await loadVast(vastUrl('ad=javascript-click'));
    expect(result).toMatchObject({
      kind: 'ad',
      ad: { id: 'javascript-click', clickThroughUrl: 'javascript:alert(document.cookie)' },
    });
  });

  it('reads what the macros ad tells the ad servers of itself', async () => {
    const result = await loadVast(vastUrl('ad=macros'));
    expect(result).toMatchObject({
      kind: 'ad',
      ad: {
        id: 'macros',
        vastMacros: {
          adServingId: 'demo-macros-serving',
          adType: 'video',
          podSequence: '1',
          universalAdIds: ['embed-video-player macros'],
        },
      },
    });
  });
});
