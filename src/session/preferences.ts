import {
  isBoolean,
  isNumber,
  isRecordOf,
  isString,
  isStringArray,
  safeStorage,
} from '../lib/storage';

const keys = {
  volume: 'player-volume',
  muted: 'player-muted',
  audioByContent: 'player-audio-by-content',
  favoriteAudioTracks: 'favoriteAudioTracks',
  subtitles: 'player-subtitles',
  playbackRate: 'player-playback-rate',
} as const;

const maxFavorites = 5;

/** The viewer's volume: player-volume (0–1, default 1) and player-muted (default false). */
export function readVolume(): { volume: number; muted: boolean } {
  const volume = safeStorage.get(keys.volume, isNumber);
  return {
    volume: volume === undefined ? 1 : Math.min(1, Math.max(0, volume)),
    muted: safeStorage.get(keys.muted, isBoolean) ?? false,
  };
}

export function saveVolume(volume: number, muted: boolean): void {
  safeStorage.set(keys.volume, volume);
  safeStorage.set(keys.muted, muted);
}

/** The audio label chosen for this content, else the most recent favourite the sources offer. */
export function preferredAudioLabel(contentId: number, labels: string[]): string | undefined {
  const byContent = safeStorage.get(keys.audioByContent, isRecordOf(isString)) ?? {};
  const remembered = byContent[String(contentId)];
  if (remembered !== undefined && labels.includes(remembered)) return remembered;
  const favorites = safeStorage.get(keys.favoriteAudioTracks, isStringArray) ?? [];
  return favorites.find((label) => labels.includes(label));
}

/** Remembers an audio choice for the content and at the head of favoriteAudioTracks. */
export function rememberAudioLabel(contentId: number, label: string): void {
  const byContent = safeStorage.get(keys.audioByContent, isRecordOf(isString)) ?? {};
  safeStorage.set(keys.audioByContent, { ...byContent, [String(contentId)]: label });
  const favorites = safeStorage.get(keys.favoriteAudioTracks, isStringArray) ?? [];
  safeStorage.set(
    keys.favoriteAudioTracks,
    [label, ...favorites.filter((item) => item !== label)].slice(0, maxFavorites),
  );
}

/** The subtitle language (or track label) last chosen; undefined when the viewer turned them off. */
export function readSubtitleLanguage(): string | undefined {
  return safeStorage.get(keys.subtitles, isString) || undefined;
}

/** Remembers a subtitle language, or '' for subtitles off. */
export function saveSubtitleLanguage(language: string | undefined): void {
  safeStorage.set(keys.subtitles, language ?? '');
}

/** The speed last chosen, within the rates a browser plays with sound (0.25–4); 1 by default. */
export function readPlaybackRate(): number {
  const rate = safeStorage.get(keys.playbackRate, isNumber);
  return rate !== undefined && rate >= 0.25 && rate <= 4 ? rate : 1;
}

export function savePlaybackRate(rate: number): void {
  safeStorage.set(keys.playbackRate, rate);
}
