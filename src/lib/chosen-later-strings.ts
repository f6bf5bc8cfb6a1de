/**
 * Carries the page's language to the texts of parts loaded on demand (later-strings.ts) without
 * the boot importing them: whichever comes first, the choice or that module, the texts end up in
 * the chosen language.
 */
export function laterLanguage() {
  let chosen: object | undefined;
  let catalogue: object | undefined;
  return {
    /** Called at boot with the later texts of a language other than Russian. */
    choose(texts: object): void {
      chosen = texts;
      if (catalogue) Object.assign(catalogue, texts);
    },
    /** Called by later-strings.ts with its Russian texts: they become the chosen language's. */
    adopt<T extends object>(texts: T): T {
      catalogue = texts;
      if (chosen) Object.assign(texts, chosen);
      return texts;
    },
  };
}

const pageLaterLanguage = laterLanguage();
export const chooseLaterStrings = pageLaterLanguage.choose;
export const inChosenLanguage = pageLaterLanguage.adopt;
