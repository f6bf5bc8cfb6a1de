import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deviceType } from './device-type';
import { createMilestoneTracker } from './milestones';
import { estimatedBandwidth, networkClass } from './network-class';
import { createPlayingPing } from './playing-ping';

describe('network class', () => {
  it.each([
    [0, 'gprs'],
    [49.9, 'gprs'],
    [50, '2g'],
    [299.9, '2g'],
    [300, '3g'],
    [999.9, '3g'],
    [1000, '4g'],
    [3999.9, '4g'],
    [4000, 'wifi'],
    [50_000, 'wifi'],
  ])('%s kB/s is %s', (bandwidth, expected) => {
    expect(networkClass(bandwidth)).toBe(expected);
  });

  it("takes hls.js's estimate in bits/s first, else the browser's downlink in Mbit/s", () => {
    expect(estimatedBandwidth(2_400_000, { downlink: 10 })).toBe(300);
    expect(estimatedBandwidth(undefined, { downlink: 10 })).toBe(1250);
    expect(estimatedBandwidth(0, undefined)).toBeUndefined();
  });
});

describe('device type', () => {
  it.each([
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
      'mobile',
    ],
    [
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36',
      'mobile',
    ],
    [
      'Mozilla/5.0 (iPad; CPU OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
      'tablet',
    ],
    [
      'Mozilla/5.0 (Linux; Android 13; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36',
      'tablet',
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36',
      'desktop',
    ],
    ['', 'desktop'],
  ])('%s is a %s', (userAgent, expected) => {
    expect(deviceType(userAgent)).toBe(expected);
  });

  it('an iPad that calls itself a Mac is told apart by its touch points', () => {
    const macSafari =
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15';
    // jsdom's navigator has no maxTouchPoints: each case stands one in.
    vi.stubGlobal('navigator', { maxTouchPoints: 5 });
    expect(deviceType(macSafari)).toBe('tablet');
    vi.stubGlobal('navigator', { maxTouchPoints: 0 });
    expect(deviceType(macSafari)).toBe('desktop');
    vi.unstubAllGlobals();
  });
});

describe('progress milestones', () => {
  it('reports each milestone once, in order, when playback crosses it, however the viewer seeks', () => {
    const milestones = createMilestoneTracker();
    // Played stretches of a 100 s video, with seeks between them.
    const stretches: [number, number][] = [
      [0, 11], // crosses 10
      [3, 12], // back: 10 again, not reported
      [20, 30], // crosses 25
      [60, 61], // a seek to 60 skipped 50: not reported
      [40, 55], // back, then across 50
      [74, 96], // 75 and 95 together
      [5, 100], // back to the start, played to the end: only 100 is new
      [0, 100],
    ];
    const seen = stretches.map(([from, to]) => milestones.played(from, to, 100));
    expect(seen).toEqual([[10], [], [25], [], [50], [75, 95], [100], []]);
  });

  it('counts nothing for a start past a milestone, a backward step or an unknown duration', () => {
    const milestones = createMilestoneTracker();
    expect(milestones.played(30, 30, 100)).toEqual([]);
    expect(milestones.played(30, 20, 100)).toEqual([]);
    expect(milestones.played(0, 50, Number.NaN)).toEqual([]);
    expect(milestones.played(30, 31, 100)).toEqual([]);
    expect(milestones.played(49.9, 50, 100)).toEqual([50]);
  });
});

describe('the playing ping', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('pings after each 60 s of playing, not counting pauses', () => {
    const ping = vi.fn();
    const timer = createPlayingPing(ping);
    timer.setPlaying(true);
    vi.advanceTimersByTime(40_000);
    timer.setPlaying(false);
    vi.advanceTimersByTime(300_000);
    expect(ping).not.toHaveBeenCalled();
    timer.setPlaying(true);
    vi.advanceTimersByTime(19_999);
    expect(ping).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(ping).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(120_000);
    expect(ping).toHaveBeenCalledTimes(3);
    timer.dispose();
    vi.advanceTimersByTime(120_000);
    expect(ping).toHaveBeenCalledTimes(3);
  });

  it('ignores repeated reports of the same state', () => {
    const ping = vi.fn();
    const timer = createPlayingPing(ping);
    timer.setPlaying(true);
    vi.advanceTimersByTime(30_000);
    timer.setPlaying(true);
    vi.advanceTimersByTime(30_000);
    expect(ping).toHaveBeenCalledTimes(1);
    timer.dispose();
  });
});
