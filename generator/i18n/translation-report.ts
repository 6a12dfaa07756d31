import { MAX_TITLE_LENGTH, LOCALES, DEFAULT_LOCALE } from '../../content/schema/primitives.ts';
import type { Collection } from '../../content/schema/collections.ts';
import { threadedLocator } from '../content/locate-thread.ts';
import { formatFieldPath } from '../content/validate-entry.ts';
import { pageKinds } from '../../components/page-kinds/registry.ts';
import { englishOf, translatableFields, translationOf } from './translatable-fields.ts';
import {
  currentPrint,
  englishPrint,
  lockedState,
  translationPrints,
  type LockRead,
  type TranslationLock,
} from './translation-lock.ts';

export type TranslationState = 'translated' | 'missing' | 'stale';

/** One localised field in one locale: where it is written, its English and its translation. */
export interface FieldTranslation {
  /** Stable id: `content/services/design.ts › ui-design › sections[0:hero].heading`. */
  id: string;
  /** `content/services/design.ts:12:9` for the fields a report lists (missing, stale); the module alone for translated ones. */
  where: string;
  file: string;
  /** `service "ui-design"` */
  entry: string;
  /** `sections[0:hero].heading` */
  field: string;
  /** The entry's slug or id (its position where it has none). */
  entryId: string;
  /** Path into the entry, e.g. ['sections', 0, 'heading']. */
  fieldPath: PropertyKey[];
  /** Path into the module's default export (the entry's index first in array modules). */
  modulePath: PropertyKey[];
  locale: string;
  state: TranslationState;
  english: string;
  translation?: string;
  /** With a translation: what the lock records of it as written against today's English (translation-lock.ts). */
  print?: string;
  /** The English path of the page that shows the field, or a description of where it shows. */
  page: string;
  maxLength?: number;
}

/** One entry of a content module, as the report reads it. */
export interface ReportEntry {
  file: string;
  collection: Collection;
  value: unknown;
  /** Its index in an array module. */
  index: number | undefined;
  label: string;
}

export const NON_DEFAULT_LOCALES = LOCALES.filter((locale) => locale !== DEFAULT_LOCALE);

/**
 * Every localised field of the given entries in every other locale than
 * English, with its state: translated, missing (falls back to English), or
 * stale (the English changed after the translation was written, per the lock).
 */
export async function translationReport(
  root: string,
  entries: ReportEntry[],
  lock: TranslationLock,
  locales: readonly string[] = NON_DEFAULT_LOCALES,
): Promise<FieldTranslation[]> {
  const out: FieldTranslation[] = [];
  await visitTranslations(root, entries, lock, (field) => out.push(field), locales);
  return out;
}

/**
 * translationReport's fields one at a time, in its order, for a caller that
 * keeps little of each: the build's check keeps what the lock records and the
 * fields it lists, not the report (at +50,000 pages 180 MB for one module).
 */
export async function visitTranslations(
  root: string,
  entries: ReportEntry[],
  lock: TranslationLock,
  visit: (field: FieldTranslation) => void,
  locales: readonly string[] = NON_DEFAULT_LOCALES,
): Promise<void> {
  // Located on a helper thread: the caller's thread goes on (a build renders) while it loads TypeScript.
  const locator = threadedLocator(root);
  try {
    await visitFields(entries, lock, locales, locator.locate, visit);
  } finally {
    locator.close();
  }
}

/**
 * visitTranslations without locating: each field's `where` is its module
 * alone, and its `file` and `modulePath` say where to look (locateFields).
 * The build's check decides with the states alone, and locates the fields it
 * lists while the site is written.
 */
export function visitTranslationStates(
  entries: Iterable<ReportEntry>,
  lock: LockRead,
  visit: (field: FieldTranslation) => void,
  locales: readonly string[] = NON_DEFAULT_LOCALES,
): Promise<void> {
  return visitFields(entries, lock, locales, (file) => Promise.resolve(file), visit);
}

/** `file:line:col` of each field (its module and the path into its default export), in order. */
export async function locateFields(
  root: string,
  fields: ReadonlyArray<{ file: string; modulePath: ReadonlyArray<PropertyKey> }>,
): Promise<string[]> {
  if (fields.length === 0) return [];
  const locator = threadedLocator(root);
  try {
    const located: string[] = [];
    for (const { file, modulePath } of fields) located.push(await locator.locate(file, modulePath));
    return located;
  } finally {
    locator.close();
  }
}

async function visitFields(
  entries: Iterable<ReportEntry>,
  lock: LockRead,
  locales: readonly string[],
  locate: (file: string, modulePath: ReadonlyArray<PropertyKey>) => Promise<string>,
  visit: (field: FieldTranslation) => void,
): Promise<void> {
  for (const entry of entries) {
    const fields = translatableFields(entry.collection.schema, entry.value);
    const entryId = entryIdOf(entry);
    for (const field of fields) {
      const english = englishOf(field.value);
      if (typeof english !== 'string') continue;
      const modulePath = entry.index === undefined ? field.path : [entry.index, ...field.path];
      const fieldName = formatFieldPath(field.path, entry.value);
      const id = `${entry.file} › ${entryId} › ${fieldName}`;
      const last = field.path[field.path.length - 1];
      // The search title: `metaTitle` where the entry has one, else `title` (checkSearchTitle holds both to this).
      const hasMetaTitle = (entry.value as Record<string, unknown> | null)?.metaTitle !== undefined;
      const maxLength =
        field.path.length === 1 && (last === 'metaTitle' || (last === 'title' && !hasMetaTitle))
          ? MAX_TITLE_LENGTH
          : undefined;
      let englishFingerprint: string | undefined;
      for (const locale of locales) {
        const translation = translationOf(field.value, locale);
        const text = typeof translation === 'string' ? translation : undefined;
        const prints =
          text === undefined
            ? undefined
            : translationPrints((englishFingerprint ??= englishPrint(english)), text);
        const state = prints ? lockedState(lock, id, locale, prints) : 'missing';
        visit({
          id,
          // Only the fields a report lists are located: parsing every module would cost each build about a second.
          where: state === 'translated' ? entry.file : await locate(entry.file, modulePath),
          file: entry.file,
          entry: entry.label,
          field: fieldName,
          entryId,
          fieldPath: field.path,
          modulePath,
          locale,
          state,
          english,
          ...(text === undefined || !prints
            ? {}
            : { translation: text, print: currentPrint(prints) }),
          page: pageOf(entry),
          ...(maxLength ? { maxLength } : {}),
        });
      }
    }
  }
}

/** The entry part of a field id: its slug or id, or its position. */
function entryIdOf(entry: ReportEntry): string {
  const id =
    entry.value !== null && typeof entry.value === 'object'
      ? entry.collection.idOf(entry.value as Record<string, unknown>)
      : undefined;
  return id ?? `#${(entry.index ?? 0) + 1}`;
}

/** Where a translator sees the field: the page an entry is published at, as its page kind says. */
function pageOf(entry: ReportEntry): string {
  const { key } = entry.collection;
  if (key === 'site') return 'every page (header, footer, structured data)';
  if (key === 'authors' || key === 'categories') return '/blog';
  const kind = pageKinds.find((candidate) => candidate.publishes?.collection === key);
  if (!kind?.publishes || entry.value === null || typeof entry.value !== 'object') return '/';
  // The module is read as written, even while invalid: its path field or slug may be missing.
  const path = kind.publishes.pathOf(entry.value as never);
  return typeof path === 'string' && path ? path : '/';
}

export interface ModuleTally {
  file: string;
  locale: string;
  translated: number;
  missing: number;
  stale: number;
}

/** Counts per module and locale, in the order the modules were read. */
export function tallyByModule(fields: readonly FieldTranslation[]): ModuleTally[] {
  const tallies = new Map<string, ModuleTally>();
  for (const field of fields) {
    const key = `${field.locale}\u0000${field.file}`;
    let tally = tallies.get(key);
    if (!tally)
      tallies.set(
        key,
        (tally = { file: field.file, locale: field.locale, translated: 0, missing: 0, stale: 0 }),
      );
    tally[field.state] += 1;
  }
  return [...tallies.values()];
}

/** What a report says of a field it lists (missing or stale): where it is and which. */
export type ListedField = Pick<FieldTranslation, 'where' | 'entry' | 'field' | 'locale' | 'state'>;

/** `file:line:col › entry › field: no German translation` (or: its German translation is stale). */
export function describeField(field: ListedField): string {
  const language = languageName(field.locale);
  const what =
    field.state === 'missing'
      ? `no ${language} translation`
      : `${language} translation is stale (the English changed after it was written)`;
  return `${field.where} › ${field.entry} › ${field.field}: ${what}`;
}

const LANGUAGE_NAMES: Record<string, string> = { de: 'German', ar: 'Arabic', en: 'English' };

/** "German" for de: the language a translation is missing in, as error messages name it. */
export function languageName(locale: string): string {
  return LANGUAGE_NAMES[locale] ?? locale;
}
