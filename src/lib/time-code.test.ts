import { describe, expect, it } from 'vitest';
import { parseTimeCode } from './time-code';

describe('parseTimeCode', () => {
  it.each([
    ['90', 90],
    ['90.7', 90],
    [' 12 ', 12],
    ['0', 0],
    ['12.5', 12],
    ['007', 7],
    // Digits and dots only, read as a whole number: the first number counts.
    ['1.2.3', 1],
    ['5.', 5],
  ])('reads %j as %s', (input, expected) => {
    expect(parseTimeCode(input)).toBe(expected);
  });

  it.each([
    [''],
    ['   '],
    ['abc'],
    ['12abc'],
    ['1:30'],
    ['-5'],
    ['+5'],
    ['1e3'],
    ['.'],
    ['..'],
    ['0x10'],
    [null],
    [undefined],
  ])('gives no value for %j', (input) => {
    expect(parseTimeCode(input)).toBeUndefined();
  });
});
