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
