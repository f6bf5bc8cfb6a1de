import { describe, expect, it } from 'vitest';
import { laterLanguage } from './chosen-later-strings';

// The order of the boot's choice and of later-strings.ts's load is the subject.
describe('the later texts', () => {
  it('take a language chosen before their module loads', () => {
    const language = laterLanguage();
    language.choose({ skip: 'Skip ad' });
    expect(language.adopt({ skip: 'Пропустить' })).toEqual({ skip: 'Skip ad' });
  });

  it('take a language chosen after their module loaded', () => {
    const language = laterLanguage();
    const texts = language.adopt({ skip: 'Пропустить' });
    language.choose({ skip: 'Skip ad' });
    expect(texts).toEqual({ skip: 'Skip ad' });
  });

  it('stay Russian when no other language is chosen', () => {
    expect(laterLanguage().adopt({ skip: 'Пропустить' })).toEqual({ skip: 'Пропустить' });
  });
});
