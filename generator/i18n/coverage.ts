import type { Resource } from 'i18next';
import { DEFAULT_LOCALE } from '../../content/schema/index.ts';
import { translationKeys } from './translation-keys.ts';

export interface LocaleCoverage {
  locale: string;
  uiKeys: { translated: number; total: number };
  contentFields: { translated: number; fallback: number };
  /** Translated fields whose English changed after the translation was written (translations.lock.json). */
  staleFields?: number;
}

/**
 * UI keys count as translated when the locale's string differs from English or
 * is one of the few that are legitimately identical (brand names, numbers).
 * Content fields are counted while rendering: every localised field a visitor
 * sees is either translated or falls back to English.
 */
export function uiKeyCoverage(
  resources: Resource,
  locale: string,
): { translated: number; total: number } {
  const english = flatten(resources[DEFAULT_LOCALE]?.translation);
  const local = flatten(resources[locale]?.translation);
  const total = translationKeys(resources[DEFAULT_LOCALE]?.translation).size;
  if (locale === DEFAULT_LOCALE) return { translated: total, total };
  const identical = new Set<string>();
  for (const [key, value] of english) {
    // Language names are written in their own language on purpose.
    if (key.startsWith('language.names.')) continue;
    // An e-mail address or a bare placeholder reads the same in every language.
    if (/^\S+@\S+$/.test(value)) continue;
    if (local.get(key) === value && /[A-Za-z]{3,}/.test(value.replace(/\{\{\w+\}\}/g, '')))
      identical.add(key.replace(/_(zero|one|two|few|many|other)$/, ''));
  }
  return { translated: total - identical.size, total };
}

function flatten(
  resource: unknown,
  prefix = '',
  out = new Map<string, string>(),
): Map<string, string> {
  if (resource !== null && typeof resource === 'object') {
    for (const [key, value] of Object.entries(resource)) {
      const dotted = prefix ? `${prefix}.${key}` : key;
      if (typeof value === 'string') out.set(dotted, value);
      else flatten(value, dotted, out);
    }
  }
  return out;
}

export function formatCoverage(rows: LocaleCoverage[]): string {
  const lines = ['Translation coverage:'];
  for (const row of rows) {
    const fields = row.contentFields.translated + row.contentFields.fallback;
    const percent = fields ? ((row.contentFields.translated / fields) * 100).toFixed(1) : '100.0';
    lines.push(
      `  ${row.locale.padEnd(3)} UI keys ${row.uiKeys.translated}/${row.uiKeys.total} translated · content fields ${row.contentFields.translated}/${fields} translated (${percent}%), ${row.contentFields.fallback} fall back to en${row.locale === DEFAULT_LOCALE ? '' : `, ${row.staleFields ?? 0} stale`}`,
    );
  }
  return lines.join('\n');
}
