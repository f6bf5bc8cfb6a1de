import { russianPlural } from './plural';
import { inChosenLanguage } from './chosen-later-strings';

/**
 * The texts of parts loaded on demand (menus, panels, overlays, previews), kept out of strings.ts
 * so that the first frame's script does not carry them. In Russian; english-later-strings.ts has
 * the same keys in English.
 */
const russianLaterStrings = {
  // The settings, subtitles and audio menus' lists (src/player/menus/).
  qualityEntry: 'Качество',
  speedEntry: 'Скорость',
  subtitlesEntry: 'Субтитры',
  menuBack: 'Назад',
  qualityAuto: 'Auto',
  qualityAutoAt: (height: number) => `Auto (${height}p)`,
  qualityHeight: (height: number) => `${height}p`,
  speedNormal: 'Обычная',
  speedRate: (rate: number) => `${rate}x`,
  subtitlesOff: 'Выкл',

  // Seasons and episodes, next episode, autoplay (src/player/episodes/).
  episodesButton: 'Сезоны и серии',
  seasonsList: 'Сезоны',
  seasonLabel: (order: number) => `Сезон ${order}`,
  episodesCount: (count: number) =>
    `${count} ${russianPlural(count, { one: 'серия', few: 'серии', many: 'серий' })}`,
  episodeRowLabel: (order: number, title: string) => `${order}. ${title}`,
  episodeCompleted: 'Просмотрено',
  nextEpisodeButton: 'Следующая серия',
  nextEpisodeHeading: 'Следующий эпизод',
  episodeNumber: (order: number) => `Эпизод ${order}`,
  autoplaySwitch: 'Автовоспроизведение',
  nextEpisodeIn: (seconds: number) => `Следующая серия через ${seconds}`,
  playNextNow: 'Смотреть сейчас',
  cancel: 'Отмена',

  // A protected stream that cannot play (src/player/overlays/failure-screen.tsx).
  drmUnsupported: 'Этот браузер не может воспроизвести защищённое видео',
  drmRefused: 'Нет доступа к защищённому видео',
  drmLicenseFailed: 'Не удалось получить лицензию на видео',

  // The resume prompt (src/player/overlays/resume-prompt.tsx).
  resumeQuestion: (time: string) => `Вы остановились на ${time}`,
  resumeContinue: 'Продолжить просмотр',
  resumeRestart: 'Начать сначала',

  // The advertiser's link and the skip button over an ad (src/player/ads/ad-over-video.tsx).
  adSkipIn: (seconds: number) => `Пропустить ${seconds}`,
  adSkip: 'Пропустить',
  adClickThrough: 'Перейти на сайт рекламодателя',

  // A SIMID overlay over the film (src/ads/simid/overlay-box.ts).
  adOverlayRegion: 'Реклама поверх видео',
  adOverlayClose: 'Закрыть рекламу',

  // The share popup and its services (src/player/share/).
  shareWithTimeCode: 'Поделиться с тайм кодом:',
  copyLink: 'Копировать ссылку',
  linkCopied: 'Ссылка скопирована',
  copyFailed: 'Не удалось скопировать: выделите ссылку и скопируйте её',
  shareLinkField: 'Ссылка',
  closeDialog: 'Закрыть',
  shareServices: {
    vk: 'ВКонтакте',
    ok: 'Одноклассники',
    telegram: 'Telegram',
    whatsapp: 'WhatsApp',
    x: 'X',
  },

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
};

/** The shape every language's later catalogue has. */
export type LaterStrings = typeof russianLaterStrings;

/** The texts in the page's language (a copy: the Russian ones stay for the tests to compare). */
export const laterStrings: LaterStrings = inChosenLanguage({ ...russianLaterStrings });
