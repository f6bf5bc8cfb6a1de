/**
 * The texts of parts loaded on demand (menus, panels, overlays, previews), kept out of strings.ts
 * so that the first frame's script does not carry them; a second language is one more file like
 * this one and strings.ts.
 */
export const laterStrings = {
  // Subtitles and caption style.
  captionStyleEntry: 'Стиль субтитров',
  captionSize: 'Размер',
  captionColor: 'Цвет',
  captionBackground: 'Фон',
  captionSizes: {
    small: 'Маленький',
    medium: 'Средний',
    large: 'Крупный',
    largest: 'Очень крупный',
  },
  captionColors: { white: 'Белый', yellow: 'Жёлтый', green: 'Зелёный', cyan: 'Голубой' },
  captionBackgrounds: { none: 'Без фона', half: 'Полупрозрачный', dark: 'Тёмный', solid: 'Чёрный' },

  // Seek-bar previews.

  // Skip intro and credits.
  skipIntro: 'Пропустить заставку',

  // Keyboard shortcuts and their overlay.
} as const;
