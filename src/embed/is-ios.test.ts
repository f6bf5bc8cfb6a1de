import { describe, expect, it } from 'vitest';
import { isIOS } from './is-ios';

const ua = {
  iPhone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  iPad: 'Mozilla/5.0 (iPad; CPU OS 12_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148',
  iPod: 'Mozilla/5.0 (iPod touch; CPU iPhone OS 12_5 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148',
  mac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
  android:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36',
};

describe('isIOS', () => {
  it.each([
    ['an iPhone', { userAgent: ua.iPhone, platform: 'iPhone', maxTouchPoints: 5 }],
    ['an older iPad', { userAgent: ua.iPad, platform: 'iPad', maxTouchPoints: 5 }],
    ['an iPod', { userAgent: ua.iPod, platform: 'iPod', maxTouchPoints: 5 }],
    [
      'an iPad asking for the desktop site',
      { userAgent: ua.mac, platform: 'MacIntel', maxTouchPoints: 5 },
    ],
  ])('is true on %s', (_label, nav) => {
    expect(isIOS(nav)).toBe(true);
  });

  it.each([
    ['a Mac', { userAgent: ua.mac, platform: 'MacIntel', maxTouchPoints: 0 }],
    [
      'a Mac reporting one touch point',
      { userAgent: ua.mac, platform: 'MacIntel', maxTouchPoints: 1 },
    ],
    ['Android', { userAgent: ua.android, platform: 'Linux armv8l', maxTouchPoints: 5 }],
  ])('is false on %s', (_label, nav) => {
    expect(isIOS(nav)).toBe(false);
  });
});
