import type { Resource } from 'i18next';
import { describe, expect, it } from 'vitest';
import { sectionVersions } from '../../generator/i18n/locale-sections.ts';
import { localeKey } from '../../generator/render/track-content.ts';

const strings = (blog: string, nav: string) => ({
  translation: { blog: { aboutAuthor: blog }, nav: { home: nav } },
});

const resources = (): Resource => ({
  en: strings('About the author', 'Home'),
  de: strings('Über den Autor', 'Startseite'),
  ar: strings('عن الكاتب', 'الرئيسية'),
});

/** The locale keys whose hash differs between two sets of strings. */
function changed(before: Resource, after: Resource): string[] {
  const [was, now] = [sectionVersions(before), sectionVersions(after)];
  expect([...now.keys()].sort()).toEqual([...was.keys()].sort());
  return [...now.keys()].filter((key) => now.get(key) !== was.get(key)).sort();
}

describe('the sections of the UI strings a page may read', () => {
  it('names a read by its locale and the first part of its key', () => {
    expect(localeKey('de', 'blog.aboutAuthor')).toBe('locale:de:blog');
    expect(localeKey('ar', 'translation:nav.home')).toBe('locale:ar:nav');
    expect(localeKey('en', 'language')).toBe('locale:en:language');
  });

  it('moves the hash of the edited section of the edited locale alone', () => {
    const after = resources();
    (after.de!.translation as { blog: { aboutAuthor: string } }).blog.aboutAuthor = 'Zum Autor';
    expect(changed(resources(), after)).toEqual(['locale:de:blog']);
  });

  it('moves that section in every locale after an English edit: English is what a missing string falls back to', () => {
    const after = resources();
    (after.en!.translation as { blog: { aboutAuthor: string } }).blog.aboutAuthor = 'The author';
    expect(changed(resources(), after)).toEqual([
      'locale:ar:blog',
      'locale:de:blog',
      'locale:en:blog',
    ]);
  });

  it('counts a section that nests others ($t) as reading its locale and English whole', () => {
    const nesting = (): Resource => {
      const all = resources();
      (all.de!.translation as { blog: { aboutAuthor: string } }).blog.aboutAuthor =
        'Über $t(nav.home)';
      return all;
    };
    const after = nesting();
    (after.de!.translation as { nav: { home: string } }).nav.home = 'Start';
    expect(changed(nesting(), after)).toEqual(['locale:de:blog', 'locale:de:nav']);
  });
});
