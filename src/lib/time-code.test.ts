import { describe, expect, it } from 'vitest';
import { parseTimeCode } from './time-code';

describe('parseTimeCode', () => {
  it.each([
    ['90', 90],
    ['90.7', 90],
    [' 12 ', 12],
    ['0', 0],
  ])('reads %j as %s', (input, expected) => {
    expect(parseTimeCode(input)).toBe(expected);
  });

  it.each([[''], ['abc'], ['1:30'], ['-5'], ['1e3'], ['.'], [null], [undefined]])(
    'gives no value for %j',
    (input) => {
      expect(parseTimeCode(input)).toBeUndefined();
    },
  );
});
