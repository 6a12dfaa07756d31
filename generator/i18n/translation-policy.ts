import { TranslationMissing } from '../errors/catalogue.ts';
import { BuildError, problem } from '../errors/build-error.ts';
import { collections } from '../../content/schema/collections.ts';
import type { Content, Sourced } from '../../shared/model/content-graph.ts';
import { entryLabel } from '../content/load-content.ts';
import { readLock, type TranslationLock } from './translation-lock.ts';
import {
  describeField,
  languageName,
  translationReport,
  type FieldTranslation,
  type ReportEntry,
} from './translation-report.ts';

export interface TranslationCheck {
  /** Every localised field in every translated locale, with its state. */
  fields: FieldTranslation[];
  /** The lock the fields were judged against (the CLI's build records `lockFor(lock, fields)` when it succeeds). */
  lock: TranslationLock;
  /** Stale fields by locale, for the coverage summary. */
  stale: Record<string, number>;
}

/** The validated graph as report entries: each entry with its module and its index in an array module. */
export function reportEntries(content: Content): ReportEntry[] {
  const entries: ReportEntry[] = [];
  for (const collection of collections) {
    const sourced =
      collection.key === 'site'
        ? [content.site]
        : (content[collection.key] as Array<Sourced<unknown>>);
    const seen = new Map<string, number>();
    for (const entry of sourced) {
      const index = seen.get(entry.file) ?? 0;
      seen.set(entry.file, index + 1);
      entries.push({
        file: entry.file,
        collection,
        value: entry.data,
        index: collection.many ? index : undefined,
        label: entryLabel(collection, entry.data, index),
      });
    }
  }
  return entries;
}

/**
 * The site's translation policy (content/site.ts `translations`): a locale set
 * to 'complete' fails the build listing every field that would fall back to
 * English; under 'fallback' the same list is printed as warnings. Stale
 * translations are warnings under either policy. `enforce: false` (watch mode)
 * reports everything as warnings, so a half-written entry still previews.
 */
export async function checkTranslations(
  root: string,
  content: Content,
  options: { enforce: boolean; warn: (line: string) => void },
): Promise<TranslationCheck> {
  const lock = await readLock(root);
  const fields = await translationReport(root, reportEntries(content), lock);
  const policies = content.site.data.translations as Record<string, 'complete' | 'fallback'>;
  const missing = fields.filter((field) => field.state === 'missing');
  const enforced = options.enforce
    ? missing.filter((field) => policies[field.locale] === 'complete')
    : [];
  if (enforced.length > 0) {
    throw new BuildError(
      'Translation policy',
      enforced.map((field) =>
        problem(TranslationMissing, {
          where: field.where,
          entry: field.entry,
          field: field.field,
          language: languageName(field.locale),
          locale: field.locale,
        }),
      ),
    );
  }
  const warnings = [...missing, ...fields.filter((field) => field.state === 'stale')];
  if (warnings.length > 0) {
    options.warn(
      `⚠ ${missing.length} content field${missing.length === 1 ? '' : 's'} fall back to English, ${warnings.length - missing.length} translation${warnings.length - missing.length === 1 ? ' is' : 's are'} stale:`,
    );
    for (const field of warnings) options.warn(`  ${describeField(field)}`);
  }
  const stale: Record<string, number> = {};
  for (const field of fields)
    if (field.state === 'stale') stale[field.locale] = (stale[field.locale] ?? 0) + 1;
  return { fields, lock, stale };
}
