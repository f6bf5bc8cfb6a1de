/** The texts the embed script shows on the host's page (Russian, as the player's own). */
export const embedStrings = {
  frameTitle: 'Видеоплеер',
  play: 'Воспроизвести',
};
