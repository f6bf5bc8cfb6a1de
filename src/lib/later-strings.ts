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
  shortcutsTitle: 'Горячие клавиши',
  shortcutsClose: 'Закрыть',
  /** Keys without a printable face, as the overlay writes them; any other key shows in capitals. */
  shortcutKeyNames: {
    ' ': 'Пробел',
    ArrowLeft: '←',
    ArrowRight: '→',
    ArrowUp: '↑',
    ArrowDown: '↓',
    Escape: 'Esc',
  } as Partial<Record<string, string>>,
  /** What each shortcut does, by its name in the shortcut table (use-keyboard-shortcuts.ts). */
  shortcuts: {
    play: 'Воспроизведение и пауза',
    back: 'Назад на 10 секунд',
    forward: 'Вперёд на 10 секунд',
    tenth: 'Перейти к 0 %, 10 % … 90 % видео',
    louder: 'Громче',
    quieter: 'Тише',
    mute: 'Выключить или включить звук',
    fullscreen: 'Полноэкранный режим: войти или выйти',
    subtitles: 'Субтитры: включить или выключить',
    slower: 'Скорость: медленнее',
    faster: 'Скорость: быстрее',
    help: 'Показать или скрыть этот список',
    close: 'Закрыть меню и окна',
  },
} as const;
