import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Resource } from 'i18next';
import { LOCALES } from '../../content/schema/index.ts';
import { LocaleFileInvalid, LocaleFileMissing, LocaleKeyMissing } from '../errors/catalogue.ts';
import { BuildError, problem, type Problem } from '../errors/build-error.ts';
import { jsonSyntaxError } from '../errors/json-syntax.ts';
import { translationKeys } from './translation-keys.ts';

/** locales/{lng}/translation.json for every locale, checked for key parity with English. */
export async function loadLocales(root: string): Promise<Resource> {
  const resources: Resource = {};
  const unreadable: Problem[] = [];
  for (const locale of LOCALES) {
    const file = `locales/${locale}/translation.json`;
    let text: string;
    try {
      text = await readFile(path.join(root, file), 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      unreadable.push(problem(LocaleFileMissing, { file }));
      continue;
    }
    try {
      resources[locale] = { translation: JSON.parse(text) as Record<string, unknown> };
    } catch (error) {
      const { position, reason } = jsonSyntaxError(text, error);
      unreadable.push(
        problem(LocaleFileInvalid, {
          where: `${file}:${position.line}:${position.column}`,
          reason,
        }),
      );
    }
  }
  if (unreadable.length) throw new BuildError('Locale check', unreadable);
  const english = translationKeys(resources.en?.translation);
  const problems = LOCALES.filter((locale) => locale !== 'en').flatMap((locale) => {
    const keys = translationKeys(resources[locale]?.translation);
    const missing = [...english].filter((key) => !keys.has(key));
    return missing.length ? [problem(LocaleKeyMissing, { locale, keys: missing })] : [];
  });
  if (problems.length) throw new BuildError('Locale check', problems);
  return resources;
}
