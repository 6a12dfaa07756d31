import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Resource } from 'i18next';
import { LOCALES } from '../../content/schema/index.ts';
import { LocaleKeyMissing } from '../errors/catalogue.ts';
import { BuildError, problem } from '../errors/build-error.ts';
import { translationKeys } from './translation-keys.ts';

/** locales/{lng}/translation.json for every locale, checked for key parity with English. */
export async function loadLocales(root: string): Promise<Resource> {
  const resources: Resource = {};
  for (const locale of LOCALES) {
    const file = path.join(root, 'locales', locale, 'translation.json');
    resources[locale] = { translation: JSON.parse(await readFile(file, 'utf8')) as Record<string, unknown> };
  }
  const english = translationKeys(resources.en?.translation);
  const problems = LOCALES.filter((locale) => locale !== 'en').flatMap((locale) => {
    const keys = translationKeys(resources[locale]?.translation);
    const missing = [...english].filter((key) => !keys.has(key));
    return missing.length ? [problem(LocaleKeyMissing, { locale, keys: missing })] : [];
  });
  if (problems.length) throw new BuildError('Locale check', problems);
  return resources;
}
