import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import { isRecordOf, safeStorage } from '../../lib/storage';

/** The steps a viewer can choose for the player's captions, smallest and plainest first. */
export const captionSizes = ['small', 'medium', 'large', 'largest'] as const;
export const captionColors = ['white', 'yellow', 'green', 'cyan'] as const;
export const captionBackgrounds = ['none', 'half', 'dark', 'solid'] as const;

export interface CaptionStyle {
  size: (typeof captionSizes)[number];
  color: (typeof captionColors)[number];
  background: (typeof captionBackgrounds)[number];
}

// The captions as they were before a viewer could choose: white text on a dark band.
const defaultStyle: CaptionStyle = { size: 'medium', color: 'white', background: 'dark' };

const storageKey = 'player-caption-style';

const anyValue = (value: unknown): value is unknown => value !== undefined;

const oneOf = <T extends string>(values: readonly T[], value: unknown, fallback: T): T =>
  values.find((item) => item === value) ?? fallback;

/** The remembered style, each field checked on its own: one bad field does not lose the others. */
export function readCaptionStyle(): CaptionStyle {
  const saved = safeStorage.get(storageKey, isRecordOf(anyValue)) ?? {};
  return {
    size: oneOf(captionSizes, saved.size, defaultStyle.size),
    color: oneOf(captionColors, saved.color, defaultStyle.color),
    background: oneOf(captionBackgrounds, saved.background, defaultStyle.background),
  };
}

/**
 * The viewer's caption style, one for the page as the storage it mirrors (player-caption-style)
 * is; only the captions and the style menu, both loaded on demand, import it.
 */
export const captionStyleStore = createStore<CaptionStyle>()(readCaptionStyle);
captionStyleStore.subscribe((style) => safeStorage.set(storageKey, style));

/** The caption style, and a setter for the style menu. */
export function useCaptionStyle(): [CaptionStyle, (change: Partial<CaptionStyle>) => void] {
  return [useStore(captionStyleStore), captionStyleStore.setState];
}
