import { readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { contentHash } from '../assets/hash.ts';
import type { FieldTranslation, TranslationState } from './translation-report.ts';

/**
 * translations.lock.json: for every translated field and locale, a fingerprint
 * of the English the translation was written against and of the translation
 * itself (`"<english>:<translation>"`). When the English of a field changes and
 * its translation does not, the translation is stale. The build and the
 * translation commands keep it current, like npm's package-lock.json: commit it.
 */
export const LOCK_FILE = 'translations.lock.json';

export interface TranslationLock {
  version: 1;
  /** Field id → locale → "englishHash:translationHash". */
  fields: Record<string, Record<string, string>>;
}

const fingerprint = (text: string) => contentHash(text, 8);

export function emptyLock(): TranslationLock {
  return { version: 1, fields: {} };
}

/** The lock as committed; a missing one is empty (every translation counts as current), a corrupt one is an error. */
export async function readLock(root: string): Promise<TranslationLock> {
  const file = path.join(root, LOCK_FILE);
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return emptyLock();
    throw error;
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    throw new Error(
      `${LOCK_FILE} is not valid JSON (${(error as Error).message}); delete it to record every current translation again`,
      { cause: error },
    );
  }
  const lock = parsed as Partial<TranslationLock>;
  if (lock.version !== 1 || typeof lock.fields !== 'object' || lock.fields === null) {
    throw new Error(
      `${LOCK_FILE} has an unknown format; delete it to record every current translation again`,
    );
  }
  return lock as TranslationLock;
}

/**
 * A translation's state against the lock. Not in the lock yet: current (it is
 * recorded as written against today's English). Both English and translation
 * changed since: current again (the translator updated it with the source).
 */
export function lockedState(
  lock: TranslationLock,
  id: string,
  locale: string,
  english: string,
  translation: string,
): TranslationState {
  const recorded = lock.fields[id]?.[locale];
  if (!recorded) return 'translated';
  const [englishPrint, translationPrint] = recorded.split(':');
  if (englishPrint === fingerprint(english)) return 'translated';
  return translationPrint === fingerprint(translation) ? 'stale' : 'translated';
}

/** What the lock records of a field: a build keeps only this of its translation report. */
export type LockedField = Pick<
  FieldTranslation,
  'id' | 'locale' | 'state' | 'english' | 'translation'
>;

/** A field as the lock sees it: the report's other facts (where, paths, page) are for the reports. */
export const lockedField = ({
  id,
  locale,
  state,
  english,
  translation,
}: FieldTranslation): LockedField =>
  translation === undefined
    ? { id, locale, state, english }
    : { id, locale, state, english, translation };

/**
 * The lock that records `fields` as they are now: current translations get
 * today's fingerprints, stale ones keep the fingerprints that make them stale,
 * and fields that are missing or gone are dropped. Keys are sorted so the file
 * diffs cleanly.
 */
export function lockFor(lock: TranslationLock, fields: readonly LockedField[]): TranslationLock {
  const next: Record<string, Record<string, string>> = {};
  for (const field of fields) {
    if (field.state === 'missing' || field.translation === undefined) continue;
    const print =
      field.state === 'stale'
        ? lock.fields[field.id]![field.locale]!
        : `${fingerprint(field.english)}:${fingerprint(field.translation)}`;
    (next[field.id] ??= {})[field.locale] = print;
  }
  return sortedLock(next);
}

/** The lock with these translations recorded as written against this English (what an import wrote), the rest as it was. */
export function recordTranslations(
  lock: TranslationLock,
  written: ReadonlyArray<{ id: string; locale: string; english: string; translation: string }>,
): TranslationLock {
  const next = Object.fromEntries(
    Object.entries(lock.fields).map(([id, locales]) => [id, { ...locales }]),
  );
  for (const field of written)
    (next[field.id] ??= {})[field.locale] =
      `${fingerprint(field.english)}:${fingerprint(field.translation)}`;
  return sortedLock(next);
}

function sortedLock(fields: Record<string, Record<string, string>>): TranslationLock {
  const sorted: Record<string, Record<string, string>> = {};
  for (const id of Object.keys(fields).sort()) {
    sorted[id] = Object.fromEntries(
      Object.entries(fields[id]!).sort(([a], [b]) => a.localeCompare(b)),
    );
  }
  return { version: 1, fields: sorted };
}

/** The lock with the chosen stale fields recorded against today's English (a reviewer confirmed their translations still hold). */
export function acceptFields(
  lock: TranslationLock,
  fields: readonly FieldTranslation[],
  chosen: (field: FieldTranslation) => boolean,
): TranslationLock {
  return lockFor(
    lock,
    fields.map((field) =>
      field.state === 'stale' && chosen(field) ? { ...field, state: 'translated' as const } : field,
    ),
  );
}

/** One line per field, so a content edit changes as many lines of the lock as fields it touched. */
export function serializeLock(lock: TranslationLock): string {
  const lines = Object.entries(lock.fields).map(
    ([id, locales]) => `  ${JSON.stringify(id)}: ${JSON.stringify(locales)}`,
  );
  return `{\n "version": 1,\n "fields": {\n${lines.join(',\n')}\n }\n}\n`;
}

/** Writes the lock when its text changed (atomically: a crash never leaves half a file). Returns whether it wrote. */
export async function writeLock(root: string, lock: TranslationLock): Promise<boolean> {
  const file = path.join(root, LOCK_FILE);
  const text = serializeLock(lock);
  const current = await readFile(file, 'utf8').catch(() => undefined);
  if (current === text) return false;
  await writeFile(`${file}.tmp`, text);
  await rename(`${file}.tmp`, file);
  return true;
}
