import { laterStrings } from '../../lib/later-strings';
import type { QualityLevel, SubtitleOption } from '../../media/media-store';
import { playbackRates } from '../playback-rates';

/** One option of a submenu: what to request, what the viewer reads, whether it is current. */
export interface MenuChoice<T> {
  /** A stable key for the list. */
  id: string;
  value: T;
  label: string;
  checked: boolean;
}

/**
 * The current quality: 'Auto (720p)' while hls.js chooses and a level plays, 'Auto' before one
 * does, otherwise the fixed level's '{height}p'.
 */
export function qualityLabel(
  levels: readonly QualityLevel[],
  currentLevel: number,
  autoLevel: boolean,
): string {
  const height = levels.find((level) => level.index === currentLevel)?.height;
  if (autoLevel)
    return height === undefined ? laterStrings.qualityAuto : laterStrings.qualityAutoAt(height);
  return height === undefined ? '' : laterStrings.qualityHeight(height);
}

/** 'Обычная' for 1x, otherwise 'Nx' ('1.5x', '0.5x', '2x'). */
export function speedLabel(rate: number): string {
  return rate === 1 ? laterStrings.speedNormal : laterStrings.speedRate(rate);
}

/** The shown track's label, or 'Выкл' when subtitles are off. */
export function subtitleLabel(
  options: readonly SubtitleOption[],
  currentSubtitle: string | undefined,
): string {
  return (
    options.find((option) => option.id === currentSubtitle)?.label ?? laterStrings.subtitlesOff
  );
}

/** 'Auto' first, then the levels by height, highest first, each '{height}p'. */
export function qualityChoices(
  levels: readonly QualityLevel[],
  currentLevel: number,
  autoLevel: boolean,
): MenuChoice<number | 'auto'>[] {
  const byHeight = [...levels].sort((a, b) => b.height - a.height || b.bitrate - a.bitrate);
  return [
    { id: 'auto', value: 'auto', label: laterStrings.qualityAuto, checked: autoLevel },
    ...byHeight.map((level) => ({
      id: `level-${level.index}`,
      value: level.index,
      label: laterStrings.qualityHeight(level.height),
      checked: !autoLevel && level.index === currentLevel,
    })),
  ];
}

/** The speeds of playbackRates, the current one checked. */
export function speedChoices(playbackRate: number): MenuChoice<number>[] {
  return playbackRates.map((rate) => ({
    id: String(rate),
    value: rate,
    label: speedLabel(rate),
    checked: rate === playbackRate,
  }));
}

/** 'Выкл' first, then the tracks in their order, the shown one checked. */
export function subtitleChoices(
  options: readonly SubtitleOption[],
  currentSubtitle: string | undefined,
): MenuChoice<string | undefined>[] {
  return [
    {
      id: 'off',
      value: undefined,
      label: laterStrings.subtitlesOff,
      checked: currentSubtitle === undefined,
    },
    ...options.map((option) => ({
      id: `track-${option.id}`,
      value: option.id,
      label: option.label,
      checked: option.id === currentSubtitle,
    })),
  ];
}
