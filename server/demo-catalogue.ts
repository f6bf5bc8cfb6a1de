/** The one demo film the reference server knows until the SQLite catalogue arrives (issue 3). */
export interface DemoFilm {
  content: {
    id: number;
    title: string;
    hasMultipleEpisodes: boolean;
    posterUrl: string | null;
  };
  episodes: {
    id: number;
    order: number;
    season: { id: number; order: number } | null;
    title: string;
    description: string | null;
    posterPath: string | null;
    duration: number | null;
    /** Path under the server's own origin; the route makes it absolute. */
    m3u8MasterFilePath: string;
  }[];
}

export const demoFilms: ReadonlyMap<number, DemoFilm> = new Map([
  [
    1,
    {
      content: { id: 1, title: 'Тестовый фильм', hasMultipleEpisodes: false, posterUrl: null },
      episodes: [
        {
          id: 101,
          order: 1,
          season: null,
          title: 'Тестовый фильм',
          description: 'Испытательная таблица с часами и двумя звуковыми дорожками.',
          posterPath: null,
          duration: 30,
          m3u8MasterFilePath: '/media/films/film-1/master.m3u8',
        },
      ],
    },
  ],
]);
