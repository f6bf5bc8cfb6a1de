/**
 * Every text the first frame's script may show, in Russian: the page's texts until
 * ui-language.ts puts another language's in (english-strings.ts). The texts of parts loaded on
 * demand are in later-strings.ts.
 */
export const strings = {
  loading: 'Loading...',
  pageTitle: 'Плеер',
  missingMovieId: 'Пропущен movie_id в запросе',
  contentNotFound: 'Контент не доступен',
  contentBlocked:
    'Извините, данный контент недоступен в вашей стране. Если вы используете VPN, мы рекомендуем отключить его или сменить страну.',
  genericError: (id: string) =>
    `К сожалению, произошла ошибка, попробуйте перезагрузите страницу. Идентификатор ошибки: ${id}`,
  reloadPage: 'Перезагрузить страницу',
  noEpisodes: 'Отсутсвуют эпизоды для проигрывания',
  masterPlaylistFailed: (url: string) => `Ошибка в загрузке: ${url}`,
  play: 'Воспроизвести',
  pause: 'Пауза',
  seekSlider: 'Перемотка',
  playerRegion: 'Видеоплеер',
  seekBack: 'Назад на 10 секунд',
  seekForward: 'Вперёд на 10 секунд',
  mute: 'Выключить звук',
  unmute: 'Включить звук',
  volume: 'Громкость',
  enterFullscreen: 'Полноэкранный режим',
  exitFullscreen: 'Выйти из полноэкранного режима',
  closeFullscreen: 'Закрыть',
  pictureInPicture: 'Картинка в картинке',
  airPlay: 'AirPlay',
  cast: 'Трансляция',
  buffering: 'Загрузка',
  of: 'из',
  // Settings, subtitles and audio menus' buttons (src/player/menus/).
  settingsButton: 'Настройки',
  subtitlesButton: 'Субтитры',
  audioButton: 'Аудио',
  menuUnavailable: 'Меню не загрузилось. Проверьте сеть и откройте его ещё раз',
  // An episode's title over the video (src/session/episode-order.ts).
  episodeOverlayTitle: (seasonOrder: number, episodeOrder: number, title: string) =>
    `${seasonOrder} сезон, ${episodeOrder} серия. ${title}`,
  // Share button (src/player/share/).
  shareButton: 'Поделиться',
  // Ads (src/player/ads/).
  adLabel: 'Реклама',
  adRegion: 'Рекламная вставка',
  adRemaining: (time: string) => `Реклама · ${time}`,
  vpaidFrame: 'Интерактивная реклама',
};

/** The shape every language's catalogue has: the same keys, texts and functions of the same arguments. */
export type Strings = typeof strings;
