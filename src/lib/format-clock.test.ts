import { describe, expect, it } from 'vitest';
import { formatClock } from './format-clock';

describe('formatClock', () => {
  it.each([
    [0, '0:00:00'],
    [9.9, '0:00:09'],
    [65, '0:01:05'],
    [3599, '0:59:59'],
    [3600, '1:00:00'],
    [36_061, '10:01:01'],
    [-3, '0:00:00'],
    [Number.NaN, '0:00:00'],
    [Number.POSITIVE_INFINITY, '0:00:00'],
  ])('%s s → %s', (seconds, text) => {
    expect(formatClock(seconds)).toBe(text);
  });
});
