import type { UiLanguage } from '../lib/resolve-ui-language';

/** The texts the embed script shows on the host's page, in the player's languages. */
export const embedStrings: Record<UiLanguage, { frameTitle: string; play: string }> = {
  ru: { frameTitle: 'Видеоплеер', play: 'Воспроизвести' },
  en: { frameTitle: 'Video player', play: 'Play' },
};
