import {
  DEFAULT_LOCALE,
  LOCALES,
  type Locale,
  type Localized,
} from '../../content/schema/locales.ts';

export interface Resolved<T> {
  value: T;
  /** Set when the value fell back to English: the element showing it gets lang="en". */
  lang?: 'en';
}

export type CoverageRecorder = (translated: boolean) => void;

function isLocaleRecord<T>(value: Localized<T>): value is { en: T } & Partial<Record<Locale, T>> {
  return (
    value !== null &&
    typeof value === 'object' &&
    !Array.isArray(value) &&
    'en' in value &&
    Object.keys(value).every((key) => (LOCALES as readonly string[]).includes(key))
  );
}

/**
 * Picks a content field's value for `locale`, falling back to English. Every
 * lookup is reported to `record` so the build can print translation coverage.
 */
export function resolveLocalized<T>(
  value: Localized<T>,
  locale: Locale,
  record?: CoverageRecorder,
): Resolved<T> {
  if (isLocaleRecord(value)) {
    const translated = value[locale];
    if (translated !== undefined) {
      record?.(true);
      return { value: translated };
    }
    record?.(locale === DEFAULT_LOCALE);
    return locale === DEFAULT_LOCALE ? { value: value.en } : { value: value.en, lang: 'en' };
  }
  record?.(locale === DEFAULT_LOCALE);
  return locale === DEFAULT_LOCALE ? { value } : { value, lang: 'en' };
}

/** A text already in the page's language (an interface string from locales/), passed where a content field goes. */
export function inPageLanguage(text: string, locale: Locale): Localized<string> {
  return { en: text, [locale]: text };
}

/**
 * Attributes for English text shown on a page of `locale`: lang="en" off the
 * default locale, plus dir="ltr" on right-to-left pages so English sentences
 * keep their punctuation and alignment.
 */
export function englishAttributes(locale: string): { lang?: 'en'; dir?: 'ltr' } {
  if (locale === DEFAULT_LOCALE) return {};
  return directionOf(locale) === 'rtl' ? { lang: 'en', dir: 'ltr' } : { lang: 'en' };
}

/** Right-to-left scripts (SPEC §2: Arabic, Hebrew, Persian, Urdu and others). */
const RTL_LANGUAGES = new Set(['ar', 'he', 'fa', 'ur', 'ps', 'sd', 'ug', 'yi', 'dv', 'ku', 'ckb']);

export function directionOf(locale: string): 'ltr' | 'rtl' {
  return RTL_LANGUAGES.has(locale.split('-')[0] ?? locale) ? 'rtl' : 'ltr';
}

/** Languages written with the Arabic comma (،) between list items. */
const ARABIC_COMMA_LANGUAGES = new Set(['ar', 'fa', 'ur', 'ps', 'sd', 'ug', 'ckb']);

/** What goes between the items of an inline list: ", " or the Arabic "، ". */
export function listSeparator(locale: string): string {
  return ARABIC_COMMA_LANGUAGES.has(locale.split('-')[0] ?? locale) ? '، ' : ', ';
}
