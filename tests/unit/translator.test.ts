import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../content/schema/index.ts';
import { createI18n } from '../../components/i18n/i18n-config.ts';
import { rememberingTranslator } from '../../components/i18n/remembering-translator.ts';
import { loadLocales } from '../../generator/i18n/load-locales.ts';
import { PROJECT_ROOT } from '../support/project-copy.ts';

/** Every key of a translation file, with its text. */
function entries(tree: unknown, prefix = ''): Array<[string, string]> {
  if (typeof tree === 'string') return [[prefix, tree]];
  return Object.entries(tree as Record<string, unknown>).flatMap(([name, value]) =>
    entries(value, prefix ? `${prefix}.${name}` : name),
  );
}

describe('the remembering translator (components/i18n/remembering-translator.ts)', () => {
  it('gives every text of every locale exactly as i18next does, with values, without, and with some missing', async () => {
    const resources = await loadLocales(PROJECT_ROOT);
    let filled = 0;
    for (const locale of LOCALES) {
      const i18n = createI18n(locale, resources);
      const remembering = rememberingTranslator(i18n) as unknown as (
        key: string,
        options?: object,
      ) => unknown;
      const plain = i18n.t as unknown as TFunction & ((key: string, options?: object) => unknown);
      for (const [key, text] of entries(resources.en!.translation)) {
        const names = [
          ...new Set([...text.matchAll(/\{\{-?\s*([\w.]+)/g)].map((match) => match[1]!)),
        ];
        expect(remembering(key), `${locale} ${key}`).toEqual(plain(key));
        expect(remembering(key), `${locale} ${key}, again`).toEqual(plain(key));
        if (names.length === 0) continue;
        const values = Object.fromEntries(
          names.map((name, index) => [
            name,
            name === 'count' ? 5 : index % 2 ? 42 : `Wert “${name}” & <b>`,
          ]),
        );
        expect(remembering(key, values), `${locale} ${key} ${JSON.stringify(values)}`).toEqual(
          plain(key, values),
        );
        expect(remembering(key, { ...values, count: 1 }), `${locale} ${key} count 1`).toEqual(
          plain(key, { ...values, count: 1 }),
        );
        expect(remembering(key, {}), `${locale} ${key} without values`).toEqual(plain(key, {}));
        filled += 1;
      }
    }
    // The comparison covered texts with values in every locale (e.g. location.heading's {{place}}).
    expect(filled).toBeGreaterThanOrEqual(LOCALES.length * 10);
  });

  it('tells the build of every key it is asked for, remembered or not, with the call’s options', async () => {
    const resources = await loadLocales(PROJECT_ROOT);
    const told: Array<[string, unknown]> = [];
    const t = rememberingTranslator(createI18n('de', resources), (key, options) =>
      told.push([key, options]),
    ) as unknown as (key: string | string[], options?: object) => unknown;
    t('blog.aboutAuthor');
    t('blog.aboutAuthor');
    t('location.heading', { place: 'Köln' });
    t('location.heading', { place: 'Bonn' });
    t('blog.readingTime', { count: 3 });
    t(['blog.missing', 'nav.home']);
    expect(told).toEqual([
      ['blog.aboutAuthor', undefined],
      ['blog.aboutAuthor', undefined],
      ['location.heading', { place: 'Köln' }],
      ['location.heading', { place: 'Bonn' }],
      ['blog.readingTime', { count: 3 }],
      ['blog.missing', undefined],
      ['nav.home', undefined],
    ]);
  });
});
