import type { Resource } from 'i18next';
import { DEFAULT_LOCALE, LOCALES } from '../../content/schema/locales.ts';
import { contentHash } from '../assets/hash.ts';
import { localeKey } from '../render/track-content.ts';

/**
 * A hash of each section of each locale's UI strings, by locale key
 * (`locale:de:blog`, generator/render/track-content.ts): what a page that read
 * the section depends on. It covers the section as the locale has it and as
 * English has it, which i18next falls back to for a missing key or plural
 * form. A section whose strings nest others (`$t(…)`) may show any section:
 * its hash is that of both locales whole.
 */
export function sectionVersions(resources: Resource): Map<string, string> {
  const sectionsOf = (locale: string) =>
    (resources[locale]?.translation ?? {}) as Record<string, unknown>;
  const fallback = sectionsOf(DEFAULT_LOCALE);
  const sections = new Map<string, string>();
  for (const locale of LOCALES) {
    const own = sectionsOf(locale);
    const withFallback = locale === DEFAULT_LOCALE ? [own] : [own, fallback];
    for (const name of new Set([...Object.keys(own), ...Object.keys(fallback)])) {
      const read = JSON.stringify(withFallback.map((strings) => strings[name] ?? null));
      sections.set(
        localeKey(locale, name),
        contentHash(read.includes('$t(') ? JSON.stringify(withFallback) : read, 16),
      );
    }
  }
  return sections;
}
