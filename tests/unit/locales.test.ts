import { readFileSync } from 'node:fs';
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../content/schema/index.ts';
import { directionOf } from '../../shared/model/localized.ts';
import { translationKeys } from '../../generator/i18n/translation-keys.ts';
import { BuildError } from '../../generator/errors/build-error.ts';
import { loadLocales } from '../../generator/i18n/load-locales.ts';
import { copyProject, PROJECT_ROOT } from '../support/project-copy.ts';

const read = (locale: string) =>
  JSON.parse(
    readFileSync(path.join(PROJECT_ROOT, 'locales', locale, 'translation.json'), 'utf8'),
  ) as unknown;

/** Text a translator should have translated: words, not placeholders or an e-mail address. */
const isWords = (value: string) =>
  !/^\S+@\S+$/.test(value) && /[a-z]{4,}/i.test(value.replace(/\{\{\w+\}\}/g, ''));

describe('locale files', () => {
  it('have exactly the same keys in every locale (plural forms folded)', () => {
    const english = translationKeys(read('en'));
    expect(english.size).toBeGreaterThan(50);
    for (const locale of LOCALES)
      expect([...translationKeys(read(locale))].sort(), locale).toEqual([...english].sort());
  });

  it('carry the exact texts of SPEC §5 and §8 in English', () => {
    const en = read('en') as {
      newsletter: Record<string, string>;
      validation: Record<string, string>;
      cta: Record<string, string>;
    };
    expect(en.newsletter.title).toBe('Hard-curated insights on AI and software development.');
    expect(en.newsletter.emailLabel).toBe('E-mail');
    expect(en.newsletter.success).toBe('Thank you for subscribing to our newsletter!');
    expect(en.newsletter.failure).toBe('Something went wrong. Please try again later.');
    expect(en.validation.required).toBe('This is a required field.');
    expect(en.validation.emailInvalid).toBe('Invalid email');
    expect(en.validation.emailRequired).toBe('Email is required');
    expect(en.validation.selectOption).toBe('Please select an option.');
    expect(en.cta.label).toBe("Let's work together");
  });

  it('translates every string of de and ar (no English copies left behind)', () => {
    const flat = (value: unknown, prefix = ''): Array<[string, string]> =>
      Object.entries(value as Record<string, unknown>).flatMap(([key, inner]) =>
        typeof inner === 'string'
          ? [[`${prefix}${key}`, inner] as [string, string]]
          : flat(inner, `${prefix}${key}.`),
      );
    const english = new Map(flat(read('en')));
    for (const locale of ['de', 'ar']) {
      const same = flat(read(locale)).filter(
        ([key, value]) =>
          english.get(key) === value && isWords(value) && !key.startsWith('language.names'),
      );
      expect(
        same.map(([key]) => key),
        locale,
      ).toEqual([]);
    }
  });

  it('marks Arabic and the other right-to-left scripts as rtl', () => {
    expect(directionOf('ar')).toBe('rtl');
    expect(directionOf('he')).toBe('rtl');
    expect(directionOf('fa-IR')).toBe('rtl');
    expect(directionOf('de')).toBe('ltr');
  });
});

describe('a broken locale file (issue 19 item 7)', () => {
  it('is reported at its line and column with the reason, and a missing one by its repository path', async () => {
    const project = await copyProject();
    const failure = async () =>
      loadLocales(project.root).then(
        () => [],
        (error: unknown) => {
          if (!(error instanceof BuildError)) throw error;
          return error.problems.map((item) => item.message);
        },
      );
    try {
      const file = path.join(project.root, 'locales', 'de', 'translation.json');
      const text = await readFile(file, 'utf8');
      // A trailing comma after the last key of the first group.
      const lines = text.split('\n');
      const closing = lines.findIndex((line, index) => index > 0 && /^ {2}\},$/.test(line));
      lines[closing - 1] = `${lines[closing - 1]},`;
      await writeFile(file, lines.join('\n'));
      const [message, ...rest] = await failure();
      expect(rest).toEqual([]);
      expect(message).toMatch(new RegExp(`^locales/de/translation\\.json:${closing + 1}:3: \\S`));
      expect(message).not.toMatch(/position \d/);
      await writeFile(file, text);

      await rm(path.join(project.root, 'locales', 'ar', 'translation.json'));
      expect(await failure()).toEqual(['locales/ar/translation.json does not exist']);
    } finally {
      await project.remove();
    }
  });
});
