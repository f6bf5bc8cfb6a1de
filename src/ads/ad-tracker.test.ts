import { describe, expect, it } from 'vitest';
import { createAdTracker } from './ad-tracker';
import { AdErrorCode } from './ad-types';
import { fixedMacros, macroContext } from './testing/macro-context';
import { parsedAd } from './testing/parsed-ad';

const ad = parsedAd({
  id: 'ad-1',
  duration: 20,
  skipOffset: { seconds: 5 },
  clickThroughUrl: 'https://advertiser.example/',
  clickTrackingUrls: ['https://t.example/click'],
  impressionUrls: ['https://t.example/impression', 'https://wrapper.example/impression'],
  errorUrls: ['https://t.example/error?code=[ERRORCODE]'],
  tracking: {
    start: ['https://t.example/start'],
    pause: ['https://t.example/pause'],
    complete: ['https://t.example/complete'],
    firstQuartile: ['https://t.example/q1'],
  },
  progressTracking: [
    { offset: { seconds: 5 }, urls: ['https://t.example/progress-5s'] },
    { offset: { percent: 50 }, urls: ['https://t.example/progress-50'] },
  ],
});

function recordingTracker() {
  const pinged: string[] = [];
  return { tracker: createAdTracker(ad, fixedMacros(), (url) => pinged.push(url)), pinged };
}

describe('the ad tracker', () => {
  it('fires every URL of an event, and a one-time event only once', () => {
    const { tracker, pinged } = recordingTracker();
    tracker.apply([{ type: 'track', event: 'impression' }]);
    tracker.apply([
      { type: 'track', event: 'impression' },
      { type: 'track', event: 'start' },
    ]);
    tracker.apply([
      { type: 'track', event: 'complete' },
      { type: 'track', event: 'complete' },
    ]);
    expect(pinged).toEqual([
      'https://t.example/impression',
      'https://wrapper.example/impression',
      'https://t.example/start',
      'https://t.example/complete',
    ]);
  });

  it("fires the viewer's repeatable acts every time", () => {
    const { tracker, pinged } = recordingTracker();
    tracker.apply([{ type: 'track', event: 'pause' }]);
    tracker.apply([{ type: 'track', event: 'pause' }]);
    tracker.click();
    tracker.click();
    expect(pinged).toEqual([
      'https://t.example/pause',
      'https://t.example/pause',
      'https://t.example/click',
      'https://t.example/click',
    ]);
  });

  it('fires each progress offset once, when playback passes it', () => {
    const { tracker, pinged } = recordingTracker();
    for (const time of [1, 4.9, 5, 6, 9, 10, 12, 3]) {
      tracker.apply([{ type: 'trackProgress', time, duration: 20 }]);
    }
    expect(pinged).toEqual(['https://t.example/progress-5s', 'https://t.example/progress-50']);
  });

  it('calls the Error URLs once with the code substituted', () => {
    const { tracker, pinged } = recordingTracker();
    tracker.apply([{ type: 'trackError', code: AdErrorCode.mediaTimeout }]);
    tracker.error(AdErrorCode.playbackFailed);
    expect(pinged).toEqual(['https://t.example/error?code=402']);
  });

  it('calls the Error URLs with a SIMID code as it is, which vast-client alone would make 900', () => {
    const simidAd = parsedAd({ errorUrls: ['https://t.example/e?c=[ERRORCODE]&d=%%ERRORCODE%%'] });
    const pinged: string[] = [];
    createAdTracker(simidAd, fixedMacros(), (url) => pinged.push(url)).error(1223 as AdErrorCode);
    expect(pinged).toEqual(['https://t.example/e?c=1223&d=1223']);
  });

  it('ignores events the ad has no URLs for', () => {
    const { tracker, pinged } = recordingTracker();
    tracker.apply([
      { type: 'track', event: 'midpoint' },
      { type: 'teardown', phase: 'completed' },
    ]);
    expect(pinged).toEqual([]);
  });
});

describe('the macros of its URLs', () => {
  const macroAd = parsedAd({
    errorUrls: ['https://t.example/e?c=[ERRORCODE]&at=[ADPLAYHEAD]'],
    tracking: { pause: ['https://t.example/pause?at=[ADPLAYHEAD]&c=[ERRORCODE]'] },
    clickTrackingUrls: ['https://t.example/click?pos=[CLICKPOS]'],
  });

  it('are read from the context at each ping', () => {
    const pinged: string[] = [];
    let adPlayhead = 1.5;
    const tracker = createAdTracker(
      macroAd,
      () => macroContext({ adPlayhead }),
      (url) => pinged.push(url),
    );
    tracker.apply([{ type: 'track', event: 'pause' }]);
    adPlayhead = 3.25;
    tracker.apply([{ type: 'track', event: 'pause' }]);
    expect(pinged).toEqual([
      'https://t.example/pause?at=00%3A00%3A01.500&c=',
      'https://t.example/pause?at=00%3A00%3A03.250&c=',
    ]);
  });

  it('give the error code to the Error URLs only, and the click position to click tracking', () => {
    const pinged: string[] = [];
    const tracker = createAdTracker(macroAd, fixedMacros(), (url) => pinged.push(url));
    tracker.error(AdErrorCode.noSupportedMedia);
    tracker.click({ x: 100.4, y: 50.6 });
    tracker.click();
    expect(pinged).toEqual([
      'https://t.example/e?c=403&at=00%3A00%3A00.000',
      'https://t.example/click?pos=100%2C51',
      'https://t.example/click?pos=-1',
    ]);
  });
});
