import { describe, expect, it } from 'vitest';
import type { QualityLevel, SubtitleOption } from '../../media/media-store';
import { playbackRates } from '../playback-rates';
import {
  qualityChoices,
  qualityLabel,
  speedChoices,
  speedLabel,
  subtitleChoices,
  subtitleLabel,
} from './settings-labels';

// Index order is hls.js's (lowest first here), not the order the menu shows.
const levels: QualityLevel[] = [
  { index: 0, height: 360, bitrate: 800_000 },
  { index: 1, height: 1080, bitrate: 5_000_000 },
  { index: 2, height: 720, bitrate: 2_500_000 },
];

const tracks: SubtitleOption[] = [
  { id: 'text:0', label: 'Русский', language: 'ru' },
  { id: 'text:1', label: 'English', language: 'en' },
];

describe('qualityLabel', () => {
  it.each([
    ['Auto before a level plays', [], -1, true, 'Auto'],
    ['Auto with levels but none playing yet', levels, -1, true, 'Auto'],
    ['Auto with the height hls.js chose', levels, 2, true, 'Auto (720p)'],
    ['a fixed level', levels, 0, false, '360p'],
    ['a fixed level, looked up by index not position', levels, 1, false, '1080p'],
    ['nothing for a fixed level it does not know', levels, 7, false, ''],
  ] as const)('%s', (_name, list, current, auto, label) => {
    expect(qualityLabel(list, current, auto)).toBe(label);
  });
});

describe('speedLabel', () => {
  it.each([
    [1, 'Обычная'],
    [1.5, '1.5x'],
    [0.5, '0.5x'],
    [0.75, '0.75x'],
    [1.25, '1.25x'],
    [2, '2x'],
  ])('%s → %s', (rate, label) => {
    expect(speedLabel(rate)).toBe(label);
  });
});

describe('subtitleLabel', () => {
  it("is 'Выкл' when subtitles are off", () => {
    expect(subtitleLabel(tracks, undefined)).toBe('Выкл');
  });

  it('is the shown track’s label', () => {
    expect(subtitleLabel(tracks, 'text:1')).toBe('English');
  });

  it("is 'Выкл' for a track id that is no longer offered", () => {
    expect(subtitleLabel(tracks, 'text:9')).toBe('Выкл');
  });
});

describe('qualityChoices', () => {
  it("lists 'Auto' first, then the levels by height, highest first", () => {
    const choices = qualityChoices(levels, 2, true);
    expect(choices.map((choice) => choice.label)).toEqual(['Auto', '1080p', '720p', '360p']);
    expect(choices.map((choice) => choice.value)).toEqual(['auto', 1, 2, 0]);
  });

  it("checks 'Auto' alone while hls.js chooses, even though a level plays", () => {
    const checked = qualityChoices(levels, 2, true).filter((choice) => choice.checked);
    expect(checked.map((choice) => choice.label)).toEqual(['Auto']);
  });

  it('checks the fixed level alone', () => {
    const checked = qualityChoices(levels, 0, false).filter((choice) => choice.checked);
    expect(checked.map((choice) => choice.label)).toEqual(['360p']);
  });
});

describe('speedChoices', () => {
  it('offers 0.5 to 2 in order with the current one checked', () => {
    expect(playbackRates).toEqual([0.5, 0.75, 1, 1.25, 1.5, 2]);
    const choices = speedChoices(1.5);
    expect(choices.map((choice) => choice.label)).toEqual([
      '0.5x',
      '0.75x',
      'Обычная',
      '1.25x',
      '1.5x',
      '2x',
    ]);
    expect(choices.filter((choice) => choice.checked).map((choice) => choice.value)).toEqual([1.5]);
  });
});

describe('subtitleChoices', () => {
  it("puts 'Выкл' first, checked while subtitles are off", () => {
    const choices = subtitleChoices(tracks, undefined);
    expect(choices.map((choice) => [choice.label, choice.value, choice.checked])).toEqual([
      ['Выкл', undefined, true],
      ['Русский', 'text:0', false],
      ['English', 'text:1', false],
    ]);
  });

  it('checks the shown track', () => {
    const checked = subtitleChoices(tracks, 'text:1').filter((choice) => choice.checked);
    expect(checked.map((choice) => choice.value)).toEqual(['text:1']);
  });
});
