/** The interface languages: Russian (the spec's texts, the default) and English. */
export type UiLanguage = 'ru' | 'en';

// Languages whose readers mostly read Russian: `auto` gives them Russian, not English.
const readsRussian = new Set(['ru', 'uk', 'be', 'kk', 'ky', 'tg', 'uz']);

const primarySubtag = (tag: string) => tag.trim().toLowerCase().split(/[-_]/)[0] ?? '';

/**
 * The language a setting asks for: `ru` or `en` as they are (any case, with a region or not);
 * `auto`, the first of the browser's languages that the player speaks, else Russian for a viewer
 * whose first language is one where Russian is widely read, else English. Anything else, or no
 * setting: Russian.
 */
export function resolveUiLanguage(
  setting: string | undefined,
  browserLanguages: readonly string[],
): UiLanguage {
  const asked = primarySubtag(setting ?? '');
  if (asked === 'en') return 'en';
  if (asked !== 'auto') return 'ru';
  const spoken = browserLanguages.map(primarySubtag);
  const first = spoken.find((language) => language === 'ru' || language === 'en');
  if (first === 'ru' || first === 'en') return first;
  return spoken.length === 0 || readsRussian.has(spoken[0] ?? '') ? 'ru' : 'en';
}
