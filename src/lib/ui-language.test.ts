import { afterEach, describe, expect, it } from 'vitest';
import { chooseLaterStrings } from './chosen-later-strings';
import { englishLaterStrings } from './english-later-strings';
import { englishStrings } from './english-strings';
import { formatClock } from './format-clock';
import { formatTime } from './format-time';
import { laterStrings } from './later-strings';
import { strings } from './strings';
import { resolveUiLanguage } from './resolve-ui-language';
import { applyUiLanguage } from './ui-language';

describe('resolveUiLanguage', () => {
  it.each([
    [undefined, ['en-US'], 'ru'],
    ['ru', ['en-US'], 'ru'],
    ['en', ['ru-RU'], 'en'],
    ['EN-gb', [], 'en'],
    ['de', ['en-US'], 'ru'],
    ['', ['en-US'], 'ru'],
    ['auto', ['en-US', 'ru'], 'en'],
    ['auto', ['de-DE', 'ru-RU', 'en'], 'ru'],
    ['auto', ['de-DE', 'fr'], 'en'],
    ['auto', ['uk-UA', 'de'], 'ru'],
    ['auto', ['kk'], 'ru'],
    ['auto', [], 'ru'],
  ] as const)('%s with the browser’s %j is %s', (setting, browser, language) => {
    expect(resolveUiLanguage(setting, browser)).toBe(language);
  });
});

/** Each key's path and kind ('text', or a function with its argument count), in order. */
function shape(catalogue: object, prefix = ''): string[] {
  return Object.entries(catalogue).flatMap(([key, value]: [string, unknown]) => {
    const path = `${prefix}${key}`;
    if (typeof value === 'function') return [`${path}(${value.length})`];
    if (typeof value === 'object' && value !== null) return shape(value, `${path}.`);
    return [path];
  });
}

describe('the English catalogues', () => {
  // The type check holds the keys; this holds what it cannot see: order, nested groups, arity.
  it('have every key of the Russian ones, in the same order, functions of as many arguments', () => {
    expect(shape(englishStrings)).toEqual(shape(strings));
    expect(shape(englishLaterStrings)).toEqual(shape(laterStrings));
  });

  it('hold no Russian', () => {
    const texts = JSON.stringify([englishStrings, englishLaterStrings]);
    expect(texts).not.toMatch(/[а-яё]/i);
  });
});

describe('times in both languages', () => {
  // Times are digits and colons in both; only the words around them change.
  it.each([
    [strings, laterStrings, 'Вы остановились на 1:02:05', '1:05 из 42:10', 'Пропустить 5'],
    [englishStrings, englishLaterStrings, 'You left off at 1:02:05', '1:05 of 42:10', 'Skip in 5'],
  ])('%#', (texts, later, resume, seekValue, skip) => {
    expect(later.resumeQuestion(formatClock(3725))).toBe(resume);
    expect(`${formatTime(65)} ${texts.of} ${formatTime(2530)}`).toBe(seekValue);
    expect(later.adSkipIn(5)).toBe(skip);
  });
});

describe('applyUiLanguage', () => {
  const russian = { ...strings };
  const russianLater = { ...laterStrings };
  // Modules outlive a file in a worker: the next files get Russian back.
  afterEach(() => {
    Object.assign(strings, russian);
    chooseLaterStrings(russianLater);
    document.documentElement.lang = 'ru';
  });

  it('puts English in for the boot and the later parts, with the page’s lang and title', async () => {
    await applyUiLanguage('en', document);
    expect(strings.play).toBe('Play');
    expect(strings.genericError('abc')).toContain('abc');
    expect(laterStrings.adSkipIn(5)).toBe('Skip in 5');
    expect(laterStrings.shortcuts.play).toBe('Play or pause');
    expect(document.documentElement.lang).toBe('en');
    expect(document.title).toBe('Player');
  });

  it('leaves Russian as it is', async () => {
    await applyUiLanguage('ru', document);
    expect(strings.play).toBe('Воспроизвести');
    expect(laterStrings.adSkip).toBe('Пропустить');
    expect(document.documentElement.lang).toBe('ru');
    expect(document.title).toBe('Плеер');
  });
});
