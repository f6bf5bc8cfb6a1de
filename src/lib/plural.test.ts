import { describe, expect, it } from 'vitest';
import { englishLaterStrings } from './english-later-strings';
import { laterStrings } from './later-strings';
import { englishPlural, russianPlural } from './plural';

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

describe('englishPlural', () => {
  const englishForms = { one: 'episode', other: 'episodes' };

  it.each([
    [1, 'episode'],
    [0, 'episodes'],
    [2, 'episodes'],
    [21, 'episodes'],
    [1.5, 'episodes'],
  ])('%d takes %s', (count, word) => {
    expect(englishPlural(count, englishForms)).toBe(word);
  });
});

describe('the catalogues count episodes in their language', () => {
  it.each([
    [1, '1 серия', '1 episode'],
    [3, '3 серии', '3 episodes'],
    [5, '5 серий', '5 episodes'],
    [21, '21 серия', '21 episodes'],
  ])('%i', (count, russian, english) => {
    expect(laterStrings.episodesCount(count)).toBe(russian);
    expect(englishLaterStrings.episodesCount(count)).toBe(english);
  });
});
