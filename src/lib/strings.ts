/** Every text a viewer reads, in one place, so a second language is one more file like this. */
export const strings = {
  loading: 'Loading...',
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
} as const;
