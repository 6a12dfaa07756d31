import { TranslationMissing } from '../errors/catalogue.ts';
import { BuildError, problem } from '../errors/build-error.ts';
import { collections } from '../../content/schema/collections.ts';
import type { Content, Sourced } from '../../shared/model/content-graph.ts';
import { collectionModules } from '../render/track-content.ts';
import { entryLabel } from '../content/load-content.ts';
import {
  NO_ENTRIES,
  readLockByModule,
  LockDiff,
  parseLockLines,
  recordField,
  writeLockLines,
  type LockEntries,
  type ModuleLines,
  type ModuleLock,
  type TranslationLock,
} from './translation-lock.ts';
import { LockLinesBuilder, type LockBlock } from './lock-lines.ts';
import {
  describeField,
  languageName,
  locateFields,
  visitTranslationStates,
  type ListedField,
  type ReportEntry,
} from './translation-report.ts';

/**
 * One content module's part of the check. While its basis holds (the module's
 * bundle and source, and what the lock records of its fields), the next check
 * takes it as it is: at +10,000 service areas one module holds 33,000 of the
 * fields, and checking them again after an edit elsewhere was about a second.
 */
export interface ModuleTranslations {
  basis: string;
  /**
   * The basis once the lock records what this check recorded of the fields, as
   * the build writes it: judged against that, the fields are in the same
   * states and the lock stays as it is (lockFor keeps the prints of stale
   * fields and records the others' as they are), so the build after the one
   * that wrote the lock takes the part too.
   */
  settled: string;
  /** Its missing and stale fields, in report order (warnings and the policy's errors name them). */
  listed: ListedField[];
  /**
   * What the lock is to record of its fields once this check is recorded
   * (lockFor), where that is not what it records now: then the build writes
   * the lock. Only then: the parts are kept across builds, and the part of a
   * module of 33,000 fields that records nothing new stays small. Its lines,
   * in the build's own folder when it has one (CheckOptions.scratch).
   */
  changes?: LockBlock;
}

export interface TranslationCheck {
  /** Each content module's part, by file (relative to the root), in the order the modules were read. */
  modules: Map<string, ModuleTranslations>;
  /** Stale fields by locale, for the coverage summary. */
  stale: Record<string, number>;
  /** What the lock read records, by module. */
  recorded: Map<string, ModuleLock>;
  /** Whether the lock that records the fields (nextLock) differs from the one read. */
  lockChanged: boolean;
  /** How many modules were checked, not taken as they were. */
  checked: number;
  /**
   * The fields this check listed whose `where` is their module alone until
   * locateListed works out their `file:line:col` (kept parts are located).
   */
  unlocated: UnlocatedField[];
}

/** A listed field still to be located: where its value is in its module's default export. */
export interface UnlocatedField {
  listed: ListedField;
  file: string;
  modulePath: ReadonlyArray<PropertyKey>;
}

export interface CheckOptions {
  enforce: boolean;
  /** Where the warnings go, once the fields they name are located (not with `locate: false`). */
  warn?: (line: string) => void;
  /**
   * `false`: the check decides without locating the fields it lists (TypeScript,
   * about half a second to load); the caller locates them (locateListed) and
   * warns (translationWarnings) later. It still locates them before failing.
   */
  locate?: boolean;
  /** A content module's version (its bundle's and its source's hashes), or undefined: checked again. */
  versionOf?: (file: string) => string | undefined;
  /** The modules' parts of an earlier check, taken as they are while their basis holds. */
  kept?: ReadonlyMap<string, ModuleTranslations>;
  /** The lock as an earlier check read it, when the file is the same (watch mode). */
  recorded?: Map<string, ModuleLock>;
  /** The earlier check's fields not located yet (its warnings never ran): a kept part's stay to be located. */
  unlocated?: readonly UnlocatedField[];
  /** A folder of the build's own for the lines the lock is to record (ModuleTranslations.changes); else in memory. */
  scratch?: string;
}

/**
 * The content's modules in the order they were read, each with its entries as
 * report entries when asked: a module that is not checked again does not read
 * its collection (which the content loader may not have decoded:
 * collectionModules). Each entry is read as the check comes to it and let go
 * after: a module read on demand (content-parts.ts) is never decoded whole (at
 * +100,000 pages, 33,334 areas from a record of 150 MB).
 */
function entriesByModule(content: Content): Map<string, () => Iterable<ReportEntry>> {
  const modules = new Map<string, () => Iterable<ReportEntry>>();
  for (const collection of collections) {
    const sourced = () =>
      collection.key === 'site'
        ? [content.site]
        : (content[collection.key] as Array<Sourced<unknown>>);
    function* asReported(from: number, to: number): Generator<ReportEntry> {
      const entries = sourced();
      for (let index = 0; index < to - from; index++) {
        const entry = entries[from + index]!;
        const value = entry.data;
        yield {
          file: entry.file,
          collection,
          value,
          index: collection.many ? index : undefined,
          label: entryLabel(collection, value, index),
        };
      }
    }
    let start = 0;
    for (const { file, ids } of collectionModules(content, collection.key)) {
      const [from, to] = [start, (start += ids.length)];
      modules.set(file, () => asReported(from, to));
    }
  }
  return modules;
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
  options: CheckOptions,
): Promise<TranslationCheck> {
  const recordedByModule = options.recorded ?? (await readLockByModule(root));
  const modules = new Map<string, ModuleTranslations>();
  const unlocated: UnlocatedField[] = [];
  const keptUnlocated = (file: string) =>
    (options.unlocated ?? []).filter((field) => field.file === file);
  let checked = 0;
  for (const [file, entries] of entriesByModule(content)) {
    const recorded = recordedByModule.get(file) ?? NO_ENTRIES;
    const version = options.versionOf?.(file);
    const basis = version === undefined ? '' : `${version} ${recorded.print}`;
    const kept = options.kept?.get(file);
    if (basis && kept?.basis === basis) {
      modules.set(file, kept);
      unlocated.push(...keptUnlocated(file));
      continue;
    }
    if (basis && kept?.settled === basis) {
      modules.set(file, { basis, settled: kept.settled, listed: kept.listed });
      unlocated.push(...keptUnlocated(file));
      continue;
    }
    checked += 1;
    // A field id starts with its module's file: the module's own entries are all the report reads.
    const lock = recorded.recorded();
    // Field by field: what lockFor would record of the report, and the fields it lists.
    const diff = new LockDiff(lock);
    const listed: ListedField[] = [];
    await visitTranslationStates(entries(), lock, (report) => {
      diff.record(report);
      const { where, entry, field, locale, state } = report;
      if (state === 'translated') return;
      const item: ListedField = { where, entry, field, locale, state };
      listed.push(item);
      unlocated.push({ listed: item, file: report.file, modulePath: report.modulePath });
    });
    let next = diff.result(options.scratch);
    if (next === undefined) {
      // A field the lock records was not met: what lockFor records, from the fields again.
      const fromFields = new LockLinesBuilder();
      await visitTranslationStates(entries(), lock, (report) =>
        recordField(fromFields, lock, report),
      );
      next = fromFields.finish(options.scratch);
    }
    // The same lines print as the lock's do (ModuleLock.print).
    const same = next === 'same' || next.print === recorded.print;
    const nextPrint = next === 'same' ? recorded.print : next.print;
    modules.set(file, {
      basis,
      settled: version === undefined ? '' : `${version} ${nextPrint}`,
      listed,
      ...(same ? {} : { changes: next as LockBlock }),
    });
  }
  const listed = [...modules.values()].flatMap((module) => module.listed);
  const policies = content.site.data.translations as Record<string, 'complete' | 'fallback'>;
  const missing = listed.filter((field) => field.state === 'missing');
  const enforced = options.enforce
    ? missing.filter((field) => policies[field.locale] === 'complete')
    : [];
  if (enforced.length > 0) {
    await locateListed(root, { unlocated });
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
  const staleFields = listed.filter((field) => field.state === 'stale');
  const stale: Record<string, number> = {};
  for (const field of staleFields) stale[field.locale] = (stale[field.locale] ?? 0) + 1;
  // Entries of modules that are gone are dropped: parsed first, so a corrupt lock still says so.
  const gone = [...recordedByModule].filter(([file]) => !modules.has(file));
  for (const [, recorded] of gone) recorded.entries();
  const lockChanged = gone.length > 0 || [...modules.values()].some((module) => module.changes);
  // Read again from the file if the lock is written (nextLock) or the next check asks.
  for (const recorded of recordedByModule.values()) recorded.release();
  const check = { modules, recorded: recordedByModule, stale, lockChanged, checked, unlocated };
  if (options.locate !== false) {
    await locateListed(root, check);
    for (const line of translationWarnings(check)) options.warn?.(line);
  }
  return check;
}

/** Gives each field the check listed but did not locate its `file:line:col` (on TypeScript's thread). */
export async function locateListed(
  root: string,
  check: Pick<TranslationCheck, 'unlocated'>,
): Promise<void> {
  const fields = check.unlocated.splice(0);
  const located = await locateFields(root, fields);
  fields.forEach(({ listed }, index) => (listed.where = located[index]!));
}

/**
 * The check's warnings: every field that falls back to English, then every
 * stale translation, each named by where it is (the lines the build prints).
 */
export function translationWarnings(check: Pick<TranslationCheck, 'modules'>): string[] {
  const listed = [...check.modules.values()].flatMap((module) => module.listed);
  const missing = listed.filter((field) => field.state === 'missing');
  const staleFields = listed.filter((field) => field.state === 'stale');
  const warnings = [...missing, ...staleFields];
  if (warnings.length === 0) return [];
  return [
    `⚠ ${missing.length} content field${missing.length === 1 ? '' : 's'} fall back to English, ${staleFields.length} translation${staleFields.length === 1 ? ' is' : 's are'} stale:`,
    ...warnings.map((field) => `  ${describeField(field)}`),
  ];
}

/** Each checked module's lines in the lock that records the fields as they are now. */
function nextLockLines(
  check: Pick<TranslationCheck, 'modules' | 'recorded'>,
): Map<string, ModuleLines> {
  const lines = new Map<string, ModuleLines>();
  for (const [file, module] of check.modules) {
    const block = module.changes ?? check.recorded.get(file);
    if (block) lines.set(file, block);
  }
  return lines;
}

/** The lock that records the checked fields as they are now, parsed (what the build writes: writeNextLock). */
export function nextLock(check: Pick<TranslationCheck, 'modules' | 'recorded'>): TranslationLock {
  const fields: LockEntries = {};
  for (const lines of nextLockLines(check).values()) Object.assign(fields, parseLockLines(lines));
  return { version: 1, fields };
}

/**
 * Writes the lock that records the checked fields as they are now (the CLI's
 * build does when it succeeds and the check changed it), module by module
 * from their lines: neither parsed nor sorted again.
 */
export function writeNextLock(
  root: string,
  check: Pick<TranslationCheck, 'modules' | 'recorded'>,
): Promise<void> {
  return writeLockLines(root, nextLockLines(check));
}
