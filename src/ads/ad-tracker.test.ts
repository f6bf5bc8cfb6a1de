import { describe, expect, it } from 'vitest';
import { createAdTracker, fillMacros } from './ad-tracker';
import { AdErrorCode, type ParsedAd } from './ad-types';

const ad: ParsedAd = {
  id: 'ad-1',
  duration: 20,
  skipOffset: { seconds: 5 },
  mediaFiles: [],
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
  adParameters: undefined,
  adCount: 1,
};

function recordingTracker() {
  const pinged: string[] = [];
  return { tracker: createAdTracker(ad, (url) => pinged.push(url)), pinged };
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

  it('ignores events the ad has no URLs for', () => {
    const { tracker, pinged } = recordingTracker();
    tracker.apply([
      { type: 'track', event: 'midpoint' },
      { type: 'teardown', phase: 'completed' },
    ]);
    expect(pinged).toEqual([]);
  });
});

describe('VAST macros', () => {
  it('fills the error code, a cache buster and a timestamp', () => {
    const url = fillMacros(
      'https://t.example/e?c=[ERRORCODE]&cb=[CACHEBUSTING]&ts=[TIMESTAMP]',
      303,
    );
    expect(url).toMatch(/^https:\/\/t\.example\/e\?c=303&cb=\d{8}&ts=\d{4}-\d\d-\d\dT[^&]+Z$/);
  });

  it('leaves the error code empty where none applies', () => {
    expect(fillMacros('https://t.example/e?c=[ERRORCODE]')).toBe('https://t.example/e?c=');
  });
});
