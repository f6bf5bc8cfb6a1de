import { describe, expect, it } from 'vitest';
import { parseAdTimeOffset, resolveAdTimeOffset } from './skip-offset';

describe('parseAdTimeOffset', () => {
  it.each([
    ['00:00:05', { seconds: 5 }],
    ['01:02:03', { seconds: 3723 }],
    ['00:00:05.250', { seconds: 5.25 }],
    ['00:00:00', { seconds: 0 }],
    ['100:00:00', { seconds: 360000 }],
    ['00:03', { seconds: 3 }],
    ['01:30', { seconds: 90 }],
    ['01:30.5', { seconds: 90.5 }],
    ['5', { seconds: 5 }],
    ['90', { seconds: 90 }],
    ['7.5', { seconds: 7.5 }],
    [' 00:00:05 ', { seconds: 5 }],
    ['0%', { percent: 0 }],
    ['25%', { percent: 25 }],
    ['12.5%', { percent: 12.5 }],
    ['100%', { percent: 100 }],
  ])('reads %j', (text, offset) => {
    expect(parseAdTimeOffset(text)).toEqual(offset);
  });

  it.each([
    undefined,
    '',
    '   ',
    'abc',
    '5s',
    '-5',
    '-00:00:05',
    '00:-01:05',
    '101%',
    '-5%',
    '%',
    '5 %',
    '00:60:00',
    '00:00:60',
    '60:00',
    '00:60',
    '1:2:3:4',
    '00::05',
    ':05',
    '05:',
    '.5',
    '5.',
    '00:00:05,5',
    '1e3',
    'Infinity',
    'NaN',
  ])('rejects %j', (text) => {
    expect(parseAdTimeOffset(text)).toBeUndefined();
  });
});

describe('resolveAdTimeOffset', () => {
  it.each([
    [{ seconds: 5 }, 30, 5],
    [{ seconds: 5 }, undefined, 5],
    [{ seconds: 0 }, Number.NaN, 0],
    [{ percent: 25 }, 30, 7.5],
    [{ percent: 100 }, 4, 4],
    [{ percent: 0 }, 4, 0],
  ])('%j of %d s is %d s', (offset, duration, seconds) => {
    expect(resolveAdTimeOffset(offset, duration)).toBe(seconds);
  });

  it.each([undefined, 0, -4, Number.NaN, Number.POSITIVE_INFINITY])(
    'leaves a percentage unresolved for a duration of %d',
    (duration) => {
      expect(resolveAdTimeOffset({ percent: 25 }, duration)).toBeUndefined();
    },
  );

  it('gives nothing for no offset', () => {
    expect(resolveAdTimeOffset(undefined, 30)).toBeUndefined();
  });
});
