import { describe, expect, it } from 'vitest';
import { russianPlural } from './plural';

const forms = { one: 'серия', few: 'серии', many: 'серий' };

describe('russianPlural', () => {
  it.each([
    [1, 'серия'],
    [21, 'серия'],
    [101, 'серия'],
    [2, 'серии'],
    [3, 'серии'],
    [24, 'серии'],
    [0, 'серий'],
    [5, 'серий'],
    [11, 'серий'],
    [12, 'серий'],
    [14, 'серий'],
    [111, 'серий'],
  ])('%i takes %s', (count, word) => {
    expect(russianPlural(count, forms)).toBe(word);
  });
});
