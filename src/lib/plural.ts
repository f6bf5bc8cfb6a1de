const rules = new Intl.PluralRules('ru-RU');

/** The Russian word form for a count: 1 серия, 3 серии, 5 серий (Intl.PluralRules picks the form). */
export function russianPlural(
  count: number,
  forms: { one: string; few: string; many: string },
): string {
  const category = rules.select(count);
  if (category === 'one') return forms.one;
  if (category === 'few') return forms.few;
  // 'many', and 'other' for fractions.
  return forms.many;
}

const englishRules = new Intl.PluralRules('en');

/** The English word form for a count: 1 episode, 0 or 2 episodes (Intl.PluralRules picks it). */
export function englishPlural(count: number, forms: { one: string; other: string }): string {
  return englishRules.select(count) === 'one' ? forms.one : forms.other;
}
