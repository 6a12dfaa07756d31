import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readLock } from '../../generator/i18n/translation-lock.ts';
import {
  translationReport,
  type FieldTranslation,
} from '../../generator/i18n/translation-report.ts';
import { ENGLISH_STAFF_WORDS, reviewTranslation } from '../../generator/i18n/translation-review.ts';
import { readModules } from '../../generator/i18n/translations-cli.ts';
import { PROJECT_ROOT } from '../support/project-copy.ts';

const field = (english: string, translation: string, locale = 'de'): FieldTranslation => ({
  id: `content/pages/contact-us.ts › contact-us › description`,
  where: 'content/pages/contact-us.ts',
  file: 'content/pages/contact-us.ts',
  entry: 'page "contact-us"',
  field: 'description',
  entryId: 'contact-us',
  fieldPath: ['description'],
  modulePath: ['description'],
  locale,
  state: 'translated',
  english,
  translation,
  page: '/contact-us',
});

const problems = (english: string, translation: string, locale?: string) =>
  reviewTranslation(field(english, translation, locale)).map((finding) => finding.problem);

describe('translation review', () => {
  it('flags English job titles left in German, hyphenated compounds included', () => {
    expect(problems('A senior engineer replies.', 'Ein Senior Engineer antwortet.')).toContainEqual(
      expect.stringContaining('English "Senior" in the German'),
    );
    expect(problems('Our QA engineers test.', 'Unsere QA-Engineers testen.')).toEqual([
      'English "Engineers" in the German; use the German title or word',
    ]);
    expect(problems('Our delivery lead', 'Unsere Delivery Lead')).toHaveLength(1);
  });

  it('passes German words that merely contain those letters, and leaves Arabic alone', () => {
    expect(
      problems(
        'Our engineering leads run planning.',
        'Unsere technische Leitung übernimmt die Planung; Seniorität zählt.',
      ),
    ).toEqual([]);
    expect(problems('A senior engineer replies.', 'Senior Engineer يرد.', 'ar')).toEqual([]);
  });

  it('flags informal German, lost links, bold and numbers', () => {
    expect(problems('Write to us.', 'Schreib uns, wenn du Fragen hast.')).toEqual([
      'informal "du" form; address the reader as "Sie"',
    ]);
    expect(
      problems('See **the [plan](/fund)** for 3 weeks.', 'Siehe den Plan für drei Wochen.'),
    ).toEqual([
      'links differ: English ["/fund"], translation []',
      '**bold** markers differ from the English',
      'numbers of the English not found: 3',
    ]);
  });
});

describe("the site's German", () => {
  it('keeps no English job titles in content', async () => {
    const { entries, problems: broken } = await readModules(PROJECT_ROOT);
    expect(broken).toEqual([]);
    const fields = await translationReport(PROJECT_ROOT, entries, await readLock(PROJECT_ROOT), [
      'de',
    ]);
    expect(fields.filter((each) => each.translation !== undefined).length).toBeGreaterThan(1000);
    const left = fields
      .filter((each) => each.translation && ENGLISH_STAFF_WORDS.test(each.translation))
      .map((each) => `${each.id}: ${each.translation}`);
    expect(left).toEqual([]);
  }, 60_000);

  it('keeps no English job titles in the interface strings', () => {
    const strings: string[] = [];
    const collect = (value: unknown): void => {
      if (typeof value === 'string') strings.push(value);
      else if (value && typeof value === 'object') Object.values(value).forEach(collect);
    };
    collect(
      JSON.parse(
        readFileSync(path.join(PROJECT_ROOT, 'locales', 'de', 'translation.json'), 'utf8'),
      ),
    );
    expect(strings.length).toBeGreaterThan(50);
    expect(strings.filter((text) => ENGLISH_STAFF_WORDS.test(text))).toEqual([]);
  });
});
