import { describe, expect, it } from 'vitest';
import { formatTime } from './format-time';

describe('formatTime', () => {
  it.each([
    [0, '0:00'],
    [9.99, '0:09'],
    [65, '1:05'],
    [600, '10:00'],
    [3600, '1:00:00'],
    [3725.4, '1:02:05'],
    [Number.NaN, '0:00'],
    [Number.POSITIVE_INFINITY, '0:00'],
    [-3, '0:00'],
  ])('%s s reads %s', (input, expected) => {
    expect(formatTime(input)).toBe(expected);
  });
});
