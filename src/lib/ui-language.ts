import { chooseLaterStrings } from './chosen-later-strings';
import type { UiLanguage } from './resolve-ui-language';
import { strings } from './strings';

/**
 * Puts the language's texts in before anything shows one: English comes as a chunk of its own
 * (a Russian page never fetches it). `<html lang>` and the page's title follow, so that screen
 * readers read the texts with the right voice.
 */
export async function applyUiLanguage(language: UiLanguage, page: Document): Promise<void> {
  let applied: UiLanguage = 'ru';
  if (language === 'en') {
    // A chunk that does not come leaves the page in Russian rather than without its interface.
    const english = await import('./english').catch(() => undefined);
    if (english) {
      Object.assign(strings, english.englishStrings);
      chooseLaterStrings(english.englishLaterStrings);
      applied = 'en';
    }
  }
  page.documentElement.lang = applied;
  page.title = strings.pageTitle;
}
